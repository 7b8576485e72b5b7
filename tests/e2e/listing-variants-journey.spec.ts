import { expect, test, type Page } from './support/test.ts';
import sharp from 'sharp';
import { sharedShopper } from './support/shopper.ts';
import { expectToast } from './support/toasts.ts';
import { pdfTextContent } from '../support/pdf-text.ts';
import type { ProductDetailDto } from '../../src/shared/catalogue.ts';
import { formatUsd } from '../../src/shared/money.ts';
import { variantLabel } from '../../src/shared/variant-label.ts';

// Photos and variants from end to end (docs/decisions/0060-photos-and-variants.md): the demo seller
// lists a stool with three photos, put in order with the keyboard, and two options with a price,
// stock and SKU per combination; a new shopper chooses Large in Walnut with the keyboard, zooms a
// photo and buys it with the sandbox card; the seller buys the label, whose reference names the
// variant and its SKU, and the shopper's invoice names the variant too.
// SCREENSHOTS=dir saves the seller's filled form and the product page with the variant chosen, at
// 1280 and 375 px, for review.

const shots = process.env.SCREENSHOTS;
const asNewShopper = sharedShopper('var');

async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  const width = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(width);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A plain photo of one colour, as a PNG a seller would choose from their computer. */
const photo = (background: string) =>
  sharp({ create: { width: 900, height: 900, channels: 3, background } })
    .png()
    .toBuffer();

/** Each combination's price, stock and SKU, the Large Walnut one dearest. */
const VARIANTS = [
  { options: { Size: 'Small', Wood: 'Oak' }, price: '48.00', stock: '5', sku: 'ST-SO' },
  { options: { Size: 'Small', Wood: 'Walnut' }, price: '56.00', stock: '5', sku: 'ST-SW' },
  { options: { Size: 'Large', Wood: 'Oak' }, price: '64.00', stock: '5', sku: 'ST-LO' },
  { options: { Size: 'Large', Wood: 'Walnut' }, price: '78.00', stock: '5', sku: 'ST-LW' },
];
const WANTED = VARIANTS[3]!;

test('a listing with photos and variants is listed, bought in one variant and shipped with that variant on the label and the invoice', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, three uploads, a checkout, a label and two PDFs: far more than 30 s on a busy machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 1. The demo seller lists the stool.
  await page.goto('/seller/submit-product');
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fseller%2Fsubmit-product$/);
  await page.getByLabel('Username', { exact: true }).fill('seller');
  await page.getByLabel('Password', { exact: true }).fill('seller123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/submit-product$/);
  // Kept short, so the label's reference line holds the name, the variant and the SKU whole.
  const name = `Stool ${Date.now().toString(36).slice(-6)}`;
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill('A three-legged stool, turned and pegged by hand in Iowa, finished with linseed oil.');
  await page.getByLabel('Category').selectOption({ label: 'Home & Kitchen' });
  await page.getByLabel(/^Weight \(oz\)(?!,)/).fill('80');
  await page.getByLabel(/^Dimensions \(LxWxH inches\)/).fill('16x14x14');

  // Three photos chosen at once, uploaded in that order: oak, walnut, then the side view.
  await page.getByLabel('Choose photos').setInputFiles([
    { name: 'stool-oak.png', mimeType: 'image/png', buffer: await photo('#d8b47a') },
    { name: 'stool-walnut.png', mimeType: 'image/png', buffer: await photo('#5a3a22') },
    { name: 'stool-side.png', mimeType: 'image/png', buffer: await photo('#4a6a8a') },
  ]);
  const tiles = page.getByRole('listitem').filter({ has: page.getByLabel('Alt text') });
  await expect(tiles).toHaveCount(3);
  const urls = async () => Promise.all([0, 1, 2].map(async (i) => (await tiles.nth(i).locator('img').getAttribute('src'))!.split('?')[0]!));
  const [oak, walnut, side] = await urls();
  expect(new Set([oak, walnut, side]).size).toBe(3);

  // The side view becomes the cover with the keyboard alone: its tile focused, the left arrow twice.
  await page.getByRole('listitem', { name: 'Photo 3 of 3', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('listitem', { name: 'Photo 2 of 3', exact: true })).toBeFocused();
  await expect(page.getByText('Photo 2 of 3', { exact: true })).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  const cover = page.getByRole('listitem', { name: 'Photo 1 of 3, cover', exact: true });
  await expect(cover).toBeFocused();
  await expect(page.getByText('Photo 1 of 3', { exact: true })).toBeAttached();
  await expect(cover.getByText('Cover', { exact: true })).toBeVisible();
  expect(await urls()).toEqual([side, oak, walnut]);
  const alts = ['Stool from the side', 'Stool in oak', 'Stool in walnut'];
  for (const [i, alt] of alts.entries()) await tiles.nth(i).getByLabel('Alt text').fill(alt);

  // Two options, their values typed as a list; one variant per combination.
  await page.getByRole('button', { name: 'Add an option' }).click();
  const size = page.getByRole('group', { name: 'Option 1' });
  await size.getByLabel('Name', { exact: true }).fill('Size');
  await size.getByLabel('Values', { exact: true }).fill('Small, Large');
  await size.getByLabel('Values', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Add another option' }).click();
  const wood = page.getByRole('group', { name: 'Option 2' });
  await wood.getByLabel('Name', { exact: true }).fill('Wood');
  await wood.getByLabel('Values', { exact: true }).fill('Oak, Walnut');
  await wood.getByLabel('Values', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Variants (4)' })).toBeVisible();
  await expect(page.getByLabel('Price ($)', { exact: true })).toHaveCount(VARIANTS.length);
  for (const variant of VARIANTS) {
    const row = page.getByRole('group', { name: variantLabel(variant.options), exact: true });
    await row.getByLabel('Price ($)').fill(variant.price);
    await row.getByLabel('Stock').fill(variant.stock);
    await row.getByLabel('SKU (optional)').fill(variant.sku);
    // The walnut stools show the walnut photo, now the third.
    if (variant.options.Wood === 'Walnut') await row.getByLabel('Photo', { exact: true }).selectOption({ label: `Photo 3: ${alts[2]}` });
  }
  await shot(page, 'seller-form-photos-variants');
  await page.getByRole('button', { name: 'Submit Product' }).click();

  await expectToast(page, 'Product Submitted');
  await expect(page).toHaveURL(/\/seller\/products$/);
  // Moderation is off in the demo shop (decision 0028): the listing is live at once, nothing to approve.
  const listed = page.getByRole('listitem').filter({ hasText: name });
  await expect(listed.getByText('Live', { exact: true })).toBeVisible();
  const productId = Number((await listed.getByRole('link', { name: `View ${name}` }).getAttribute('href'))!.split('/').pop());
  const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as ProductDetailDto;
  expect(product.images.map((p) => [p.url, p.alt])).toEqual([
    [side, alts[0]],
    [oak, alts[1]],
    [walnut, alts[2]],
  ]);
  expect(product.options).toEqual([
    { name: 'Size', values: ['Small', 'Large'] },
    { name: 'Wood', values: ['Oak', 'Walnut'] },
  ]);
  const chosen = product.variants.find((v) => variantLabel(v.options) === variantLabel(WANTED.options))!;
  expect(chosen).toMatchObject({ price: WANTED.price, stock: 5, sku: WANTED.sku, imageUrl: walnut });

  // 2. A new shopper opens the stool, on its first variant, and chooses Large in Walnut by keyboard.
  const { context: shopper, page: shop } = await asNewShopper(browser, baseURL);
  await shop.goto(`/product/${productId}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  const checked = (option: string) => shop.getByRole('radiogroup', { name: option, exact: true }).getByRole('radio', { checked: true });
  await expect(checked('Size')).toHaveText('Small');
  await expect(checked('Wood')).toHaveText('Oak');
  await checked('Size').focus();
  await shop.keyboard.press('ArrowRight');
  await expect(checked('Size')).toHaveText('Large');
  await expect(checked('Size')).toBeFocused();
  await checked('Wood').focus();
  await shop.keyboard.press('ArrowRight');
  await expect(checked('Wood')).toHaveText('Walnut');
  await expect(checked('Wood')).toBeFocused();
  await expect(shop).toHaveURL(new RegExp(`/product/${productId}\\?variant=${chosen.id}$`));
  await expect(shop.getByText(formatUsd(WANTED.price), { exact: true }).first()).toBeVisible();
  const zoom = shop.getByRole('button', { name: 'Zoom photo' });
  await expect(zoom.getByRole('img')).toHaveAttribute('src', new RegExp(`^${literal(walnut!)}`));
  await shot(shop, 'product-variant-chosen');

  // The zoomed photo, opened and closed from the keyboard; the focus goes back to the photo.
  await zoom.focus();
  await shop.keyboard.press('Enter');
  const dialog = shop.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
  await shop.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();

  await shop.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(shop, 'Added to Cart');
  await shop.goto('/cart');
  await expect(shop.getByRole('heading', { level: 1, name: 'Your Cart (1 item)' })).toBeVisible();
  await shop.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = shop.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(variantLabel(WANTED.options)).first()).toBeVisible();
  await shop.getByLabel('Full Name').fill('Ada Lovelace');
  await shop.getByLabel('Address').fill('12 Main Street');
  await shop.getByLabel('City').fill('Detroit');
  await shop.getByLabel('State').fill('MI');
  await shop.getByLabel('Zip Code').fill('48201');
  await shop.getByLabel('Phone').fill('3135550100');
  await expect(shop.getByRole('group', { name: 'Shipping Method' }).getByRole('radio').first()).toBeChecked();
  await shop.getByRole('button', { name: 'Continue to Payment' }).click();
  await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
  await shop.getByLabel('Expiry').fill('12 / 34');
  await shop.getByLabel('CVC').fill('123');
  await shop.getByRole('button', { name: 'Pay Now' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible({ timeout: 30_000 });
  const placed = await shop
    .getByRole('region', { name: 'Order Details' })
    .getByText(/^#\d+$/)
    .innerText();
  const orderId = Number(placed.slice(1));
  expect(orderId).toBeGreaterThan(0);

  // 3. The seller buys the order's label; its second reference names the variant and its SKU.
  await page.goto(`/orders/${orderId}?from=seller`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(variantLabel(WANTED.options)).first()).toBeVisible();
  const panel = page.getByRole('region', { name: 'Shipping Label' });
  await panel.getByRole('button', { name: 'Generate Shipping Label' }).click();
  await panel.getByRole('group', { name: 'Confirm postage' }).getByRole('button', { name: 'Buy Label' }).click();
  await expectToast(page, 'Shipping Label Generated!');
  await expect(panel.getByRole('link', { name: /Download Label/ })).toBeFocused();
  const label = await page.request.get(`/api/orders/${orderId}/label`);
  expect(label.headers()['content-type']).toBe('application/pdf');
  expect(pdfTextContent(await label.body())).toContain(`Ref 2: 1 x ${name} - ${variantLabel(WANTED.options)} (${WANTED.sku})`);

  // 4. The shopper's invoice, from the order page's link, names the variant too.
  await shop.goto(`/orders/${orderId}`);
  await expect(shop.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible({ timeout: 30_000 });
  await expect(shop.getByText('Shipped', { exact: true })).toBeVisible();
  const invoiceLink = shop.getByRole('link', { name: /View Invoice/ });
  const invoice = await shopper.request.get((await invoiceLink.getAttribute('href'))!);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  // A line too long for its column wraps into runs of its own: read them as one text.
  expect(pdfTextContent(await invoice.body()).replace(/\s+/g, ' ')).toContain(`${name} - ${variantLabel(WANTED.options)}`);
  await shopper.close();
});
