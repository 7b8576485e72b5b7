import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';

// Decision 0028: the administrator unlists a live listing on /admin/listings, shoppers can no
// longer open it, and approving it from the Pending view puts it back. Moderation itself stays off:
// it is one setting for the whole shop, and other journeys list products at the same time.

test('the administrator unlists a listing and approves it again from Review Listings', async ({ page, browser, baseURL }) => {
  // Three browser contexts and a dozen round trips: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const seller = await browser.newContext({ baseURL });
  const username = `potter${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect((await seller.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } })).ok()).toBe(true);
  const activation = await seller.request.patch('/api/user/become-seller', {
    data: {
      isSeller: true,
      companyName: 'Bluestem Pottery',
      confirmationUsManufacturer: true,
      termsAndConditions: true,
      // A listing is published from a shop with a ship-from address (issue 26).
      shop: { shopName: `Bluestem Pottery ${username.slice(-8)}`, shipFrom: { street: '615 N Main St', city: 'Wichita', state: 'KS', zipCode: '67203' } },
    },
  });
  expect(activation.ok(), await activation.text()).toBe(true);
  const name = `Bluestem Vase ${Date.now().toString(36)}`;
  const listed = await seller.request.post('/api/seller/products', {
    data: { name, description: 'A hand-thrown vase in a bluestem glaze, fired in Kansas.', price: 38, categoryId: 1, stock: 4 },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const { id } = (await listed.json()) as { id: number };
  await seller.close();

  const login = await page.request.post('/api/login', { data: { username: 'admin', password: 'admin123' } });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto('/');
  await page
    .getByRole('button', { name: /account/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Review Listings' }).click();
  await expect(page).toHaveURL(/\/admin\/listings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Listings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Approve new listings before they go live' })).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('button', { name: 'Live', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search listings by name' }).fill(name);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Sold by Bluestem Pottery')).toBeVisible();
  await row.getByRole('button', { name: `Unlist ${name}` }).click();
  await expectToast(page, 'Product Unlisted');
  // The row left the view with its button: the focus goes to what replaced it (issue 24).
  await expect(page.getByRole('heading', { name: `No live listings match "${name}"` })).toBeFocused();
  await expect(page.locator('#route-announcer')).toHaveText(`Unlisted ${name}`);

  const visitor = await browser.newContext({ baseURL });
  expect((await visitor.request.get(`/api/products/${id}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await expectToast(page, 'Product Approved');
  await expect(page.getByRole('heading', { name: `No pending listings match "${name}"` })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await expect(page.locator('#route-announcer')).toHaveText(`Approved ${name}`);

  const shopperPage = await visitor.newPage();
  await shopperPage.goto(`/product/${id}`);
  await expect(shopperPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await visitor.close();
});
