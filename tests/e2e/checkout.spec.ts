import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { addFromProductPages, sharedShopper } from './support/shopper.ts';

// Journeys of the checkout issue: a first order with the success card after filling the shipping
// form, a second with the 3-D Secure card (the profile is full by then, so checkout opens on
// payment), and a declined card that creates no order.
//
// One freshly registered shopper for the file (registering signs in), so neither the demo accounts'
// carts nor the login rate limit other files use are touched. The tests run in order.
// SCREENSHOTS=dir saves the screens at 1280 px (and 375 px for the shipping tab) for review.

// Each journey walks several screens on a shared two-core machine: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const shots = process.env.SCREENSHOTS;

const asShopper = sharedShopper('co');

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function orderCount(context: BrowserContext): Promise<number> {
  const res = await context.request.get('/api/orders');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as unknown[]).length;
}

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay Now' }).click();
}

test('a shopper fills the shipping form, picks a rate and pays with the success card', async ({ browser, baseURL }) => {
  const { context, page } = await asShopper(browser, baseURL);
  const products = await addFromProductPages(context, page, [1, 2]);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart (2 items)' })).toBeVisible();
  const stepped = products.find((p) => (p.stock ?? 100) >= 2) ?? products[0]!;
  await page.getByRole('button', { name: `Increase quantity of ${stepped.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart (3 items)' })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveTitle('Checkout | Heartland Market');
  await expect(page.getByRole('tab', { name: '2. Payment' })).toBeDisabled();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Estimated Tax (8%)')).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary.getByText('Qty: 2')).toBeVisible();

  // The spec's messages for an empty form.
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Zip code is required')).toBeVisible();

  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Address').fill('12 Main Street');
  await page.getByLabel('City').fill('Detroit');
  await page.getByLabel('State').fill('MI');
  await page.getByLabel('Zip Code').fill('48201');
  await page.getByLabel('Phone').fill('3135550100');
  await expect(page.getByRole('group', { name: 'Shipping Method' })).toBeVisible();
  const rates = page.getByRole('group', { name: 'Shipping Method' }).getByRole('radio');
  await expect(rates.first()).toBeChecked();
  await expect(summary.getByText('Tax (6%)')).toBeVisible();
  const count = await rates.count();
  expect(count).toBeGreaterThan(0);
  await rates.nth(count - 1).check();
  await shot(page, 'checkout-shipping-1280');

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('tab', { name: '2. Payment' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
  await expect(page.getByRole('complementary', { name: 'Test Mode' }).getByText('4242 4242 4242 4242')).toBeVisible();
  await shot(page, 'checkout-payment-1280');

  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/order-confirmation\?payment_intent=[^&]+&redirect_status=succeeded/);
  const orders = (await (await context.request.get('/api/orders')).json()) as Array<{ id: number }>;
  expect(orders).toHaveLength(1);
  const details = page.getByRole('region', { name: 'Order Details' });
  await expect(details.getByText(`#${orders[0]!.id}`)).toBeVisible();
  await expect(details.getByRole('link', { name: 'View Order Details' })).toHaveAttribute('href', `/orders/${orders[0]!.id}`);
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '25');
  await shot(page, 'confirmation-1280');
  // The cart was emptied.
  expect(await (await context.request.get('/api/cart')).json()).toEqual([]);
  await context.close();
});

test('with a saved address checkout opens on payment; the 3-D Secure card is approved', async ({ browser, baseURL }) => {
  const { context, page } = await asShopper(browser, baseURL);
  expect((await context.request.post('/api/cart', { data: { productId: 1, quantity: 1 } })).ok()).toBe(true);
  await page.goto('/checkout');
  await expect(page.getByRole('tab', { name: '2. Payment' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await payWith(page, '4000 0025 0000 3155');
  const dialog = page.getByRole('dialog', { name: '3-D Secure Authentication' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/sandbox bank's verification/)).toBeVisible();
  await shot(page, 'three-d-secure-1280');
  await dialog.getByRole('button', { name: 'Complete Authentication' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Order Details' }).getByText(/^#\d+$/)).toBeVisible();
  expect(await orderCount(context)).toBe(2);

  // Back on the shipping tab, its button says what it does for a full profile too (decision 0043).
  expect((await context.request.post('/api/cart', { data: { productId: 2, quantity: 1 } })).ok()).toBe(true);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Back to Shipping' }).click();
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await context.close();
});

test('the insufficient funds card is declined and no order is created', async ({ browser, baseURL }) => {
  const { context, page } = await asShopper(browser, baseURL);
  const before = await orderCount(context);
  const cart = (await (await context.request.get('/api/cart')).json()) as unknown[];
  if (cart.length === 0) expect((await context.request.post('/api/cart', { data: { productId: 2, quantity: 1 } })).ok()).toBe(true);
  await page.goto('/checkout');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await payWith(page, '4000 0000 0000 9995');
  await expectToast(page, 'Your card has insufficient funds.');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await orderCount(context)).toBe(before);
  await context.close();
});

test('screens at 375 px', async ({ browser, baseURL }) => {
  test.skip(!shots, 'screenshots only when SCREENSHOTS is set');
  const { context, page } = await asShopper(browser, baseURL, 375);
  const cart = (await (await context.request.get('/api/cart')).json()) as unknown[];
  if (cart.length === 0) await context.request.post('/api/cart', { data: { productId: 2, quantity: 1 } });
  await page.goto('/checkout');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await shot(page, 'checkout-payment-375');
  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('dialog', { name: '3-D Secure Authentication' })).toBeVisible();
  await page.screenshot({ path: `${shots}/three-d-secure-375.png` });
  await page.getByRole('button', { name: 'Fail Authentication' }).click();
  await page.getByRole('button', { name: 'Back to Shipping' }).click();
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  await shot(page, 'checkout-shipping-375');
  await page.goto('/order-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  await shot(page, 'confirmation-375');
  await context.close();
});
