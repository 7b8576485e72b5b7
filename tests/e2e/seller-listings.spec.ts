import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { expectToast } from './support/toasts.ts';

// Issue 12, Onboarding and Listings: a shopper becomes a seller on /become-seller (opening their
// shop, issue 26), lists a product with photos uploaded from their computer, finds it Live under
// My Products and on its own product page, cover photo, shop and all.

test('a shopper becomes a seller, lists a product with an uploaded picture and sees it live', async ({ page, browser, baseURL }) => {
  const setup = await browser.newContext({ baseURL });
  const username = `maker${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect((await setup.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } })).ok()).toBe(true);
  await setup.close();

  // Seller pages send a visitor to sign in, and bring them back.
  await page.goto('/seller/products');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fseller%2Fproducts$/);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Not a seller yet: on to the seller pitch and its form.
  await expect(page).toHaveURL(/\/become-seller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell your American-made products' })).toBeVisible();

  await page.getByLabel('Company Website').fill('prairie-pottery.example');
  await page.getByRole('button', { name: 'Activate Seller Account' }).click();
  await expect(page.getByText('Please enter a valid URL or leave empty')).toBeVisible();
  await expect(page.getByText('You must confirm your products are manufactured in the USA')).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();

  // The shop (issue 26): its name, story and the address its parcels leave from; a name is one shop's.
  await expect(page.getByText('Shop name must be 3 to 60 characters')).toBeVisible();
  await expect(page.getByText('Street address is required')).toBeVisible();
  const shopName = `Prairie Pottery ${username.slice(-6)}`;
  await page.getByLabel('Company Name').fill('Prairie Pottery');
  await page.getByLabel('Company Website').fill('https://prairie-pottery.example');
  await page.getByLabel('Shop Name').fill(shopName);
  await page.getByLabel(/Your Story/).fill('Wheel-thrown stoneware from a barn studio outside Ames.');
  await page.getByLabel('Street Address').fill('2519 Lincoln Way');
  await page.getByLabel('City', { exact: true }).fill('Ames');
  await page.getByLabel('State', { exact: true }).fill('IA');
  await page.getByLabel('ZIP Code').fill('50014');
  await page.getByLabel(/manufactured in the USA/).check();
  await page.getByLabel(/I agree to the Seller Terms/).check();
  await page.getByRole('button', { name: 'Activate Seller Account' }).click();
  await expect(page.getByText('Your seller account is active')).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/submit-product$/, { timeout: 5000 });

  await expect(page.getByText('Your product will be visible to shoppers immediately after you submit it.')).toBeVisible();
  const name = `Stoneware Pitcher ${Date.now().toString(36)}`;
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill('A wheel-thrown stoneware pitcher, glazed in prairie blue and fired in Iowa.');
  await page.getByLabel('Price ($)', { exact: true }).fill('42.50');
  await page.getByLabel('Stock', { exact: true }).fill('6');
  await page.getByLabel('Category').selectOption({ index: 1 });
  // Two photos chosen at once (docs/decisions/0060-photos-and-variants.md); the second is made the cover.
  const photo = (background: string) =>
    sharp({ create: { width: 1000, height: 800, channels: 3, background } })
      .png()
      .toBuffer();
  await page.getByLabel('Choose photos').setInputFiles([
    { name: 'pitcher.png', mimeType: 'image/png', buffer: await photo('#3b6ea5') },
    { name: 'pitcher-side.png', mimeType: 'image/png', buffer: await photo('#a5733b') },
  ]);
  const tiles = page.getByRole('listitem').filter({ has: page.getByLabel('Alt text') });
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0).getByLabel('Alt text')).toHaveValue(name);
  await tiles.nth(1).getByRole('button', { name: 'Move left' }).click();
  await expect(page.getByText('Photo 1 of 2', { exact: true })).toBeAttached();
  const imageUrl = (await tiles.nth(0).locator('img').getAttribute('src'))!.split('?')[0]!;
  expect(imageUrl).toMatch(/^\/uploads\/products\/.+\.webp$/);
  await page.getByRole('button', { name: 'Submit Product' }).click();

  await expectToast(page, 'Product Submitted');
  await expect(page).toHaveURL(/\/seller\/products$/);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Live', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `View ${name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('$42.50').first()).toBeVisible();
  // Sold by the new shop, in Ames.
  const soldBy = page.getByRole('region', { name: 'Sold by' });
  await expect(soldBy.getByRole('link', { name: shopName })).toHaveAttribute('href', /^\/shop\/prairie-pottery-/);
  await expect(soldBy.getByText('Ames, IA')).toBeVisible();
  const shown = page.getByRole('img', { name }).first();
  await expect(shown).toHaveAttribute('src', new RegExp(`^${imageUrl.replace(/[.]/g, '\\.')}`));
  // The page's sized variant is made on its first request: the picture shows once that answer arrives.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
