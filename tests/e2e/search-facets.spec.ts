import { expect, test, type Locator, type Page } from './support/test.ts';
import { tabTo, viewport } from './support/a11y.ts';

// Results with facets and counts, and did you mean (issue 29, docs/decisions/0061-discovery.md).

const prices = async (cards: Locator) => (await cards.allInnerTexts()).map((text) => Number((text.match(/\$([\d,]+\.\d\d)/)?.[1] ?? 'NaN').replace(/,/g, '')));

/** "12 products found" as a number. */
async function found(page: Page): Promise<number> {
  const line = page.getByText(/^\d+ products? found$/);
  await expect(line).toBeVisible();
  return Number((await line.innerText()).split(' ')[0]);
}

/** A facet value's label and count: "Home & Kitchen (3)". */
const valueCount = (label: string) => Number(label.match(/\((\d[\d,]*)\)$/)?.[1]?.replace(/,/g, '') ?? 'NaN');

test('the facets narrow a search, with counts that follow the other choices, kept in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?q=walnut');
  const total = await found(page);
  const facets = page.getByRole('complementary', { name: 'Filters' });
  const categories = facets.getByRole('group', { name: 'Category' });
  const labels = await categories.locator('label').allInnerTexts();
  expect(labels.length).toBeGreaterThan(1);
  // Without a choice, the categories' counts add up to the results (a product has one category).
  expect(labels.map(valueCount).reduce((a, b) => a + b, 0)).toBe(total);

  // One category: the URL, the count line and the grid follow, and its own count stays.
  const label = labels.find((l) => valueCount(l) > 0 && valueCount(l) < total)!;
  const count = valueCount(label);
  await categories.getByRole('checkbox', { name: label, exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=walnut&category=\d+$/);
  await expect(page.getByText(count === 1 ? '1 product found' : `${count} products found`)).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(count, 24));
  await expect(categories.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
  const name = label.replace(/ \(\d+\)$/, '');
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();

  // The other facets count within the chosen category: On Sale's count is that search's total.
  const category = new URL(page.url()).searchParams.get('category');
  const onSale = await facets.getByRole('checkbox', { name: /^On Sale/ }).evaluate((el) => document.querySelector(`label[for="${el.id}"]`)!.textContent!);
  const answer = await page.request.get(`/api/search?q=walnut&category=${category}&onSale=true&limit=1`);
  expect(valueCount(onSale)).toBe(Number(answer.headers()['x-total-count']));

  // A second category widens the results to both.
  const other = labels.find((l) => l !== label && valueCount(l) > 0)!;
  await categories.getByRole('checkbox', { name: other, exact: true }).click();
  await expect(page).toHaveURL(/category=\d+,\d+$/);
  expect(await found(page)).toBe(count + valueCount(other));

  // Sorted by price on the server, the filters kept.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/category=\d+,\d+&sort=price-asc$/);
  const cards = page.getByTestId('product-card');
  await expect(async () => {
    const list = await prices(cards);
    expect(list.length).toBeGreaterThan(1);
    expect(list).toEqual([...list].sort((a, b) => a - b));
  }).toPass();

  // Clear all leaves the sort; the reloaded page has the facets in its HTML.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/search\?q=walnut&sort=price-asc$/);
  const html = await (await page.request.get('/search?q=walnut&onSale=true')).text();
  expect(html).toContain('>Category</legend>');
  expect(html).toMatch(/Remove On Sale/);
});

test('by keyboard only: "wal" typed in the header, a suggested search chosen, its results filtered by a facet and sorted', async ({ page }) => {
  await page.setViewportSize(viewport(1280));
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await tabTo(page, box, { max: 10 });
  await page.keyboard.type('wal');
  const queries = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('group', { name: 'Searches' }).getByRole('option');
  await expect(queries.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(queries.first()).toHaveAttribute('aria-selected', 'true');
  const query = (await queries.first().textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for "${query}"` })).toBeVisible();
  const total = await found(page);

  // A category with some of the results, reached with Tab and checked with Space.
  const categories = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Category' });
  const label = (await categories.locator('label').allInnerTexts()).find((l) => valueCount(l) > 1 && valueCount(l) < total)!;
  const checkbox = categories.getByRole('checkbox', { name: label, exact: true });
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`^[^#]*/search\\?q=${encodeURIComponent(query)}&category=\\d+$`));
  await expect(checkbox).toBeChecked();
  await expect(checkbox).toBeFocused();
  expect(await found(page)).toBe(valueCount(label));

  // Then the sort, the next control after the facets: ArrowDown picks "Price: Low to High".
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await tabTo(page, sort);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/&category=\d+&sort=price-asc$/);
  await expect(sort).toBeFocused();
  expect(await found(page)).toBe(valueCount(label));
  const cards = page.getByTestId('product-card');
  await expect(async () => {
    const list = await prices(cards);
    expect(list).toHaveLength(Math.min(valueCount(label), 24));
    expect(list).toEqual([...list].sort((a, b) => a - b));
  }).toPass();
});

test('on a phone the facets open in a drawer that keeps the focus and shows the results', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/search?q=walnut');
  const total = await found(page);
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

  const button = page.getByRole('button', { name: /^Filters/ });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('group', { name: 'Price', exact: true })).toBeVisible();
  // The focus stays inside while the drawer is open.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  const onSale = drawer.getByRole('checkbox', { name: /^On Sale/ });
  const count = valueCount((await drawer.locator(`label[for="${await onSale.getAttribute('id')}"]`).innerText()).trim());
  expect(count).toBeLessThan(total);
  await onSale.click();
  await expect(page).toHaveURL(/\/search\?q=walnut&onSale=true$/);
  await drawer.getByRole('button', { name: count === 1 ? 'Show 1 result' : `Show ${count} results` }).click();
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName('Filters 1 chosen');
  expect(await found(page)).toBe(count);

  await button.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});

test('a forgiven typo says which words it searched, and the words as typed are one click away', async ({ page }) => {
  await page.goto('/search?q=wallnut');
  await expect(page.getByText('Showing results for walnut - search instead for wallnut', { exact: true })).toBeVisible();
  expect(await found(page)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'wallnut', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=wallnut&exact=true$/);
  await expect(page.getByText('No products found for "wallnut"')).toBeVisible();

  // Nothing found as typed: close queries that have results.
  const didYouMean = page.getByText(/^Did you mean: /);
  await expect(didYouMean).toBeVisible();
  const first = didYouMean.getByRole('link').first();
  const query = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: `Search results for "${query}"` })).toBeVisible();
  expect(await found(page)).toBeGreaterThan(0);
});
