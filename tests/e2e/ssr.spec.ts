import { expect, test, type Page } from './support/test.ts';

// The server-rendered storefront (decision 0029): the pages read without JavaScript, and with it
// the browser hydrates the server's HTML without mismatches and without asking for the page's data
// again.

/** The first product of the first category, as the API lists it. */
async function firstProduct(page: Page): Promise<{ id: number; name: string; price: string; categoryId: number; seller: { slug: string } | null }> {
  const res = await page.request.get('/api/products?limit=1');
  const [product] = (await res.json()) as Array<{ id: number; name: string; price: string; categoryId: number; seller: { slug: string } | null }>;
  return product!;
}

const usd = (price: string) => `$${Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a product page reads without JavaScript: name, price and picture', async ({ browser, page }) => {
  const product = await firstProduct(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  const response = await noJs.goto(`/product/${product.id}`);
  expect(response?.status()).toBe(200);
  await expect(noJs.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(noJs.getByText(usd(product.price)).first()).toBeVisible();
  const picture = noJs.getByRole('img', { name: product.name }).first();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();
});

test('an unknown product answers 404 with the not-found page, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  const response = await noJs.goto('/product/987654');
  expect(response?.status()).toBe(404);
  await expect(noJs.getByText('Product Not Found').first()).toBeVisible();
  await context.close();
});

test('an order that does not exist answers a signed-in shopper 404 with "Order not found", asking the API nothing that fails', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const username = `no-order${Date.now().toString(36)}`.replace('-', '');
  expect((await context.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } })).ok()).toBe(true);
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') failed.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto('/orders/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(page.getByText('There is no order #999999 among your orders.')).toBeVisible();
  await expect(page).toHaveTitle('Order Not Found | Heartland Market');
  await page.waitForLoadState('networkidle');
  // The answer came with the page: the browser did not ask GET /api/orders/999999 again.
  expect(failed).toEqual([]);
  await context.close();
});

for (const [name, path] of [
  ['home', () => '/'],
  ['product', (p: { id: number }) => `/product/${p.id}`],
  ['category', (p: { categoryId: number }) => `/category/${p.categoryId}`],
  ['shop', (p: { seller: { slug: string } | null }) => `/shop/${p.seller!.slug}`],
  ['search', () => '/search?q=wood'],
  ['deals', () => '/deals'],
] as const) {
  test(`the ${name} page hydrates without errors and asks the API nothing the server embedded`, async ({ page }) => {
    const product = await firstProduct(page);
    const url = path(product);
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(text))) problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // Hydrated: the router's announcer is there once (a client render over the server's would not
    // log a mismatch but would still be caught by the console errors below).
    await expect(page.locator('#route-announcer')).toHaveCount(1);
    expect(problems).toEqual([]);
    // The page's own data came with the HTML, the visitor's session too (decision 0042); only the
    // health check is asked after hydration (and, on the home page, the sections near the fold as
    // they come).
    const pageData = apiCalls.filter((p) =>
      name === 'product'
        ? p === `/api/products/${product.id}` || p === `/api/products/${product.id}/related`
        : name === 'category'
          ? p.startsWith(`/api/categories/${product.categoryId}`)
          : name === 'shop'
            ? p.startsWith('/api/shops/')
            : name === 'search'
              ? p === '/api/search'
              : name === 'home'
                ? p === '/api/products/deal-of-the-day'
                : p === '/api/products',
    );
    expect(pageData).toEqual([]);
  });
}

test('hydrated pages stay interactive: a link navigates in the app without a page load', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  await page.getByRole('link', { name: "Today's Deals" }).first().click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
});
