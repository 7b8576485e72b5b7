import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import type { ProductDetailDto, ProductDto } from '../../src/shared/catalogue.ts';
import { formatUsd } from '../../src/shared/money.ts';

// The product page's photos and variants (docs/decisions/0060-photos-and-variants.md), on a demo
// listing with several photos and options: a variant chosen by keyboard is kept in the address and
// by a reload, the zoomed view gives the focus back on Escape, and a swipe on a phone moves to the
// next photo.

/** The first demo listing with several photos and several variants (the demo seed has some). */
async function listingWithVariants(request: APIRequestContext): Promise<ProductDetailDto> {
  const list = (await (await request.get('/api/products?limit=100')).json()) as ProductDto[];
  for (const { id } of list) {
    const product = (await (await request.get(`/api/products/${id}`)).json()) as ProductDetailDto;
    if (product.variants.length > 1 && product.images.length > 1 && product.options.length > 0) return product;
  }
  throw new Error('No demo product has several photos and variants: the demo seed (src/server/db/seed/variants.ts) should give some.');
}

const mainPhoto = (page: Page) => page.getByRole('button', { name: 'Zoom photo' }).getByRole('img');

test('a variant chosen by keyboard stays in the address and after a reload, and the zoomed view gives the focus back', async ({ page, request }) => {
  const product = await listingWithVariants(request);
  const option = product.options[0]!;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // The group's chosen value has the focus; the right arrow chooses the next value.
  const group = page.getByRole('radiogroup', { name: option.name, exact: true });
  const checked = group.getByRole('radio', { checked: true });
  const before = (await checked.innerText()).trim();
  await checked.focus();
  await page.keyboard.press('ArrowRight');
  const next = option.values[(option.values.indexOf(before) + 1) % option.values.length]!;
  await expect(group.getByRole('radio', { checked: true })).toHaveText(next);
  await expect(group.getByRole('radio', { checked: true })).toBeFocused();

  await expect(page).toHaveURL(/\?variant=\d+$/);
  const variantId = Number(new URL(page.url()).searchParams.get('variant'));
  const chosen = product.variants.find((v) => v.id === variantId);
  expect(chosen, `?variant=${variantId} is one of the listing's variants`).toBeDefined();
  expect(chosen!.options[option.name]).toBe(next);
  await expect(page.getByText(formatUsd(chosen!.price), { exact: true }).first()).toBeVisible();

  // A reload renders the same variant, from the server on.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variantId}$`));
  await expect(page.getByRole('radiogroup', { name: option.name, exact: true }).getByRole('radio', { checked: true })).toHaveText(next);
  for (const [name, value] of Object.entries(chosen!.options)) {
    await expect(page.getByRole('radiogroup', { name, exact: true }).getByRole('radio', { checked: true })).toHaveText(value);
  }
  if (chosen!.sku) {
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Specifications' }).getByText(chosen!.sku, { exact: true })).toBeVisible();
  }

  // The zoomed view: Escape closes it and the focus goes back to the photo.
  const zoom = page.getByRole('button', { name: 'Zoom photo' });
  await zoom.click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(/^Photo \d+ of \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
});

test('a swipe on a phone moves to the next photo, leaving vertical scrolling to the page', async ({ browser, baseURL, request }) => {
  const product = await listingWithVariants(request);
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // The first photo: a variant of its own would open on its photo.
  const first = product.variants.find((v) => !v.imageUrl || v.imageUrl === product.images[0]!.url);
  await page.goto(`/product/${product.id}${first ? `?variant=${first.id}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const count = product.images.length;
  const shown = await mainPhoto(page).getAttribute('src');
  await expect(page.getByRole('button', { name: `Show photo 1 of ${count}` })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: 'Zoom photo' }).locator('..')).toHaveCSS('touch-action', 'pan-y');

  // A finger moving right to left across the photo, as the phone's touch screen reports it.
  const box = (await page.getByRole('button', { name: 'Zoom photo' }).boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const y = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.8, y }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * (0.8 - step * 0.1), y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expect(page.getByRole('button', { name: `Show photo 2 of ${count}` })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(`Photo 2 of ${count}`, { exact: true })).toBeAttached();
  await expect(mainPhoto(page)).not.toHaveAttribute('src', shown ?? '');
  // The swipe was no tap: the zoomed view stayed closed.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
