import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { sharedShopper } from './support/shopper.ts';

// Accessibility gate: axe-core (WCAG 2.0/2.1 A and AA rules) on the main screens at 1280 and 375 px.
// A 'serious' or 'critical' violation fails the test; the message lists each rule with the first
// elements it found, so the failure says what to fix. Lesser findings are printed, not failed.
//
// One context per width for the public screens and one for the signed-in screens (a shopper
// registered for this file through the API: sign-in is rate limited per username). The order for
// the confirmation page is placed through the API, as the checkout page does it.

// Not serial: a failing width still lets the other screens report theirs.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [1280, 375] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const asShopper = sharedShopper('a11y');

async function audit(page: Page, screen: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const lines: string[] = [];
  for (const v of results.violations) {
    const targets = v.nodes.slice(0, 4).map((n) => `      ${JSON.stringify(n.target)}${n.failureSummary ? `  (${n.failureSummary.split('\n')[1]?.trim() ?? ''})` : ''}`);
    const line = `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n${targets.join('\n')}`;
    if (v.impact && BLOCKING.has(v.impact)) lines.push(`${screen}\n${line}`);
    else console.log(`a11y (not blocking) ${screen}\n${line}`);
  }
  return lines;
}

function report(width: number, failures: string[]) {
  expect(failures.length, `serious/critical accessibility violations at ${width} px:\n${failures.join('\n')}`).toBe(0);
}

async function openContext(browser: Browser, baseURL: string | undefined, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 812 : 900 } });
  return { context, page: await context.newPage() };
}

/** Scrolls to the bottom in steps, so the sections that load near the viewport all render. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 30; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (done) break;
    await page.waitForTimeout(100);
  }
}

interface Setup {
  paymentIntentId: string;
  amount: string;
  subtotal: string;
  tax: string;
  shipping: string;
  shippingMethod: string;
  estimatedDeliveryDays: number;
}

const SHIPPING = {
  fullName: 'Jordan Shopper',
  email: 'jordan@example.test',
  address: '400 Locust Street',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'US',
  phone: '5155550100',
};

/** Places an order through the API as the checkout page does (tests/support/checkout.ts): answers its payment intent. */
async function placeOrder(context: BrowserContext): Promise<string> {
  expect((await context.request.post('/api/cart', { data: { productId: 2, quantity: 1 } })).ok()).toBe(true);
  const probe = await context.request.post('/api/create-payment-intent', { data: { amount: '0.01', shippingInfo: SHIPPING } });
  expect(probe.status()).toBe(409);
  const total = /Your order total is \$([\d,]+\.\d\d)/.exec(((await probe.json()) as { message: string }).message)?.[1]?.replace(/,/g, '');
  expect(total).toBeDefined();
  const res = await context.request.post('/api/create-payment-intent', { data: { amount: total, shippingInfo: SHIPPING } });
  expect(res.status()).toBe(200);
  const setup = (await res.json()) as Setup & { clientSecret: string };
  const paid = await context.request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret: setup.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, billingDetails: { name: SHIPPING.fullName } },
  });
  expect(paid.status()).toBe(200);
  const order = await context.request.post('/api/orders', {
    data: {
      paymentIntentId: setup.paymentIntentId,
      orderTotal: setup.amount,
      subtotal: setup.subtotal,
      tax: setup.tax,
      shipping: setup.shipping,
      shippingAddress: SHIPPING,
      shippingMethod: setup.shippingMethod,
      shippingRate: setup.shipping,
      estimatedDeliveryDays: setup.estimatedDeliveryDays,
      payment: { method: 'card', cardName: SHIPPING.fullName, last4: '****' },
    },
  });
  expect(order.status(), await order.text()).toBeLessThan(300);
  return setup.paymentIntentId;
}

for (const width of WIDTHS) {
  test(`public screens have no serious or critical violations at ${width} px`, async ({ browser, baseURL }) => {
    const { context, page } = await openContext(browser, baseURL, width);
    const failures: string[] = [];
    const check = async (screen: string) => failures.push(...(await audit(page, `${screen} @${width}`)));

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Deal of the Day' })).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByRole('region', { name: 'Featured Products' }).getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscribe to Our Newsletter' })).toBeVisible();
    await check('/');

    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await check('/product/1');
    // The reviews live in a tab Radix leaves out of the page until chosen.
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
    await check('/product/1 reviews tab');

    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop by Category' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Home & Kitchen/ })).toBeVisible();
    await check('/categories');

    await page.goto('/category/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await check('/category/1');

    await page.goto('/search?q=skillet');
    await expect(page.getByRole('heading', { name: 'Search results for "skillet"' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await check('/search?q=skillet');

    await page.goto('/deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Deals & Promotions' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await check('/deals');

    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await check('/auth');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await check('404');

    await context.close();
    report(width, failures);
  });
}

for (const width of WIDTHS) {
  test(`signed-in screens have no serious or critical violations at ${width} px`, async ({ browser, baseURL }) => {
    const { context, page } = await asShopper(browser, baseURL, width);
    const failures: string[] = [];
    const check = async (screen: string) => failures.push(...(await audit(page, `${screen} @${width}`)));

    // The confirmation shows the order placed here; the cart and checkout then hold a fresh product.
    const paymentIntentId = await placeOrder(context);
    await page.goto(`/order-confirmation?payment_intent=${encodeURIComponent(paymentIntentId)}&redirect_status=succeeded`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Order Details' }).getByText(/^#\d+$/)).toBeVisible();
    await check('/order-confirmation');

    expect((await context.request.post('/api/cart', { data: { productId: 1, quantity: 1 } })).ok()).toBe(true);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: /^Your Cart \(\d+ items?\)$/ })).toBeVisible();
    await check('/cart');

    // Checkout opens on shipping for this shopper (an order placed through the API saves no
    // profile); should it open on payment, go back first.
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByLabel('Full Name').or(page.getByLabel('Card number'))).toBeVisible();
    if (await page.getByLabel('Card number').isVisible()) await page.getByRole('button', { name: 'Back to Shipping' }).click();
    await page.getByLabel('Full Name').fill(SHIPPING.fullName);
    await page.getByLabel('Address').fill(SHIPPING.address);
    await page.getByLabel('City').fill(SHIPPING.city);
    await page.getByLabel('State').fill(SHIPPING.state);
    await page.getByLabel('Zip Code').fill(SHIPPING.zipCode);
    await page.getByLabel('Phone').fill(SHIPPING.phone);
    await expect(page.getByRole('group', { name: 'Shipping Method' }).getByRole('radio').first()).toBeChecked();
    await check('/checkout shipping tab');
    await page.getByRole('button', { name: /^(Continue to Payment|Pay Now)$/ }).click();
    await expect(page.getByRole('tab', { name: '2. Payment' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await check('/checkout payment tab');

    expect((await context.request.post('/api/wishlist/3')).ok()).toBe(true);
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await check('/wishlist');

    await context.close();
    report(width, failures);
  });
}
