import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';

// Issue 12, Returns management: the demo shopper asks to return the sweater of their delivered order
// (its products are the demo seller's; orders.spec.ts returns one of the two chess sets, so this
// journey leaves that line alone); the seller signs in through /seller/returns, approves the
// request, generates its return label (which opens in a new window) and the shopper's request then
// carries the label's tracking number.

interface Line {
  id: number;
  productId: number;
  productName: string;
}

test('a seller approves a return and generates its label', async ({ page, browser, baseURL }) => {
  const shopper = await browser.newContext({ baseURL });
  expect((await shopper.request.post('/api/login', { data: { username: 'shopper', password: 'shopper123' } })).ok()).toBe(true);
  const orders = (await (await shopper.request.get('/api/orders?status=delivered')).json()) as Array<{ id: number; items: Line[] }>;
  const order = orders[0]!;
  const line = order.items.find((item) => item.productName === 'Merino Wool Crew Sweater')!;
  const created = await shopper.request.post('/api/returns', {
    data: { orderId: order.id, orderItemId: line.id, quantity: 1, reason: 'Wrong item received', returnMethod: 'mail', additionalInfo: 'Sleeves too short', status: 'pending' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto('/seller/returns');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fseller%2Freturns$/);
  await page.getByLabel('Username', { exact: true }).fill('seller');
  await page.getByLabel('Password', { exact: true }).fill('seller123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/returns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Returns' })).toBeVisible();

  const card = page.locator(`article[aria-labelledby="seller-return-${id}"]`);
  await expect(page.getByRole('region', { name: /^Pending/ }).locator(card)).toBeVisible();
  await expect(card.getByText('Sleeves too short')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Return approved');
  await expect(page.getByRole('region', { name: /^In Progress/ }).locator(card)).toBeVisible();

  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Generate Return Label' }).click();
  expect((await popup).url()).toMatch(new RegExp(`/api/returns/${id}/label$`));
  await expectToast(page, 'Return label generated');
  await expect(card.getByRole('button', { name: 'Generate Return Label' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Return Label' })).toHaveAttribute('href', `/api/returns/${id}/label`);

  const requests = (await (await shopper.request.get('/api/returns')).json()) as Array<{ id: number; status: string; trackingNumber: string | null }>;
  const mine = requests.find((r) => r.id === id)!;
  expect(mine.status).toBe('approved');
  expect(mine.trackingNumber).toMatch(/^\d{22}$/);
  await expect(card.getByText(mine.trackingNumber!)).toBeVisible();
  const label = await shopper.request.get(`/api/returns/${id}/label`);
  expect(label.headers()['content-type']).toBe('application/pdf');
  await shopper.close();
});
