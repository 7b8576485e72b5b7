import { expect, test } from './support/test.ts';

test('unknown paths show the not-found page; the legal links of the footer open their pages', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found | Heartland Market');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Service | Heartland Market');
});

test('the header search ignores blank queries and trims real ones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await search.fill('  maple syrup ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=maple%20syrup$/);
});

test('the mobile menu opens, greets the signed-in user and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/auth');
  await page.getByLabel('Username', { exact: true }).fill('seller');
  await page.getByLabel('Password', { exact: true }).fill('seller123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The address changes before the home page has rendered (navigations are transitions): a menu
  // opened on the sign-in page would rightly close when the home page arrives.
  await expect(page.getByRole('heading', { name: 'Your American-Made Marketplace' })).toBeVisible();

  await page.getByRole('button', { name: /open menu/i }).click();
  const menu = page.getByRole('navigation', { name: /mobile/i });
  await expect(menu.getByText('Hello, seller')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Seller Returns' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Newsletter Admin' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Best Sellers' }).click();
  await expect(page).toHaveURL(/\/bestsellers$/);
  await expect(menu).toBeHidden();
});

test('the signed-out cart menu asks the visitor to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /cart/i }).first().click();
  await page.getByRole('link', { name: 'Sign in to view cart' }).click();
  await expect(page).toHaveURL(/\/auth/);
});

test('redirects keep their parameters', async ({ page }) => {
  await page.goto('/unsubscribe?email=a%40b.com&token=t0k');
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?email=a%40b\.com&token=t0k$/);
  await page.goto('/account/returns');
  await expect(page).toHaveURL(/\/(returns|auth\?returnTo=%2Freturns)$/);
});
