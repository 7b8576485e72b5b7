import { expect, test, type Browser, type BrowserContext, type Page } from './support/test.ts';
import { expectToast } from './support/toasts.ts';

// Journeys of issue 3 around the product page: product details, the wishlist, and reviews.
//
// Review eligibility needs a delivered or completed order containing the product: the demo seed
// gives the shopper a completed order (product 5) and a delivered one (products 12 and 27), so the
// eligible journeys run against the real server, as does the refused one (product 3).

const PRODUCT = 3; // 'Hand-Forged Carbon Steel Chef's Knife': $219.00, was $349.00, 6 in stock
const NAME = "Hand-Forged Carbon Steel Chef's Knife";
const NOT_ELIGIBLE = "You can only review products you've purchased and received.";

// One sign-in for the whole file: the login endpoint is rate limited per username.
let shopperState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

async function asShopper(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  if (!shopperState) {
    const login = await browser.newContext({ baseURL });
    const res = await login.request.post('/api/login', { data: { username: 'shopper', password: 'shopper123' } });
    expect(res.ok()).toBe(true);
    shopperState = await login.storageState();
    await login.close();
  }
  const context = await browser.newContext({ baseURL, storageState: shopperState });
  return { context, page: await context.newPage() };
}

test('the product page shows the product, its price with the saving, and its tabs', async ({ page }) => {
  await page.goto(`/product/${PRODUCT}`);

  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page).toHaveTitle(`${NAME} | Heartland Market`);
  await expect(page.getByText('(Demonstration Product)')).toBeVisible();
  await expect(page.getByText('$219.00', { exact: true })).toBeVisible();
  await expect(page.getByText('Save $130.00')).toBeVisible();
  await expect(page.getByText('6 available')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home & Kitchen' })).toHaveAttribute('href', '/category/3');

  // Structured data the page renders for search engines: Product with Offer and a BreadcrumbList
  // (the server also writes its own blocks into the HTML head for crawlers without JavaScript).
  const jsonLd = JSON.parse((await page.locator('#root script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': Array<{ '@type': string; offers?: { price: string } }>;
  };
  expect(jsonLd['@graph'].map((n) => n['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(jsonLd['@graph'][0]?.offers?.price).toBe('219.00');

  // Quantity: 1 to the stock.
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('6');
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Specifications' }).click();
  const specs = page.getByRole('tabpanel');
  await expect(specs.getByText('Home & Kitchen')).toBeVisible();
  await expect(specs.getByText(/out of 5$/)).toBeVisible();
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Customer reviews' }).getByRole('listitem').first()).toBeVisible();

  await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
  const related = page.getByRole('list', { name: 'You May Also Like' }).getByRole('listitem');
  await expect(related.first()).toBeVisible();
  expect(await related.count()).toBeLessThanOrEqual(4);
  await expect(related.getByRole('link', { name: NAME })).toHaveCount(0);
});

test('an unknown product shows Product Not Found with a way home', async ({ page }) => {
  await page.goto('/product/999999');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the share dialog offers the networks, email and copying the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/product/${PRODUCT}`);
  await page.getByRole('button', { name: 'Share this product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this product' });
  await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(dialog.getByRole('link', { name: 'Twitter' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expectToast(page, 'Link copied to clipboard');
});

test('a shopper adds a product to the wishlist from its page and removes it on /wishlist', async ({ browser, baseURL }) => {
  const { context, page } = await asShopper(browser, baseURL);
  await context.request.delete(`/api/wishlist/${PRODUCT}`); // a clean start whatever ran before

  await page.goto(`/product/${PRODUCT}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expectToast(page, 'Added to Wishlist');
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Wishlist items' });
  await expect(items.getByRole('link', { name: NAME })).toHaveAttribute('href', `/product/${PRODUCT}`);

  await items.getByRole('button', { name: `Remove ${NAME} from wishlist` }).click();
  await expectToast(page, 'Removed from Wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/categories');
  await context.close();
});

test('a shopper without a delivered order is told why they cannot review', async ({ browser, baseURL }) => {
  const { context, page } = await asShopper(browser, baseURL);
  await page.goto(`/product/${PRODUCT}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.getByText(NOT_ELIGIBLE)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Write a review' })).toHaveCount(0);

  await page.goto(`/write-review/${PRODUCT}`);
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
  await expect(page.getByText(NOT_ELIGIBLE)).toBeVisible();
  await context.close();
});

test('an eligible shopper writes a review on the product page and sees it listed', async ({ browser, baseURL }) => {
  const { context, page } = await asShopper(browser, baseURL);
  const product = 12; // in the shopper's delivered demo order
  const comment = 'Arrived well packed and works exactly as described.';

  await page.goto(`/product/${product}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Please select a rating')).toBeVisible();
  await expect(form.getByText('Review must be at least 10 characters')).toBeVisible();

  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your review').fill(comment);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, 'Thank you for sharing your feedback!');
  await expect(form).toHaveCount(0);
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText('Jordan Miller').first()).toBeVisible();

  // One review per product: the form is now replaced by the server's message.
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await expect(page.getByText('You have already reviewed this product.')).toBeVisible();
  await context.close();
});

test('the write-review page asks a visitor to log in, and sends an eligible review then returns to the product', async ({
  browser,
  baseURL,
  page: visitor,
}) => {
  await visitor.goto(`/write-review/${PRODUCT}`);
  await expect(visitor.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `/auth?returnTo=${encodeURIComponent(`/write-review/${PRODUCT}`)}`);
  await visitor.goto('/write-review/999999');
  await expect(visitor.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();

  const { context, page } = await asShopper(browser, baseURL);
  const product = 27; // in the shopper's delivered demo order
  await page.goto(`/write-review/${product}`);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please select a rating')).toBeVisible();
  await expect(page.getByText('Comment must be at least 3 characters.')).toBeVisible();

  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Your review').fill('x'.repeat(501));
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Comment must be less than 500 characters.')).toBeVisible();

  await page.getByLabel('Your review').fill('Great quality, would buy again.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, 'Thank you for your feedback!');
  await expect(page).toHaveURL(new RegExp(`/product/${product}$`));
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(page.getByText('Great quality, would buy again.')).toBeVisible();
  await context.close();
});
