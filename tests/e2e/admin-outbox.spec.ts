import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from './support/test.ts';
import { DES_MOINES_FORM } from '../support/shipping-form.ts';

// The administrator's mail outbox (docs/architecture.md §4): a freshly registered shopper places an
// order through the API (the checkout journeys test the screens), and the administrator reads the
// confirmation email at /admin/outbox, in the table at 1280 px and as cards at 375 px.
//
// The admin signs in once for the whole file: the login endpoint is rate limited per username.
// SCREENSHOTS=dir saves the list and the message at both widths for review.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const shots = process.env.SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

async function asAdmin(browser: Browser, baseURL: string | undefined, width: number): Promise<{ context: BrowserContext; page: Page }> {
  if (!adminState) {
    const login = await browser.newContext({ baseURL });
    const res = await login.request.post('/api/login', { data: { username: 'admin', password: 'admin123' } });
    expect(res.ok(), await res.text()).toBe(true);
    adminState = await login.storageState();
    await login.close();
  }
  const context = await browser.newContext({ baseURL, storageState: adminState, viewport: { width, height: width < 600 ? 812 : 900 } });
  return { context, page: await context.newPage() };
}

/** The checkout's API calls as the browser makes them (tests/support/checkout.ts); answers the order id. */
async function placeOrder(request: APIRequestContext, email: string): Promise<number> {
  const shippingInfo = { ...DES_MOINES_FORM, fullName: 'Olive Outbox', email };
  const added = await request.post('/api/cart', { data: { productId: 1, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);

  // A deliberately wrong amount answers 409 with the server's total.
  const probe = await request.post('/api/create-payment-intent', { data: { amount: '0.01', shippingInfo } });
  expect(probe.status(), await probe.text()).toBe(409);
  const { message } = (await probe.json()) as { message: string };
  const amount = /Your order total is \$([\d,]+\.\d\d)/.exec(message)?.[1]?.replace(/,/g, '');
  expect(amount, message).toBeDefined();
  const intent = await request.post('/api/create-payment-intent', { data: { amount, shippingInfo } });
  expect(intent.status(), await intent.text()).toBe(200);
  const setup = (await intent.json()) as {
    clientSecret: string;
    paymentIntentId: string;
    amount: string;
    subtotal: string;
    tax: string;
    shipping: string;
    shippingMethod: string;
    estimatedDeliveryDays: number;
  };

  const paid = await request.post('/api/payments/sandbox/confirm', {
    data: {
      clientSecret: setup.clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      billingDetails: { name: shippingInfo.fullName },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  const order = await request.post('/api/orders', {
    data: {
      paymentIntentId: setup.paymentIntentId,
      orderTotal: setup.amount,
      subtotal: setup.subtotal,
      tax: setup.tax,
      shipping: setup.shipping,
      shippingAddress: shippingInfo,
      shippingMethod: setup.shippingMethod,
      shippingRate: setup.shipping,
      estimatedDeliveryDays: setup.estimatedDeliveryDays,
      payment: { method: 'card', cardName: shippingInfo.fullName, last4: '****' },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: number }).id;
}

let orderId: number;
let shopperEmail: string;

test('a shopper places an order and is told the outbox is for the administrator', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const username = `outbox${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  shopperEmail = `${username}@example.com`;
  const registered = await context.request.post('/api/register', { data: { username, email: shopperEmail, password: 'secret-pass' } });
  expect(registered.ok(), await registered.text()).toBe(true);
  orderId = await placeOrder(context.request, shopperEmail);

  const page = await context.newPage();
  await page.goto('/admin/outbox');
  await expect(page.getByText('This page is for the administrator.')).toBeVisible();
  expect((await context.request.get('/api/admin/outbox')).status()).toBe(403);
  await context.close();
});

test('the administrator finds the confirmation in the outbox table and reads it', async ({ browser, baseURL }) => {
  const subject = `Your Heartland Market order #${orderId} is confirmed`;
  const { context, page } = await asAdmin(browser, baseURL, 1280);
  await page.goto('/admin/outbox');
  await expect(page).toHaveTitle('Mail Outbox | Heartland Market');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail Outbox' })).toBeVisible();
  await expect(page.getByText(/Mail is kept here as Pending until SMTP is configured \(SMTP_URL\)/)).toBeVisible();
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row.getByText(shopperEmail)).toBeVisible();
  await expect(row.getByText('Order confirmation')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await shot(page, 'outbox-list-1280');

  await row.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('pre')).toContainText(`Your order #${orderId}, placed on`);
  await expect(dialog.locator('pre')).toContainText('Hello Olive Outbox,');
  // The HTML version renders in an empty sandbox.
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[role="dialog"] iframe').getByRole('heading', { name: `Your order #${orderId} is confirmed` })).toBeVisible();
  await shot(page, 'outbox-detail-1280');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('at 375 px the outbox shows cards and the message fills the screen', async ({ browser, baseURL }) => {
  const subject = `Your Heartland Market order #${orderId} is confirmed`;
  const { context, page } = await asAdmin(browser, baseURL, 375);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(subject) });
  await expect(card).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'outbox-list-375');

  await card.click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.locator('pre')).toContainText(`Your order #${orderId}, placed on`);
  await shot(page, 'outbox-detail-375');
  await context.close();
});
