import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/test.ts';
import { placePaidOrder } from './support/orders.ts';
import { expectToast } from './support/toasts.ts';
import { freePort } from '../support/server-process.ts';
import { formatDate, MARKET_TIME_ZONE } from '../../src/shared/dates.ts';
import { centsToDecimal, formatUsd, toCents } from '../../src/shared/money.ts';
import type { LedgerEntryDto, SellerBalanceDto } from '../../src/shared/schemas/ledger.ts';
import type { SellerPayoutsDto } from '../../src/shared/schemas/payouts.ts';

// Issue 27, a seller is paid (docs/decisions/0056-a-double-entry-ledger.md, 0057-payouts.md): the demo
// seller enters a bank account on the Payouts page; a new shopper buys one of their products and the
// seller buys its label; days pass until the carrier delivers it, then the hold (PAYOUT_HOLD_DAYS)
// passes and the seller's share is available; the payout run sends it, pending, and a day later the
// bank has paid it; the statement CSV downloaded from the page lists every entry of the period, as
// GET /api/seller/ledger does. Days pass on the clock of a server of this spec's own
// (support/clocked-server.ts): the suite's server runs on the wall clock, which nothing may move.
// The demo's own orders are in the same books (released on the way): the assertions follow this
// order's entries by its id, and this payout by its id.
// SCREENSHOTS=dir saves the Payouts page at 1280 and 375 px for review.

const shots = process.env.SCREENSHOTS;
const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const HOLD_DAYS = 3;

// ---- the server with a clock this spec moves ----

type JobName = 'track-shipments' | 'release-earnings' | 'pay-sellers';
interface JobsRun {
  now: string;
  reports: {
    'track-shipments'?: { ordersDelivered: number };
    'release-earnings'?: { released: number };
    'pay-sellers'?: { created: number; paid: number; failed: number; errors: number };
  };
  errors: string[];
}

interface ClockedServer {
  url: string;
  /** the server's clock now */
  now(): Promise<Date>;
  /** moves the server's clock forward by `ms` */
  advance(ms: number): Promise<Date>;
  /** runs the jobs named (all three when none), once each, in the order main.ts has them */
  runJobs(...jobs: JobName[]): Promise<JobsRun>;
  stop(): Promise<void>;
}

async function startClockedServer(): Promise<ClockedServer> {
  const port = await freePort();
  let controlPort = await freePort();
  while (controlPort === port) controlPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const controlUrl = `http://127.0.0.1:${controlPort}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hm-e2e-clock-'));
  // The demo's pictures as the suite's server drew them (E2E_DATA_DIR, playwright.config.ts): the seed
  // draws only those missing or drawn from another picture, which saves seconds of a busy machine.
  const drawn = process.env.E2E_DATA_DIR ? path.join(process.env.E2E_DATA_DIR, 'uploads', 'products') : null;
  if (drawn && existsSync(drawn)) cpSync(drawn, path.join(dataDir, 'uploads', 'products'), { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/clocked-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'demo',
      PORT: String(port),
      CONTROL_PORT: String(controlPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_FACTOR: '20',
      // Every day is a payout day: the journey does not wait for a Monday.
      PAYOUT_SCHEDULE: 'daily',
      PAYOUT_HOLD_DAYS: String(HOLD_DAYS),
    },
    // Its standard input open: the server stops when it closes, should this worker die first.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const control = async <T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${controlUrl}${route}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route} on the clocked server: ${res.status} ${text}\n${output}`);
    return JSON.parse(text) as T;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Migrating and seeding the demo takes seconds; the control server answers once the app does.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the clocked server exited (${child.signalCode ?? child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the clocked server did not start within 120 s:\n${output}`);
    }
    const up = await fetch(`${controlUrl}/now`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    now: async () => new Date((await control<{ now: string }>('GET', '/now')).now),
    advance: async (ms) => new Date((await control<{ now: string }>('POST', '/advance', { ms: Math.max(0, Math.round(ms)) })).now),
    runJobs: async (...jobs) => {
      const run = await control<JobsRun>('POST', '/run-jobs', jobs.length > 0 ? { jobs } : {});
      expect(run.errors, 'the jobs ran without errors').toEqual([]);
      return run;
    },
    stop,
  };
}

// ---- what the seller sees ----

const dayFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MARKET_TIME_ZONE });
/** The marketplace's calendar day of an instant, as the statement and its CSV date entries. */
const marketDay = (at: Date) => dayFormat.format(at);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** RFC 4180: fields separated by commas, quoted when they hold a comma, a quote or a line break; lines end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

async function balanceOf(page: Page): Promise<SellerBalanceDto> {
  const res = await page.request.get('/api/seller/balance');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as SellerBalanceDto;
}

async function ledgerOf(page: Page, from: string, to: string): Promise<LedgerEntryDto[]> {
  const res = await page.request.get(`/api/seller/ledger?from=${from}&to=${to}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as LedgerEntryDto[];
}

async function payoutsOf(page: Page): Promise<SellerPayoutsDto> {
  const res = await page.request.get('/api/seller/payouts');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as SellerPayoutsDto;
}

/** The Payouts page's three balances as shown, and as the balance route answers them. */
async function expectBalances(page: Page, balance: SellerBalanceDto) {
  const cards = page.getByRole('region', { name: 'Your balance' });
  for (const [label, amount] of [
    ['Pending', balance.pending],
    ['Available', balance.available],
    ['Paid out', balance.paidOut],
  ] as const) {
    const card = cards.locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    await expect(card.locator('dd').first(), `the ${label} card`).toHaveText(formatUsd(amount));
  }
}

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

let server: ClockedServer | undefined;

test.beforeAll(async () => {
  // Creating, migrating and seeding a database: about 15 s on a quiet machine, a minute on a busy one.
  test.setTimeout(150_000);
  server = await startClockedServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a seller sets up a bank account, an order is delivered, the hold passes and the payout is paid, with a statement CSV of every entry', async ({
  browser,
}) => {
  // Two browsers, a label, about a week of the server's days and a download.
  test.setTimeout(120_000);
  const clock = server!;
  const firstDay = marketDay(new Date());
  const seller = await browser.newContext({ baseURL: clock.url, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await seller.newPage();

  await test.step('the demo seller enters a bank account on the Payouts page', async () => {
    await page.goto('/seller/payouts');
    await expect(page).toHaveURL(/\/auth\?returnTo=/);
    await page.getByLabel('Username', { exact: true }).fill('seller');
    await page.getByLabel('Password', { exact: true }).fill('seller123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next payout' })).toContainText('Nothing to pay yet');

    const form = page.getByRole('form', { name: 'Bank account for payouts' });
    await form.getByLabel('Account holder name').fill('Prairie Pine Woodworks');
    await form.getByLabel('Routing number').fill('110000000');
    await form.getByLabel('Account number').fill('000123456789');
    await form.getByRole('button', { name: 'Save bank account' }).click();
    await expectToast(page, 'Bank account saved');
    // Kept: a new visit shows the account by its last four digits only.
    await page.reload();
    await expect(page.getByText('Payouts go to Prairie Pine Woodworks’s account ending 6789 (routing number 110000000).', { exact: false })).toBeVisible();
    // The full number was sent once and is not kept: the field starts empty again.
    await expect(form.getByLabel('Account number')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Change bank account' })).toBeVisible();
  });

  const sellerId = ((await (await page.request.get('/api/user')).json()) as { id: number }).id;

  const orderId = await test.step('a shopper buys one of the seller’s products, and the seller buys its label', async () => {
    const shopper = await browser.newContext({ baseURL: clock.url });
    const username = `pay${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const registered = await shopper.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } });
    expect(registered.ok(), await registered.text()).toBe(true);
    const products = (await (await shopper.request.get('/api/products?limit=100')).json()) as Array<{
      id: number;
      sellerId: number | null;
      stock: number | null;
    }>;
    const product = products.find((p) => p.sellerId === sellerId && (p.stock === null || p.stock > 2));
    expect(product, 'a product of the demo seller in stock').toBeDefined();
    const id = await placePaidOrder(shopper.request, [product!.id]);
    await shopper.close();

    await page.goto(`/orders/${id}?from=seller`);
    const panel = page.getByRole('region', { name: 'Shipping Label' });
    await panel.getByRole('button', { name: 'Generate Shipping Label' }).click();
    await panel.getByRole('group', { name: 'Confirm postage' }).getByRole('button', { name: 'Buy Label' }).click();
    await expectToast(page, 'Shipping Label Generated!');
    await expect(page.getByText('Shipped', { exact: true })).toBeVisible();
    return id;
  });

  /** This order's entries on the seller's statement so far (the demo's own orders are in the same books). */
  const entriesOfOrder = async () => (await ledgerOf(page, firstDay, dayAfter(marketDay(await clock.now())))).filter((e) => e.orderId === orderId);
  const [sale, postage] = await entriesOfOrder();
  expect(sale).toMatchObject({ type: 'sale', account: 'pending' });
  expect(toCents(sale!.amount)).toBeGreaterThan(0);
  expect(postage).toMatchObject({ type: 'postage', account: 'available' });
  expect(toCents(postage!.amount)).toBeLessThan(0);

  const deliveredAt = await test.step('days pass until the carrier delivers the package', async () => {
    let order = { status: 'shipped', deliveredAt: null as string | null };
    for (let day = 1; day <= 10 && order.status !== 'delivered'; day++) {
      await clock.advance(DAY);
      await clock.runJobs('track-shipments');
      order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as typeof order;
    }
    expect(order.status, 'delivered within ten days').toBe('delivered');
    await page.reload();
    await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
    return new Date(order.deliveredAt!);
  });

  const available = await test.step(`the share stays pending through the ${HOLD_DAYS}-day hold, then is available`, async () => {
    const holdEnds = deliveredAt.getTime() + HOLD_DAYS * DAY;
    // An hour before the hold ends: whatever else is due is released, this order's share is not.
    await clock.advance(holdEnds - HOUR - (await clock.now()).getTime());
    await clock.runJobs('release-earnings');
    expect((await entriesOfOrder()).map((e) => e.type)).toEqual(['sale', 'postage']);
    const before = await balanceOf(page);
    const seenBefore = new Set((await ledgerOf(page, firstDay, dayAfter(marketDay(await clock.now())))).map((e) => e.id));

    await clock.advance(2 * HOUR);
    await clock.runJobs('release-earnings');
    const release = (await entriesOfOrder()).filter((e) => e.type === 'release');
    // Out of pending, into available, the whole share.
    expect(release.map((e) => [e.account, e.amount])).toEqual([
      ['available', sale!.amount],
      ['pending', `-${sale!.amount}`],
    ]);
    const after = await balanceOf(page);
    const released = (await ledgerOf(page, firstDay, dayAfter(marketDay(await clock.now())))).filter((e) => !seenBefore.has(e.id) && e.type === 'release');
    const sum = (account: 'pending' | 'available') => released.filter((e) => e.account === account).reduce((cents, e) => cents + toCents(e.amount), 0);
    expect(toCents(after.available) - toCents(before.available)).toBe(sum('available'));
    expect(toCents(after.pending) - toCents(before.pending)).toBe(sum('pending'));
    expect(toCents(after.available)).toBeGreaterThanOrEqual(toCents(sale!.amount));

    await page.goto('/seller/payouts');
    await expectBalances(page, after);
    await expect(page.getByRole('region', { name: 'Next payout' })).toContainText(`${formatUsd(after.available)} on `);
    return after;
  });

  const payoutId = await test.step('the payout run sends the available balance: a payout pending', async () => {
    const run = await clock.runJobs('pay-sellers');
    // Only the demo seller has a bank account.
    expect(run.reports['pay-sellers']).toMatchObject({ created: 1, failed: 0 });
    const [payout] = (await payoutsOf(page)).items;
    expect(payout).toMatchObject({ status: 'pending', amount: available.available, paidAt: null });

    await page.reload();
    await expectBalances(page, {
      pending: available.pending,
      available: '0.00',
      paidOut: centsToDecimal(toCents(available.paidOut) + toCents(available.available)),
    });
    const row = page
      .getByRole('region', { name: 'Payout history' })
      .getByRole('row')
      .filter({ hasText: formatUsd(available.available) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Pending');
    await expect(row.getByRole('cell').nth(3)).toHaveText('On its way to your bank');
    return payout!.id;
  });

  await test.step('a day later the bank has paid it', async () => {
    await clock.advance(DAY + HOUR);
    const run = await clock.runJobs();
    expect(run.reports['pay-sellers']).toMatchObject({ paid: 1, failed: 0 });
    const payout = (await payoutsOf(page)).items.find((p) => p.id === payoutId);
    expect(payout).toMatchObject({ status: 'paid', amount: available.available });

    await page.reload();
    const row = page
      .getByRole('region', { name: 'Payout history' })
      .getByRole('row')
      .filter({ hasText: formatUsd(available.available) });
    await expect(row.getByRole('cell').nth(2)).toHaveText('Paid');
    await expect(row.getByRole('cell').nth(3)).toHaveText(`Arrived ${formatDate(payout!.paidAt, 'long')}`);
    await shot(page, 'payouts-paid-1280');
  });

  await test.step('the statement CSV of the period lists every entry', async () => {
    const lastDay = marketDay(await clock.now());
    const to = dayAfter(lastDay);
    const statement = page.getByRole('region', { name: 'Statement' });
    await statement.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Custom' }).click();
    await statement.getByLabel('From').fill(firstDay);
    await statement.getByLabel('To').fill(lastDay);
    await statement.getByRole('button', { name: 'Show' }).click();

    const entries = await ledgerOf(page, firstDay, to);
    // The page's table shows the period's entries, then the CSV is downloaded from it.
    await expect(page.getByRole('region', { name: /^Statement entries, / }).locator('tbody tr')).toHaveCount(entries.length);
    const downloading = page.waitForEvent('download');
    await statement.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`heartland-statement-${firstDay}-${to}.csv`);
    const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(header).toEqual(['Entry', 'Date', 'Type', 'Balance', 'Order', 'Description', 'Amount', 'Balance after']);
    // Every entry of the period, in the statement's order, with its figures: none left out, none added.
    expect(rows.map((r) => [Number(r[0]), r[4], r[5], r[6], r[7]])).toEqual(
      entries.map((e) => [e.id, e.orderId === null ? '' : String(e.orderId), e.description, e.amount, e.balanceAfter]),
    );
    // Among them this order's sale, its label, its release, and the payout.
    const ofOrder = rows.filter((r) => r[4] === String(orderId)).map((r) => [r[2], r[3], r[6]]);
    expect(ofOrder).toEqual([
      ['Sale', 'Pending', sale!.amount],
      ['Postage', 'Available', postage!.amount],
      ['Release', 'Available', sale!.amount],
      ['Release', 'Pending', `-${sale!.amount}`],
    ]);
    expect(rows.filter((r) => r[2] === 'Payout').map((r) => [r[3], r[5], r[6]])).toEqual([
      ['Available', 'Payout to bank account ending 6789', `-${available.available}`],
    ]);
  });

  await test.step('the Payouts page at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('list', { name: 'Your payouts' }).getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: /^Statement entries, / })).toBeVisible();
    await shot(page, 'payouts-paid-375');
  });
  await seller.close();
});
