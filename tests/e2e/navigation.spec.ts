import { expect, test, type Page } from './support/test.ts';

// Issue 9, "The client: navigation and boundaries": what a keyboard or screen-reader user gets
// after a client-side navigation, and where Back puts the shopper on the home page.

const announcer = (page: Page) => page.locator('#route-announcer');
const activeTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? null);

for (const width of [1280, 375]) {
  test(`a client-side navigation focuses the new page's heading and announces its title (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your American-Made Marketplace' })).toBeVisible();
    // The first page is the browser's own load: focus stays where the browser put it.
    expect(await activeTag(page)).toBe('BODY');
    await expect(announcer(page)).toBeEmpty();

    if (width < 768) {
      await page.getByRole('button', { name: /open menu/i }).click();
      await page
        .getByRole('navigation', { name: /mobile/i })
        .getByRole('link', { name: 'Best Sellers' })
        .click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Best Sellers' }).click();
    }
    const heading = page.getByRole('heading', { level: 1, name: 'Best Sellers' });
    await expect(heading).toBeFocused();
    await expect(announcer(page)).toHaveText('Best Sellers | Heartland Market');
    await page.screenshot({ path: test.info().outputPath(`focused-heading-${width}.png`) });

    // A filter changes only the query string: focus stays in the control that changed it.
    const chip = page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: '4 stars and up' });
    await chip.focus();
    await chip.press('Enter');
    await expect(page).toHaveURL(/minRating=4/);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).toBeFocused();
    await expect(announcer(page)).toHaveText('Best Sellers | Heartland Market');

    // Back and forward are navigations too; the heading takes focus without moving the page.
    // (The filter replaced its entry, so one step back is the home page.)
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Your American-Made Marketplace' })).toBeFocused();
    await expect(announcer(page)).toHaveText(/Heartland Market/);
  });
}

test('sorting a category keeps the focus on the Sort by control', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/categories');
  await page.getByRole('link', { name: /Home & Kitchen/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home & Kitchen' })).toBeVisible();
  await expect(announcer(page)).toHaveText('Home & Kitchen | Heartland Market');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(sort).toBeFocused();
});

for (const width of [1280, 375]) {
  test(`Back to the home page returns to where the shopper left it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Deal of the Day' })).toBeVisible();
    // Scroll down until every lazily loaded section has arrived, as a shopper reading the page does.
    const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(newsletter).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    // Then up to the last card of the featured grid, and into its product.
    const featured = page.getByRole('region', { name: 'Featured Products' });
    const card = featured.getByTestId('product-card').last();
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -150);
    await page.waitForTimeout(300);
    const left = await page.evaluate(() => window.scrollY);
    const cardTop = (await card.boundingBox())!.y;
    expect(left).toBeGreaterThan(1500);
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // A new page opens at the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(card).toBeVisible();
    // Wait until the position has settled, then compare it with where the shopper left.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(left - 4);
    await page.waitForTimeout(500);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThanOrEqual(2);
    expect(Math.abs((await card.boundingBox())!.y - cardTop)).toBeLessThanOrEqual(2);
    await page.screenshot({ path: test.info().outputPath(`home-restored-${width}.png`) });
  });
}
