import { expect, test, type Page } from './support/test.ts';
import { audit, tabTo, viewport } from './support/a11y.ts';

// Suggestions as you type in the header's search box (issue 29, docs/decisions/0061-discovery.md):
// by keyboard only, as the ARIA combobox pattern has it, at 1280 and 375 px, checked by axe while open.

test.describe.configure({ mode: 'parallel' });

/** The header's box (at 375 px its mobile copy: the desktop one is hidden), reached with Tab from the page's start. */
async function tabToSearch(page: Page) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await tabTo(page, box, { max: 10 });
  return box;
}

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

for (const width of [1280, 375]) {
  test(`at ${width} px, "wal" typed suggests queries; ArrowDown and Enter open a query's results`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport(width));
    await page.goto('/');
    const header = page.getByRole('banner');
    const before = await header.boundingBox();
    const box = await tabToSearch(page);
    await page.keyboard.type('wal');

    const list = suggestions(page);
    const queries = list.getByRole('group', { name: 'Searches' }).getByRole('option');
    await expect(queries.first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    const count = await list.getByRole('option').count();
    await expect(page.locator('#route-announcer')).toHaveText(`${count} ${count === 1 ? 'suggestion' : 'suggestions'}`);
    // Every completion of "wal" shows the typed letters plain and the rest bold.
    for (const option of await queries.all()) {
      const text = (await option.textContent())!;
      if (text.toLowerCase().startsWith('wal')) await expect(option.locator('strong')).toHaveText(text.slice(3));
    }
    await expect(list.getByRole('group', { name: 'Products' }).getByRole('option').first()).toContainText('$');

    // Over the page, under the header: the header keeps its place and size.
    expect(await header.boundingBox()).toEqual(before);
    const panel = (await list.boundingBox())!;
    const bar = (await header.boundingBox())!;
    if (width < 768) {
      // The mobile panel spans the screen under the whole header.
      expect(panel.x).toBe(0);
      expect(panel.width).toBe(width);
      expect(Math.round(panel.y)).toBe(Math.round(bar.y + bar.height));
    } else {
      const field = (await box.boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(field.x - 1);
      expect(panel.y).toBeGreaterThanOrEqual(field.y + field.height);
    }
    expect(panel.y + panel.height).toBeLessThanOrEqual(viewport(width).height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.screenshot({ path: testInfo.outputPath(`suggestions-${width}.png`) });
    expect(await audit(page, `search suggestions open at ${width} px`)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    const first = queries.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(box).toBeFocused();
    const query = (await first.textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Search results for "${query}"` })).toBeVisible();
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });
}

test('Escape closes the suggestions and a second Escape clears the box; Enter without a choice searches the words typed', async ({ page }) => {
  await page.setViewportSize(viewport(1280));
  await page.goto('/');
  const box = await tabToSearch(page);
  await page.keyboard.type('wal');
  const list = suggestions(page);
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('wal');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  expect(await audit(page, 'search suggestions closed')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');

  await page.keyboard.type('walnut');
  await expect(list).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=walnut');
  await expect(list).toBeHidden();
});

test('ArrowDown to a product and Enter open its page', async ({ page }) => {
  await page.setViewportSize(viewport(1280));
  await page.goto('/');
  const box = await tabToSearch(page);
  await page.keyboard.type('wal');
  const products = suggestions(page).getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products.first()).toBeVisible();
  const id = (await products.first().getAttribute('id'))!;
  for (let i = 0; i < 10 && (await box.getAttribute('aria-activedescendant')) !== id; i++) await page.keyboard.press('ArrowDown');
  // The option reads "name $price".
  const name = (await products.first().textContent())!.replace(/ \$[\d,.]+( - \$[\d,.]+)?$/, '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
