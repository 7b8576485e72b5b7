import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './support/test.ts';

// Issue 3: every JavaScript file the browser loads for the home page, up to network idle, stays
// under the budget, gzip level 9. Chunks that load later (the grid and the newsletter form near the
// fold, menus on first use) do not count; the shell, the home page and the deal block do.
// Issue 3 set 110,000 bytes (met at 109,297). Issues 10-13 added about 2 KB to the shell (the routes
// of 15 new screens, the seller guard, the toast's Sign in action) and Rolldown's chunking of
// TanStack Query cost more files: 112,282 measured, and a budget of 113,000 until the storefront was
// rendered on the server (decision 0022). With server rendering (issue 14, decision 0029) the first
// paint and the LCP picture no longer wait for this JavaScript, but hydrating costs about 1.8 KB more
// (TanStack Query's hydrate, the embedded state's reader, the server router, loading the page's code
// before hydrating): 112,630 before and 114,446 after, measured side by side. Budget: 115,000,
// reached exactly (115,000 measured) by issue 29's discovery and the account button keeping a click
// made while its menu's code loads (a lost click, 3 journeys in 6): 115,200.
const BUDGET = 115_200;
/** Quiet time, as Playwright's 'networkidle', counted from after the home page has rendered. */
const IDLE_MS = 500;

async function homeScripts(page: Page) {
  const scripts = new Map<string, Promise<number>>();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', settled);
  page.on('requestfinished', settled);
  page.on('response', (response) => {
    const url = response.url();
    const isScript = response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js');
    if (isScript && !scripts.has(url)) {
      scripts.set(
        url,
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    }
  });

  await page.goto('/');
  // Wait for the page itself, then for the network to stay quiet (the deal's chunk and data are requested as the page renders).
  await expect(page.getByRole('heading', { name: 'Deal of the Day' })).toBeVisible();
  await expect.poll(() => inFlight === 0 && Date.now() - lastActivity >= IDLE_MS, { timeout: 15_000, intervals: [100] }).toBe(true);

  const sizes = await Promise.all([...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, gzip: await size })));
  return sizes.sort((a, b) => b.gzip - a.gzip);
}

for (const width of [1280, 375]) {
  test(`the home page's JavaScript at ${width} px is under ${BUDGET.toLocaleString('en-US')} bytes gzip`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
    const files = await homeScripts(page);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const report = [
      `home / at ${width} px: ${files.length} JS files, ${total.toLocaleString('en-US')} bytes gzip (budget ${BUDGET.toLocaleString('en-US')})`,
      ...files.map((f) => `  ${String(f.gzip).padStart(7)}  ${f.file}`),
    ].join('\n');
    console.log(report);
    await testInfo.attach(`js-budget-${width}`, { body: report, contentType: 'text/plain' });
    expect(files.length).toBeGreaterThan(0);
    expect(total, report).toBeLessThan(BUDGET);
  });
}
