import { expect, type Browser, type BrowserContext, type Page } from './test.ts';
import { expectToast } from './toasts.ts';

export type SignIn = (browser: Browser, baseURL: string | undefined, width?: number) => Promise<{ context: BrowserContext; page: Page }>;

/**
 * One shopper registered for a whole spec file (sign-in is rate limited per username, so journeys
 * reuse the session instead of signing in each time); each call opens a new context signed in as
 * them, at the given width.
 */
export function sharedShopper(prefix: string): SignIn {
  let state: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  return async (browser, baseURL, width = 1280) => {
    if (!state) {
      const setup = await browser.newContext({ baseURL });
      const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const res = await setup.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } });
      expect(res.ok()).toBe(true);
      state = await setup.storageState();
      await setup.close();
    }
    const context = await browser.newContext({ baseURL, storageState: state, viewport: { width, height: width < 600 ? 812 : 900 } });
    return { context, page: await context.newPage() };
  };
}

export interface ShopProduct {
  id: number;
  name: string;
  stock: number | null;
}

/** Adds each product to the cart from its own page, as a shopper does, and answers the products. */
export async function addFromProductPages(context: BrowserContext, page: Page, ids: number[]): Promise<ShopProduct[]> {
  const products: ShopProduct[] = [];
  for (const id of ids) {
    const res = await context.request.get(`/api/products/${id}`);
    expect(res.ok()).toBe(true);
    products.push((await res.json()) as ShopProduct);
  }
  for (const product of products) {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Added to Cart');
  }
  return products;
}
