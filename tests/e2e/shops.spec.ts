import { expect, test } from './support/test.ts';
import { addFromProductPages, sharedShopper } from './support/shopper.ts';

// Issue 26, shops: a shopper opens a product, follows "Sold by" to the maker's shop, and narrows the
// shop's products with the category page's tools; the shop page is rendered on the server with its
// JSON-LD Organization, and a slug no shop has answers 404. Then they buy from two shops in one cart
// and see two parcels, each shipping from its own shop's city.

interface Listed {
  id: number;
  name: string;
  price: string;
  stock: number | null;
  seller: { shopName: string; slug: string; city: string | null; state: string | null } | null;
}

test('a shopper follows "Sold by" from a product to its shop and sorts and filters the shop\'s products', async ({ page }) => {
  const products = (await (await page.request.get('/api/products?limit=100')).json()) as Listed[];
  const product = products.find((p) => p.seller);
  expect(product, 'a demo product with a seller').toBeDefined();
  const seller = product!.seller!;

  await page.goto(`/product/${product!.id}`);
  const soldBy = page.getByRole('region', { name: 'Sold by' });
  await expect(soldBy).toBeVisible();
  if (seller.city && seller.state) await expect(soldBy.getByText(`${seller.city}, ${seller.state}`)).toBeVisible();
  await soldBy.getByRole('link', { name: seller.shopName }).click();

  await expect(page).toHaveURL(new RegExp(`/shop/${seller.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: seller.shopName })).toBeVisible();
  await expect(page).toHaveTitle(`${seller.shopName} | Heartland Market`);
  await expect(page.getByText(/^Joined [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  const list = page.getByRole('region', { name: `Products from ${seller.shopName}` });
  const cards = list.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  // Every card of the shop's list is the shop's.
  const shopLinks = list.getByRole('link', { name: seller.shopName, exact: true });
  await expect(shopLinks).toHaveCount(await cards.count());

  // Sorted by price, high to low: on the server, kept in the address.
  await list.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/\?sort=price-desc$/);
  const sorted = (await (await page.request.get(`/api/shops/${seller.slug}/products?sort=price-desc&limit=24`)).json()) as Listed[];
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(sorted[0]!.name);

  // In stock only: the count follows the server's.
  await list.getByRole('checkbox', { name: 'In Stock' }).click();
  await expect(page).toHaveURL(/\?sort=price-desc&inStock=true$/);
  const inStock = await page.request.get(`/api/shops/${seller.slug}/products?sort=price-desc&inStock=true&limit=24`);
  const total = Number(inStock.headers()['x-total-count']);
  await expect(list.getByText(new RegExp(`^${total} products?$`))).toBeVisible();

  // Clear goes back to the whole shop.
  await list.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${seller.slug}$`));
});

test('a shop page answers 200 from the server with its JSON-LD Organization, and an unknown shop 404', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  const products = (await (await noJs.request.get('/api/products?limit=100')).json()) as Listed[];
  const seller = products.find((p) => p.seller)!.seller!;

  const response = await noJs.goto(`/shop/${seller.slug}`);
  expect(response?.status()).toBe(200);
  await expect(noJs.getByRole('heading', { level: 1, name: seller.shopName })).toBeVisible();
  await expect(noJs.getByTestId('product-card').first()).toBeVisible();
  await expect(noJs.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/shop/${seller.slug}$`));
  const blocks = await noJs.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Organization');
  expect(organization).toMatchObject({ name: seller.shopName, url: expect.stringMatching(new RegExp(`/shop/${seller.slug}$`)) });
  if (seller.city) expect(organization).toMatchObject({ address: { addressLocality: seller.city, addressRegion: seller.state } });

  const unknown = await noJs.goto('/shop/no-such-shop-anywhere');
  expect(unknown?.status()).toBe(404);
  await expect(noJs.getByRole('heading', { level: 1, name: 'Shop Not Found' })).toBeVisible();
  await expect(noJs).toHaveTitle('Shop Not Found | Heartland Market');
  await context.close();
});

const asShopper = sharedShopper('shops');

test("a shopper buys from two shops in one cart and sees two parcels, each from its shop's city", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await asShopper(browser, baseURL);
  const products = (await (await context.request.get('/api/products?limit=100&inStock=true')).json()) as Listed[];
  const picks: Listed[] = [];
  for (const product of products) {
    const seller = product.seller;
    if (seller?.city && (product.stock ?? 1) > 0 && !picks.some((p) => p.seller!.slug === seller.slug)) picks.push(product);
    if (picks.length === 2) break;
  }
  expect(picks, 'two in-stock demo products from two located shops').toHaveLength(2);
  await addFromProductPages(
    context,
    page,
    picks.map((p) => p.id),
  );

  // The cart: one group per shop, each with where its parcel ships from.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart (2 items)' })).toBeVisible();
  for (const { name, seller } of picks) {
    const group = page.getByRole('region', { name: `Sold by ${seller!.shopName}` });
    await expect(group.getByRole('heading', { level: 2, name: `Sold by ${seller!.shopName}` })).toBeVisible();
    await expect(group.getByText(`Ships from ${seller!.city}, ${seller!.state}`)).toBeVisible();
    await expect(
      group
        .getByRole('list', { name: `Cart items sold by ${seller!.shopName}` })
        .getByText(name)
        .first(),
    ).toBeVisible();
  }

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Address').fill('12 Main Street');
  await page.getByLabel('City').fill('Detroit');
  await page.getByLabel('State').fill('MI');
  await page.getByLabel('Zip Code').fill('48201');
  await page.getByLabel('Phone').fill('3135550100');
  await expect(page.getByRole('group', { name: 'Shipping Method' }).getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible({ timeout: 20_000 });

  // The order: two parcels, one per shop, each shipping from its shop's city.
  const orders = (await (await context.request.get('/api/orders')).json()) as Array<{ id: number; items: Array<{ seller: { slug: string } | null }> }>;
  expect(new Set(orders[0]!.items.map((item) => item.seller?.slug))).toEqual(new Set(picks.map((p) => p.seller!.slug)));
  await page.goto(`/orders/${orders[0]!.id}`);
  for (const { seller } of picks) {
    await expect(page.getByRole('heading', { level: 3, name: `Sold by ${seller!.shopName}` })).toBeVisible();
    await expect(page.getByText(`Ships from ${seller!.city}, ${seller!.state}`).first()).toBeVisible();
  }
  await context.close();
});
