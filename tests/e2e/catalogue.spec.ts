import { expect, test, type Locator } from './support/test.ts';

const prices = async (cards: Locator) => (await cards.allInnerTexts()).map((text) => Number((text.match(/\$([\d,]+\.\d\d)/)?.[1] ?? 'NaN').replace(/,/g, '')));

test('browse from the home page to a product page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deal of the Day' })).toBeVisible();
  await expect(page.getByText('75% claimed')).toBeVisible();
  await expect(page.getByText(/^Save \$/).first()).toBeVisible();

  // The grid loads as the visitor scrolls towards it.
  await page.getByRole('region', { name: 'Why shop with us' }).scrollIntoViewIfNeeded();
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await featured.scrollIntoViewIfNeeded();
  const card = featured.getByTestId('product-card').first();
  await expect(card.getByText('Trending')).toBeVisible();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
});

test('the newsletter signup checks the address before sending it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deal of the Day' })).toBeVisible();
  // The sections below the fold load as the visitor scrolls near them, and each one that arrives
  // makes the page longer: keep scrolling to the bottom until the signup is there.
  const form = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(form).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Please enter your email address', { exact: true })).toBeVisible();
  await form.getByLabel('Email address').fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Please enter a valid email address', { exact: true })).toBeVisible();
});

test('a search with a typo still finds the skillet', async ({ page }) => {
  await page.goto('/search?q=skilet');
  await expect(page.getByRole('heading', { name: 'Search results for "skilet"' })).toBeVisible();
  await expect(
    page
      .getByTestId('product-card')
      .filter({ hasText: /skillet/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveTitle('Search results for "skilet" | Heartland Market');
});

test('filtering a category: In Stock, sorted by price, kept in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/categories');
  await page.getByRole('link', { name: /Home & Kitchen/ }).click();
  await expect(page).toHaveURL(/\/category\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home & Kitchen' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'In Stock' }).click();
  await expect(page).toHaveURL(/inStock=true/);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price-asc/);

  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(async () => {
    const list = await prices(cards);
    expect(list.length).toBeGreaterThan(1);
    expect(list).toEqual([...list].sort((a, b) => a - b));
  }).toPass();
  await expect(cards.getByRole('button', { name: /out of stock/i })).toHaveCount(0);

  // The filtered view survives a reload.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'In Stock' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
});

test('an unknown category says so', async ({ page }) => {
  await page.goto('/category/99999');
  await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
  await page
    .getByRole('link', { name: /categories/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/categories$/);
});

test('the deals list counts its deals and filters by rating', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals & Promotions' })).toBeVisible();
  await expect(page.getByText(/^\d+ Deals? Available$/)).toBeVisible();
  await page.getByRole('button', { name: '4 stars and up' }).click();
  await expect(page).toHaveURL(/minRating=4/);
  await expect(page.getByRole('button', { name: '4 stars and up' })).toHaveAttribute('aria-pressed', 'true');
});

test('the deals sort as the category and search pages do, on the server, kept in the URL (issue 24)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals & Promotions' })).toBeVisible();
  const count = await page.getByText(/^\d+ Deals? Available$/).textContent();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/\/deals\?sort=price-desc$/);

  // The first page is the server's first page of the deals in that order.
  const expected = ((await (await page.request.get('/api/products?list=deals&sort=price-desc&limit=24')).json()) as Array<{ name: string }>).map((p) => p.name);
  const names = page.getByTestId('product-card').getByRole('heading', { level: 3 });
  await expect(async () => expect(await names.allInnerTexts()).toEqual(expected)).toPass();
  await expect(page.getByText(/^\d+ Deals? Available$/)).toHaveText(count!);

  // Server-rendered in that order on a reload.
  await page.reload();
  await expect(sort).toHaveValue('price-desc');
  expect(await names.allInnerTexts()).toEqual(expected);
});
