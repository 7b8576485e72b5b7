import { expect, test, type Page } from './support/test.ts';
import { placePaidOrder } from './support/orders.ts';
import { sharedShopper } from './support/shopper.ts';
import { expectToast } from './support/toasts.ts';
import { formatUsd } from '../../src/shared/money.ts';
import type { LabelQuoteDto } from '../../src/shared/schemas/order-labels.ts';
import { formatPackage } from '../../src/shared/shipping-package.ts';

// Issue 12, shipping labels (docs/product.md B2, B7 and B8): a new shopper buys a product of the demo
// seller; the seller signs in, opens the order from the seller's view (?from=seller), generates the
// label, confirms its postage (service, price and the package built from the item, decision 0048),
// and sees the order shipped with its tracking number and the label to download; the shopper's
// order page then says shipped with the same tracking number.
// SCREENSHOTS=dir saves the seller's view before, at the confirm step and after at 1280 and 375 px for review.

const shots = process.env.SCREENSHOTS;
const asNewShopper = sharedShopper('lbl');

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

interface Product {
  id: number;
  sellerId: number | null;
  stock: number | null;
}

test("ship an order with a label and see the shopper's order as shipped", async ({ page, browser, baseURL }) => {
  // Two browsers, a purchase, a label and a PDF: more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  const { context: shopper, page: shopperPage } = await asNewShopper(browser, baseURL);
  // A product of the demo seller (user 2) in stock.
  const products = (await (await shopper.request.get('/api/products?limit=100')).json()) as Product[];
  const product = products.find((p) => p.sellerId === 2 && (p.stock === null || p.stock > 2))!;
  expect(product).toBeDefined();
  const orderId = await placePaidOrder(shopper.request, [product.id]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/orders/${orderId}?from=seller`);
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await page.getByLabel('Username', { exact: true }).fill('seller');
  await page.getByLabel('Password', { exact: true }).fill('seller123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Seller Dashboard' })).toBeVisible();
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Shipping Label' });
  const generate = panel.getByRole('button', { name: 'Generate Shipping Label' });
  await expect(generate).toBeEnabled();
  await shot(page, 'seller-label-before-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(generate).toBeInViewport();
  await shot(page, 'seller-label-before-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The postage first, with the focus on it; nothing is bought until Buy Label.
  await generate.click();
  const confirm = panel.getByRole('group', { name: 'Confirm postage' });
  await expect(confirm).toBeFocused();
  const quote = (await (await page.request.get(`/api/orders/${orderId}/label-quote`)).json()) as LabelQuoteDto;
  await expect(confirm).toContainText(quote.service);
  await expect(confirm).toContainText(formatUsd(quote.postage));
  await expect(confirm).toContainText(formatPackage(quote.package));
  expect(formatPackage(quote.package)).not.toMatch(/^12x9x3 in/);
  expect((await (await page.request.get(`/api/orders/${orderId}`)).json()).status).toBe('processing');
  await shot(page, 'seller-label-confirm-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(confirm.getByRole('button', { name: 'Buy Label' })).toBeInViewport();
  await shot(page, 'seller-label-confirm-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await confirm.getByRole('button', { name: 'Buy Label' }).click();
  await expectToast(page, 'Shipping Label Generated!');
  const seen = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { status: string; trackingNumber: string; shippingLabel: string };
  expect(seen.status).toBe('shipped');
  expect(seen.trackingNumber).toMatch(/^\d{22}$/);
  await expectToast(page, `Tracking number: ${seen.trackingNumber}`);

  await expect(page.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(generate).toHaveCount(0);
  const download = panel.getByRole('link', { name: /Download Label/ });
  // The focus went with Buy Label: it lands on the label bought.
  await expect(download).toBeFocused();
  await expect(download).toHaveAttribute('href', `/api/orders/${orderId}/label`);
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('region', { name: 'Tracking' }).getByText(seen.trackingNumber)).toBeVisible();
  const pdf = await page.request.get(`/api/orders/${orderId}/label`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const popup = page.waitForEvent('popup');
  await download.click();
  expect((await popup).url()).toMatch(new RegExp(`/api/orders/${orderId}/label$`));
  await shot(page, 'seller-label-after-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(download).toBeVisible();
  await shot(page, 'seller-label-after-375');

  // The shopper sees their order shipped with the package's tracking number, and no label.
  await shopperPage.goto(`/orders/${orderId}`);
  // The order page is a chunk of its own, fetched on this first visit.
  await expect(shopperPage.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible({ timeout: 30_000 });
  await expect(shopperPage.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(shopperPage.getByRole('region', { name: 'Tracking' }).getByText(seen.trackingNumber)).toBeVisible();
  await expect(shopperPage.getByRole('region', { name: 'Shipping Label' })).toHaveCount(0);
  expect((await shopper.request.get(`/api/orders/${orderId}/label`)).status()).toBe(404);
  await shopper.close();
});
