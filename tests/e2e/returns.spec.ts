import { expect, test } from './support/test.ts';

// Issue 11, Returns (shopper side): /account/returns and /returns need a sign-in and come back to
// the Return Requests page, which has the account sidebar and, with no requests yet, points to the
// orders. (Requests themselves are made on the order pages; their list is tested beside the page.)

test('a visitor is asked to sign in for their returns, then sees none yet and is pointed to the orders', async ({ page, browser, baseURL }) => {
  const setup = await browser.newContext({ baseURL });
  const username = `ret${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect((await setup.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } })).ok()).toBe(true);
  await setup.close();

  await page.goto('/account/returns');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Freturns$/);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/returns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Return Requests' })).toBeVisible();
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link')).toHaveText(['Profile', 'Orders', 'Returns', 'Wishlist']);
  await expect(account.getByRole('link', { name: 'Returns' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'No return requests yet' })).toBeVisible();

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});
