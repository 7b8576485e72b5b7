import { expect, test, type Browser, type BrowserContext, type Page } from './support/test.ts';
import { expectToast } from './support/toasts.ts';

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
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
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

test('a signed-out visitor\'s pages log no error and ask nothing that fails', async ({ page }) => {
  const seen = problems(page);
  for (const url of ['/', '/product/1', '/category/1', '/deals', '/search?q=candle', '/help']) {
    await page.goto(url);
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(seen).toEqual([]);
});

test('the administrator\'s product page hydrates without a mismatch', async ({ browser, baseURL }) => {
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
