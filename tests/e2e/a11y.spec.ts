import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { APP_ROUTE_PATTERNS } from '../../src/shared/app-routes.ts';
import { DEMO_TRACKING_NUMBERS } from '../../src/shared/schemas/tracking.ts';
import { audit, focusSweep, openAs, type Role } from './support/a11y.ts';
import { placePaidOrder } from './support/orders.ts';

// Issue 15, accessibility gate: every route of the client's route table (src/client/app/routes.tsx),
// as the role that can see it, at 1280 and 375 px, with the open states that matter (dialogs, the
// mobile menu, forms showing their errors), audited by axe-core (support/a11y.ts): a serious or
// critical violation fails, and so does a control whose focus cannot be seen (every control of each
// screen and state gets the focus in turn). A route missing from SCREENS fails the first test, so a
// new screen cannot go unaudited.
//
// One test per role and width, each with one context (signed in once per worker) and one page
// that goes from screen to screen; the tests of this file share the two workers.

test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const WIDTHS = [1280, 375] as const;

interface State {
  name: string;
  /** brings the state about on the screen, and waits until it shows */
  open: (page: Page) => Promise<void>;
  /** only at this width (the mobile menu exists below 768 px) */
  width?: number;
}

interface Screen {
  /** the route of routes.tsx this screen stands for */
  route: string;
  role: Role;
  /** where to go; {name} is replaced by the id `prepare` found for the role */
  path: string;
  /** the page's level-1 heading once it has loaded */
  heading: string | RegExp;
  /** a redirect: the address it lands on (whose own screen is audited in its place) */
  landsOn?: RegExp;
  /** more to wait for before the audit */
  ready?: (page: Page) => Promise<void>;
  states?: State[];
}

const SHIPPING = {
  fullName: 'Jordan Shopper',
  address: '400 Locust Street',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  phone: '5155550100',
};

const productCards = async (page: Page) => {
  await expect(page.getByTestId('product-card').first()).toBeVisible();
};

const mobileMenu: State = {
  name: 'mobile menu open',
  width: 375,
  open: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').first()).toBeVisible();
  },
};

/** Scrolls to the bottom in steps, so the sections that load near the viewport all render. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 30; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (done) break;
    await page.waitForTimeout(100);
  }
}

const SCREENS: Screen[] = [
  // Signed out: the storefront, help pages and what asks a visitor to sign in.
  {
    route: '/',
    role: 'guest',
    path: '/',
    heading: 'Your American-Made Marketplace',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Deal of the Day' })).toBeVisible();
      await scrollThrough(page);
      await expect(page.getByRole('region', { name: 'Featured Products' }).getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Subscribe to Our Newsletter' })).toBeVisible();
    },
    states: [mobileMenu],
  },
  {
    route: '/auth',
    role: 'guest',
    path: '/auth',
    heading: 'Sign in to your account',
    states: [
      {
        name: 'sign-in errors',
        open: async (page) => {
          await page.getByRole('button', { name: 'Sign In', exact: true }).click();
          await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute('aria-invalid', 'true');
        },
      },
    ],
  },
  {
    route: '/product/:id',
    role: 'guest',
    path: '/product/1',
    heading: /\w/,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    },
    states: [
      {
        // Radix leaves the reviews out of the page until their tab is chosen.
        name: 'reviews tab',
        open: async (page) => {
          await page.getByRole('tab', { name: /^Reviews/ }).click();
          await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
        },
      },
      {
        name: 'specifications tab',
        open: async (page) => {
          await page.getByRole('tab', { name: 'Specifications' }).click();
          await expect(page.getByRole('tabpanel', { name: 'Specifications' }).getByText('Processing time')).toBeVisible();
        },
      },
    ],
  },
  {
    // A listing with photos and options (docs/decisions/0060-photos-and-variants.md), a variant chosen.
    route: '/product/:id',
    role: 'guest',
    path: '/product/{listing}?variant={variant}',
    heading: /\w/,
    ready: async (page) => {
      await expect(page.getByRole('radiogroup').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Show photo 1 of/ })).toBeVisible();
    },
    states: [
      {
        name: 'photo zoom open',
        open: async (page) => {
          await page.getByRole('button', { name: 'Zoom photo' }).click();
          await expect(page.getByRole('dialog').getByText(/^Photo \d+ of \d+$/)).toBeVisible();
        },
      },
    ],
  },
  {
    // Recently viewed (decision 0061): the two product pages above were viewed in this browser.
    route: '/',
    role: 'guest',
    path: '/',
    heading: 'Your American-Made Marketplace',
    ready: async (page) => {
      await scrollThrough(page);
      await expect(page.getByRole('region', { name: 'Recently viewed' }).getByTestId('product-card').first()).toBeVisible();
    },
  },
  { route: '/categories', role: 'guest', path: '/categories', heading: 'Shop by Category' },
  { route: '/category/:id', role: 'guest', path: '/category/1', heading: /\w/, ready: productCards },
  { route: '/shop/:slug', role: 'guest', path: '/shop/prairie-workshop-co', heading: 'Prairie Workshop Co.', ready: productCards },
  { route: '/search', role: 'guest', path: '/search?q=skillet', heading: 'Search results for "skillet"', ready: productCards },
  {
    // Facets with counts, chosen values as chips, and on a phone the drawer that holds the facets (issue 29).
    route: '/search',
    role: 'guest',
    path: '/search?q=walnut&onSale=true',
    heading: 'Search results for "walnut"',
    ready: async (page) => {
      await productCards(page);
      await expect(page.getByRole('button', { name: 'Remove On Sale' })).toBeVisible();
    },
    states: [
      {
        name: 'filter drawer open',
        width: 375,
        open: async (page) => {
          await page.getByRole('button', { name: /^Filters/ }).click();
          await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox', { name: /^On Sale/ })).toBeChecked();
        },
      },
    ],
  },
  { route: '/deals', role: 'guest', path: '/deals', heading: 'Deals & Promotions', ready: productCards },
  { route: '/bestsellers', role: 'guest', path: '/bestsellers', heading: 'Best Sellers', ready: productCards },
  { route: '/new-arrivals', role: 'guest', path: '/new-arrivals', heading: /\w/, ready: productCards },
  {
    route: '/tracking',
    role: 'guest',
    path: `/tracking?tracking=${DEMO_TRACKING_NUMBERS.inTransit}`,
    heading: 'Package Tracking',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Tracking History' })).toBeVisible({ timeout: 20_000 });
    },
  },
  { route: '/help', role: 'guest', path: '/help', heading: 'Help Center' },
  { route: '/returns-policy', role: 'guest', path: '/returns-policy', heading: /\w/ },
  { route: '/shipping', role: 'guest', path: '/shipping', heading: /\w/ },
  {
    route: '/contact',
    role: 'guest',
    path: '/contact',
    heading: 'Contact Us',
    states: [
      {
        name: 'form errors',
        open: async (page) => {
          await page.getByRole('button', { name: 'Send Message' }).click();
          await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        },
      },
    ],
  },
  { route: '/about', role: 'guest', path: '/about', heading: 'About Heartland Market' },
  { route: '/terms', role: 'guest', path: '/terms', heading: 'Terms of Service' },
  { route: '/privacy', role: 'guest', path: '/privacy', heading: 'Privacy Policy' },
  { route: '/accessibility', role: 'guest', path: '/accessibility', heading: 'Accessibility' },
  { route: '/cookies', role: 'guest', path: '/cookies', heading: 'Cookie Policy' },
  { route: '/seller-terms', role: 'guest', path: '/seller-terms', heading: 'Seller Terms' },
  { route: '/become-seller', role: 'guest', path: '/become-seller', heading: 'Sell your American-made products' },
  {
    route: '/seller/submit-product',
    role: 'guest',
    path: '/seller/submit-product',
    heading: 'List a New Product',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    },
  },
  {
    route: '/newsletter/unsubscribe',
    role: 'guest',
    path: '/newsletter/unsubscribe?email=reader%40example.com&token=not-checked-until-sent',
    heading: 'Unsubscribe from our newsletter',
  },
  {
    route: '/unsubscribe',
    role: 'guest',
    path: '/unsubscribe?email=reader%40example.com&token=t',
    heading: 'Unsubscribe from our newsletter',
    landsOn: /\/newsletter\/unsubscribe\?email=/,
  },
  { route: '/support', role: 'guest', path: '/support', heading: 'Contact Us', landsOn: /\/contact$/ },
  { route: '*', role: 'guest', path: '/no/such/page', heading: '404 Page Not Found' },

  // The demo shopper: orders in every state, returns, profile, a review to write.
  {
    route: '/orders',
    role: 'shopper',
    path: '/orders',
    heading: 'My Orders',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'My Orders' }).getByRole('article').first()).toBeVisible();
    },
    states: [
      mobileMenu,
      {
        name: 'cancel order dialog',
        open: async (page) => {
          await page.getByRole('article').getByRole('button', { name: 'Cancel Order' }).first().click();
          await expect(
            page
              .getByRole('dialog', { name: /^Cancel Order #\d+$/ })
              .getByRole('radio')
              .first(),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    route: '/orders/:id',
    role: 'shopper',
    path: '/orders/{delivered}',
    heading: /^Order #\d+$/,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Tracking' })).toBeVisible();
    },
    states: [
      {
        name: 'return item dialog',
        open: async (page) => {
          await page.getByRole('button', { name: 'Return Item' }).first().click();
          await expect(page.getByRole('dialog', { name: 'Return Item' }).getByLabel('Reason for return')).toBeVisible();
        },
      },
    ],
  },
  { route: '/account/returns', role: 'shopper', path: '/account/returns', heading: 'Return Requests', landsOn: /\/returns$/ },
  { route: '/returns', role: 'shopper', path: '/returns', heading: 'Return Requests' },
  {
    route: '/profile',
    role: 'shopper',
    path: '/profile',
    heading: 'My Profile',
    ready: async (page) => {
      await expect(page.getByRole('tabpanel', { name: 'Account Information' })).toBeVisible();
    },
    states: [
      {
        name: 'security tab with errors',
        open: async (page) => {
          await page.getByRole('tab', { name: 'Security Settings' }).click();
          await page.getByRole('button', { name: 'Change Password' }).click();
          await expect(page.getByRole('tabpanel', { name: 'Security Settings' }).locator('[aria-invalid="true"]').first()).toBeVisible();
        },
      },
      {
        name: 'shipping tab',
        open: async (page) => {
          await page.getByRole('tab', { name: 'Shipping Settings' }).click();
          await expect(
            page.getByRole('tabpanel', { name: 'Shipping Settings' }).getByRole('heading', { name: 'Shipping Settings', exact: true }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    route: '/write-review/:id',
    role: 'shopper',
    path: '/write-review/{reviewable}',
    heading: 'Write a Review',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'Back to product' })).toBeVisible();
    },
  },

  // A shopper of this worker: cart, checkout with its states, the confirmation, the wishlist.
  {
    route: '/order-confirmation',
    role: 'buyer',
    path: '/order-confirmation?payment_intent={paymentIntent}&redirect_status=succeeded',
    heading: 'Order Confirmed!',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Order Details' }).getByText(/^#\d+$/)).toBeVisible();
    },
  },
  { route: '/cart', role: 'buyer', path: '/cart', heading: /^Your Cart \(\d+ items?\)$/ },
  {
    route: '/checkout',
    role: 'buyer',
    path: '/checkout',
    heading: 'Checkout',
    ready: async (page) => {
      // An order placed through the API saves no profile: checkout opens on shipping.
      await expect(page.getByLabel('Full Name')).toBeVisible();
    },
    states: [
      {
        name: 'shipping errors',
        open: async (page) => {
          await page.getByRole('button', { name: 'Continue to Payment' }).click();
          await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        name: 'shipping filled',
        open: async (page) => {
          await page.getByLabel('Full Name').fill(SHIPPING.fullName);
          await page.getByLabel('Address').fill(SHIPPING.address);
          await page.getByLabel('City').fill(SHIPPING.city);
          await page.getByLabel('State').fill(SHIPPING.state);
          await page.getByLabel('Zip Code').fill(SHIPPING.zipCode);
          await page.getByLabel('Phone').fill(SHIPPING.phone);
          await expect(page.getByRole('group', { name: 'Shipping Method' }).getByRole('radio').first()).toBeChecked();
        },
      },
      {
        name: 'payment tab',
        open: async (page) => {
          await page.getByRole('button', { name: 'Continue to Payment' }).click();
          await expect(page.getByRole('tab', { name: '2. Payment' })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByLabel('Card number')).toBeEnabled();
        },
      },
      {
        name: '3-D Secure dialog',
        open: async (page) => {
          await page.getByLabel('Card number').fill('4000 0025 0000 3155');
          await page.getByLabel('Expiry').fill('12 / 34');
          await page.getByLabel('CVC').fill('123');
          await page.getByRole('button', { name: 'Pay Now' }).click();
          await expect(page.getByRole('dialog', { name: '3-D Secure Authentication' }).getByRole('button', { name: 'Complete Authentication' })).toBeVisible();
        },
      },
    ],
  },
  {
    route: '/wishlist',
    role: 'buyer',
    path: '/wishlist',
    heading: 'My Wishlist',
    ready: productCards,
  },

  // The demo seller: dashboard, listings, a product to edit, returns, an order's label, shipping settings.
  {
    route: '/seller/dashboard',
    role: 'seller',
    path: '/seller/dashboard',
    heading: 'Seller Dashboard',
    ready: async (page) => {
      await expect(
        page
          .getByRole('region', { name: 'Your Orders' })
          .getByRole('link', { name: /^Order #\d+$/ })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sales over time' }).getByTestId('sales-bar').filter({ visible: true }).first()).toBeVisible();
    },
  },
  { route: '/seller-dashboard', role: 'seller', path: '/seller-dashboard', heading: 'Seller Dashboard', landsOn: /\/seller\/dashboard$/ },
  {
    // The demo seed books the seller's orders: balances, and this month's statement or its empty state.
    route: '/seller/payouts',
    role: 'seller',
    path: '/seller/payouts',
    heading: 'Payouts',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Your balance' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Statement' })).toBeVisible();
      await expect(page.getByLabel('Account holder name')).toBeVisible();
    },
  },
  {
    route: '/seller/products',
    role: 'seller',
    path: '/seller/products',
    heading: 'My Products',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: /Edit/ }).first()).toBeVisible();
    },
  },
  {
    route: '/seller/submit-product',
    role: 'seller',
    path: '/seller/submit-product',
    heading: 'List a New Product',
    states: [
      {
        name: 'form errors',
        open: async (page) => {
          await page.getByRole('button', { name: 'Submit Product' }).click();
          await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        },
      },
    ],
  },
  {
    route: '/seller/edit-product/:id',
    role: 'seller',
    path: '/seller/edit-product/{product}',
    heading: /\w/,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    },
  },
  { route: '/seller/returns', role: 'seller', path: '/seller/returns', heading: 'Manage Returns' },
  {
    route: '/orders/:id',
    role: 'seller',
    path: '/orders/{sellerOrder}?from=seller',
    heading: /^Order #\d+$/,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Shipping Label' })).toBeVisible();
    },
  },
  {
    route: '/profile',
    role: 'seller',
    path: '/profile?tab=shipping',
    heading: 'My Profile',
    ready: async (page) => {
      await expect(page.getByLabel('USPS User ID')).toBeVisible();
    },
  },
  {
    route: '/profile',
    role: 'seller',
    path: '/profile?tab=shop',
    heading: 'My Profile',
    ready: async (page) => {
      await expect(page.getByLabel('Shop Name')).toBeVisible();
    },
  },

  // The administrator: newsletters, the outbox, listing review, the demo tracking numbers.
  {
    route: '/admin/newsletter',
    role: 'admin',
    path: '/admin/newsletter',
    heading: 'Newsletter Management',
    states: [
      {
        name: 'create errors',
        open: async (page) => {
          await page.getByRole('button', { name: 'Save as Draft' }).click();
          await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        name: 'manage tab',
        open: async (page) => {
          await page.getByRole('tab', { name: 'Manage Newsletters' }).click();
          await expect(page.getByRole('status', { name: 'Loading newsletters' })).toHaveCount(0);
        },
      },
    ],
  },
  {
    route: '/admin/ledger',
    role: 'admin',
    path: '/admin/ledger',
    heading: 'Ledger',
    ready: async (page) => {
      await expect(page.getByText('Books balance')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /^Fees, tax and payouts/ })).toBeVisible();
    },
  },
  {
    route: '/admin/outbox',
    role: 'admin',
    path: '/admin/outbox',
    heading: 'Mail Outbox',
    states: [
      {
        name: 'message dialog',
        open: async (page) => {
          // The table from 768 px, cards below: the first visible message either way.
          const subjects = page
            .getByRole('table')
            .getByRole('button')
            .or(page.getByRole('list', { name: 'Messages' }).getByRole('button'));
          await subjects.filter({ visible: true }).first().click();
          const dialog = page.getByRole('dialog');
          await expect(dialog.getByRole('heading', { name: 'Text version' })).toBeVisible();
        },
      },
    ],
  },
  { route: '/admin/listings', role: 'admin', path: '/admin/listings', heading: 'Review Listings' },
  {
    route: '/tracking',
    role: 'admin',
    path: '/tracking',
    heading: 'Package Tracking',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Test Tracking Numbers' })).toBeVisible();
    },
  },
];

/**
 * The paths of the client's route table (src/client/app/routes.tsx): the ones src/shared/app-routes.ts
 * lists (src/client/app/routes.test.ts keeps the two the same), and its catch-all '*'.
 */
const clientRoutes = (): string[] => [...APP_ROUTE_PATTERNS, '*'];

test('every route of the client is audited', () => {
  const routes = clientRoutes();
  expect(routes.length).toBeGreaterThan(30);
  const audited = new Set(SCREENS.map((s) => s.route));
  expect(
    routes.filter((r) => !audited.has(r)),
    'routes with no screen in SCREENS',
  ).toEqual([]);
  expect(
    [...audited].filter((r) => !routes.includes(r)),
    'screens of routes that no longer exist',
  ).toEqual([]);
});

/** The ids a role's paths need: its own orders and products, found through the API. */
async function prepare(role: Role, request: APIRequestContext): Promise<Record<string, string>> {
  const json = async <T>(url: string): Promise<T> => {
    const res = await request.get(url);
    expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  };
  if (role === 'shopper') {
    const [delivered] = await json<Array<{ id: number; items: Array<{ productId: number }> }>>('/api/orders?status=delivered');
    expect(delivered).toBeDefined();
    return { delivered: String(delivered!.id), reviewable: String(delivered!.items[0]!.productId) };
  }
  if (role === 'buyer') {
    // The confirmation shows an order placed here; the cart and checkout then hold a fresh product.
    const orderId = await placePaidOrder(request, [2]);
    const { paymentIntentId } = await json<{ paymentIntentId: string }>(`/api/orders/${orderId}`);
    expect((await request.post('/api/cart', { data: { productId: 1, quantity: 1 } })).ok()).toBe(true);
    expect((await request.post('/api/wishlist/3')).ok()).toBe(true);
    return { paymentIntent: encodeURIComponent(paymentIntentId) };
  }
  if (role === 'guest') {
    // A listing whose variants differ in price has options: its page opens on its last variant.
    const products = await json<Array<{ id: number; priceRange: unknown }>>('/api/products?limit=100');
    const listing = products.find((p) => p.priceRange);
    expect(listing, 'the demo catalogue has a listing with variants').toBeTruthy();
    const { variants } = await json<{ variants: Array<{ id: number }> }>(`/api/products/${listing!.id}`);
    return { listing: String(listing!.id), variant: String(variants[variants.length - 1]!.id) };
  }
  if (role === 'seller') {
    const [order] = await json<Array<{ id: number }>>('/api/orders/seller?status=processing&limit=1');
    const products = await json<Array<{ id: number; sellerId: number | null }>>('/api/products?limit=100');
    const product = products.find((p) => p.sellerId === 2);
    expect(order && product, 'the demo seller has orders and products').toBeTruthy();
    return { sellerOrder: String(order!.id), product: String(product!.id) };
  }
  return {};
}

const ROLES: Role[] = ['guest', 'shopper', 'buyer', 'seller', 'admin'];

for (const role of ROLES) {
  for (const width of WIDTHS) {
    test(`${role} screens have no serious or critical violations at ${width} px`, async ({ browser, baseURL }) => {
      const { context, page } = await openAs(browser, baseURL, role, width);
      const ids = await prepare(role, context.request);
      const failures: string[] = [];
      for (const screen of SCREENS.filter((s) => s.role === role)) {
        const address = screen.path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key] ?? `{${key}}`);
        await page.goto(address);
        if (screen.landsOn) await expect(page).toHaveURL(screen.landsOn);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible({ timeout: 20_000 });
        await screen.ready?.(page);
        // A redirect lands on a screen audited under its own route.
        if (screen.landsOn) continue;
        failures.push(...(await audit(page, `${address} @${width}`)), ...(await focusSweep(page, `${address} @${width}`)));
        for (const state of screen.states ?? []) {
          if (state.width && state.width !== width) continue;
          await state.open(page);
          const name = `${address} ${state.name} @${width}`;
          failures.push(...(await audit(page, name)), ...(await focusSweep(page, name)));
          // A dialog or menu closes again, so the next state starts from the screen.
          await page.keyboard.press('Escape');
        }
      }
      await context.close();
      expect(failures.length, `serious/critical accessibility violations and hidden focus at ${width} px:\n${failures.join('\n')}`).toBe(0);
    });
  }
}
