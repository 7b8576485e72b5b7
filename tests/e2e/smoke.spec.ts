import { expect, test } from './support/test.ts';

// The first thing to break when the build, the server or the SPA fallback breaks.
test('the home page loads and shows Heartland Market', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Heartland Market/);
  await expect(page.getByText('Heartland Market').first()).toBeVisible();
});

test("an unknown path shows '404 Page Not Found'", async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByText('404 Page Not Found').first()).toBeVisible();
});
