import { expect, test, type Browser, type BrowserContext, type Page } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { APP_ROUTE_PATTERNS } from '../../src/shared/app-routes.ts';

// The first load of a server-rendered page (decision 0042): a tap made before the app has started is
// not lost, a signed-out visitor's page asks nothing that fails, and an administrator's product page
// hydrates without a mismatch.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A phone (375 px, touch) whose CPU runs six times slower, as a mid-range phone's does. */
async function slowPhone(browser: Browser, baseURL: string | undefined, storageState?: StorageState) {
  const context = await browser.newContext({ baseURL, storageState, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // And a slow link for the app's entry script, so the tap surely comes before the app has started.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  return { context, page };
}

/**
 * Loads `url` without waiting for the app (the journeys' `goto` waits for it: support/test.ts), so
 * the next action happens as soon as the server's HTML is on screen.
 */
async function openUnstarted(page: Page, url: string): Promise<void> {
  // A same-site page that is not HTML, to navigate from.
  await page.goto('/robots.txt');
  await page.evaluate((to) => window.location.assign(to), url);
  await page.waitForURL(url, { waitUntil: 'commit' });
}

/** Where the app was when the visitor tapped: anything but 'ready' means the tap came first. */
const appState = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-app'));

async function signedInAs(browser: Browser, baseURL: string | undefined, login: { username: string; password: string } | null): Promise<StorageState> {
  const setup = await browser.newContext({ baseURL });
  if (login) expect((await setup.request.post('/api/login', { data: login })).ok()).toBe(true);
  else {
    const username = `early${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const res = await setup.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } });
    expect(res.ok()).toBe(true);
  }
  const state = await setup.storageState();
  await setup.close();
  return state;
}

/** Console errors and failed requests of a page, as a visitor's developer tools would show them. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A load the next page's navigation cancels (a chunk still on its way) is no failure.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') seen.push(`failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return seen;
}

test.describe('a tap before the app has started', () => {
  test('opens the menu on a slow phone', async ({ browser, baseURL }) => {
    // Pages loaded on a CPU six times slower.
    test.slow();
    const { context, page } = await slowPhone(browser, baseURL);
    for (const url of ['/', '/product/2']) {
      await openUnstarted(page, url);
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.waitFor();
      expect(await appState(page), url).not.toBe('ready');
      await menu.tap();
      await expect(page.getByRole('button', { name: 'Close menu' }), url).toHaveAttribute('aria-expanded', 'true');
      // The menu's content is code of its own, fetched on the slow phone once the menu opens.
      await expect(page.getByRole('navigation', { name: 'Mobile' }), url).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    }
    await context.close();
  });

  test('adds the product to the cart on a slow phone', async ({ browser, baseURL }) => {
    test.slow();
    const { context, page } = await slowPhone(browser, baseURL, await signedInAs(browser, baseURL, null));
    const all = (await (await context.request.get('/api/products?limit=100')).json()) as Array<{ id: number; name: string; stock: number | null }>;
    const product = all.find((p) => p.stock === null || p.stock > 5)!;
    await openUnstarted(page, `/product/${product.id}`);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.waitFor();
    expect(await appState(page)).not.toBe('ready');
    await add.tap();
    await expectToast(page, 'Added to Cart');
    const cart = (await (await context.request.get('/api/cart')).json()) as Array<{ productId: number; quantity: number }>;
    expect(cart.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([{ productId: product.id, quantity: 1 }]);
    await context.close();
  });
});

/**
 * Every route of the app (APP_ROUTE_PATTERNS, the client's route table) with a sample id, and the
 * pages whose own answer is an intended 404: an unknown product, category, shop and path show the
 * not-found screen with a 404 for the page itself (decision 0047), which Chromium reports in the
 * console too; nothing else may fail. The private pages send the visitor to sign in.
 */
const SIGNED_OUT_VISITS: Array<{ url: string; status: number }> = [
  ...APP_ROUTE_PATTERNS.map((pattern) => ({ url: pattern.replace(/:id\b/, '1').replace(/:slug\b/, 'prairie-workshop-co'), status: 200 })),
  { url: '/search?q=candle', status: 200 },
  { url: '/product/999999', status: 404 },
  { url: '/category/999999', status: 404 },
  { url: '/shop/no-such-shop', status: 404 },
  { url: '/no/such/page', status: 404 },
];

test("a signed-out visitor's pages, every route, log no error and ask nothing that fails", async ({ page }) => {
  test.slow();
  const seen = problems(page);
  const found: string[] = [];
  for (const { url, status } of SIGNED_OUT_VISITS) {
    const response = await page.goto(url);
    // The page's own answer: its status is checked here, and only there may it be a 404.
    expect(response?.status(), url).toBe(status);
    await expect(page.locator('header').getByRole('link', { name: 'Account', exact: true }), url).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's own 404, as the network and the console report it.
    const own =
      status === 404
        ? [`404: GET ${response?.url()}`, `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${response?.url()})`]
        : [];
    found.push(...seen.filter((line) => !own.includes(line)).map((line) => `${url} -> ${line}`));
    seen.length = 0;
  }
  expect(found).toEqual([]);
});

test("the administrator's product page hydrates without a mismatch", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: await signedInAs(browser, baseURL, { username: 'admin', password: 'admin123' }) });
  const page = await context.newPage();
  const seen = problems(page);
  for (let load = 0; load < 6; load++) {
    await page.goto('/product/1');
    // Signed in from the first paint: the server renders the administrator's name in the header.
    await expect(page.locator('header').getByText('admin', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(seen).toEqual([]);
  await context.close();
});
