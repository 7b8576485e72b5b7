import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { addFromProductPages, sharedShopper, type ShopProduct } from './support/shopper.ts';

// Journey of issue 4 around the cart page: add two products from their pages, open /cart, step a
// quantity, remove a line, clear the cart.
//
// A freshly registered shopper (registering signs in), so this file neither touches the demo
// shopper's cart nor spends the login rate limit other files use.

const asNewShopper = sharedShopper('cart');

test('a shopper adds two products, steps a quantity, removes a line and clears the cart', async ({ browser, baseURL }) => {
  const { context, page } = await asNewShopper(browser, baseURL);
  const products = await addFromProductPages(context, page, [1, 2]);
  const [first, second] = products as [ShopProduct, ShopProduct];

  await page.goto('/cart');
  await expect(page).toHaveTitle('Your Cart | Heartland Market');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart (2 items)' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  for (const product of products) await expect(items.getByRole('link', { name: product.name })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Tax (8%)')).toBeVisible();
  await expect(summary.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');

  // Step up a line whose stock allows a second unit; the buttons lock for 500 ms after the click.
  const stepped = (first.stock ?? 100) >= 2 ? first : second;
  const other = stepped === first ? second : first;
  const decrease = page.getByRole('button', { name: `Decrease quantity of ${stepped.name}` });
  await expect(decrease).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${stepped.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart (3 items)' })).toBeVisible();
  await expect(page.getByRole('status', { name: `Quantity of ${stepped.name}` })).toHaveText('2');
  await expect(decrease).toBeEnabled();
  // The server agrees.
  const afterStep = (await (await context.request.get('/api/cart')).json()) as Array<{ productId: number; quantity: number }>;
  expect(afterStep.find((l) => l.productId === stepped.id)?.quantity).toBe(2);

  await page.getByRole('button', { name: `Remove ${other.name} from cart` }).click();
  await expectToast(page, 'Item Removed');
  await expect(items).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart (2 items)' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expectToast(page, 'Cart Cleared');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: 'Recommended Products' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended Products' }).getByRole('listitem')).toHaveCount(4);

  await context.close();
});
