// What sellers are told of fees, holds and payouts is what the server runs with (issue 27 "Done when":
// the seller help pages explain fees, holds and payout timing; docs/decisions/0056 and 0057):
// GET /api/payout-policy answers the configured hold, schedule and minimum, and the Help Center and
// the Seller Terms are rendered on the server with those figures, not the defaults.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutPolicyDto } from '#shared/schemas/payout-policy.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const ENTRY = fileURLToPath(new URL('../../src/client/entry-server.tsx', import.meta.url));
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Heartland Market</title></head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let buildDir: string;

/** Not the defaults (3 days, Mondays, $1): a page that states a default is caught. */
beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'hm-policy-build-'));
  const clientDir = path.join(buildDir, 'client');
  mkdirSync(clientDir);
  mkdirSync(path.join(buildDir, 'ssr'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(buildDir, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(ENTRY)};\n`);
  t = await createTestApp({ clientDir, payoutSettings: { schedule: 'friday', minimumCents: 25_00 }, payoutHoldDays: 7 });
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

/** The page's text as a reader sees it: the markup inside #root, tags dropped. */
async function pageText(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const root = res.body.slice(res.body.indexOf('<div id="root">'), res.body.lastIndexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('GET /api/payout-policy', () => {
  it('answers anyone the fee and the hold, schedule and minimum the server runs with', async () => {
    const res = await t.browser().get('/api/payout-policy');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PayoutPolicyDto>()).toEqual({ feePercent: 15, holdDays: 7, schedule: 'friday', minimum: '25.00' });
  });

  it('answers the defaults when the app is given none: 3 days, Mondays, $1.00', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.browser().get('/api/payout-policy')).json<PayoutPolicyDto>()).toEqual({
        feePercent: 15,
        holdDays: 3,
        schedule: 'monday',
        minimum: '1.00',
      });
    } finally {
      await plain.close();
    }
  });
});

describe('the seller help pages, rendered with the policy', () => {
  it('Help Center: the sellers’ questions state the fee, the hold and the payout day and minimum', async () => {
    const text = await pageText('/help');
    expect(text).toContain('Why is my money pending?');
    expect(text).toContain('for a hold of 7 days after delivery');
    expect(text).toContain('Payouts are sent weekly, on Fridays');
    expect(text).toContain('once it is at least $25.00');
    expect(text).toContain('minus a 15% platform fee on the items after discount');
    expect(text).not.toMatch(/3 days after delivery|on Mondays|at least \$1\b/);
  });

  it('Seller Terms: getting paid, with the same figures', async () => {
    const text = await pageText('/seller-terms');
    expect(text).toContain('Getting paid');
    expect(text).toContain('less the 15% platform fee');
    expect(text).toContain('for a hold of 7 days after delivery');
    expect(text).toContain('Payouts are sent weekly, on Fridays');
    expect(text).toContain('once it is at least $25.00');
  });
});
