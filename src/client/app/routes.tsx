// The storefront's one route table (docs/decisions/0051-one-storefront-route-table.md). An entry
// says, for its path: the page and who may open it, and whether the server renders it, with the
// chunks its first paint loads. The rest is the page module's own: what the server asks before
// rendering it and when it is not found (its `pageData`, src/client/ssr/page-data.ts, beside the
// queries the page reads), and its head (title, description, canonical, JSON-LD: its useSeo and
// JsonLd, which the server's render captures and writes into the HTML).
//
// Read by: the router (AppRoutes below), the preload map (preloadPage, src/client/main.tsx), the
// server's renderer (src/client/entry-server.tsx) and, through the renderer, the server's HTML route
// (src/server/http/spa.ts). src/shared/app-routes.ts lists the same paths for a server without a
// renderer; routes.test.ts keeps the two the same. Adding a page is one entry here.
import { lazy, Suspense, type ReactNode } from 'react';
import { lazyPage, type PageModule } from '#client/ssr/lazy-page.ts';
import { Navigate, Route, Routes, useLocation } from '#client/lib/router.tsx';
import { matchPath, patternScore } from '#shared/path-pattern.ts';
import { Layout } from './layout/layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { SellerRoute } from './seller-route.tsx';
import { PageSpinner } from './page-spinner.tsx';

type Params = Readonly<Record<string, string>>;

/** A page's code, loaded on first use (every screen is its own chunk), and how the route renders it. */
export interface PageCode {
  element: ReactNode;
  /** the props the route gives the page, which its pageData is asked with too */
  props: object;
  /** loads the page's module; once it is in, the page renders without suspending (lazy-page.ts) */
  preload(): Promise<PageModule<object>>;
}

export interface PageRoute {
  /** The router's pattern: static and ':param' segments (src/shared/path-pattern.ts); '*' is any other path. */
  path: string;
  /** The page, or `redirect`. */
  page?: PageCode;
  /** Where the path leads instead (the browser goes there), keeping these query parameters. */
  redirect?: { to: string; keep?: string[] };
  /** Who may open it: others are sent to sign in (and a shopper to become a seller). None: everyone. */
  access?: 'signed-in' | 'seller' | 'seller-or-admin';
  /**
   * Rendered on the server with its data (its module's pageData) and hydrated (decision 0029): the
   * modules its first paint loads, the page's own first, as paths under src/client/features/
   * (preloaded with the HTML). Without it the browser renders the page, from a document that
   * carries its visitor (decision 0042).
   */
  ssr?: readonly string[];
  /**
   * A page the browser renders whose data the server asks all the same (its module's pageData), for
   * a signed-in visitor: when the page shows its not-found state the answer is a 404 with the head
   * '{thing} Not Found' (decision 0047).
   */
  serverData?: { thing: string };
}

function page<P extends object>(load: () => Promise<PageModule<P>>, ...given: object extends P ? [] : [P]): PageCode {
  const Page = lazyPage(load);
  const props = (given[0] ?? {}) as P;
  return { element: <Page {...props} />, props, preload: Page.preload as () => Promise<PageModule<object>> };
}

/** A page the server renders: its module, and the modules its first paint needs beyond its own. */
const rendered = (path: string, load: () => Promise<PageModule<object>>, module: string, ...more: string[]): PageRoute => ({
  path,
  page: page(load),
  ssr: [module, ...more],
});

const listRoute = (list: 'deals' | 'bestsellers' | 'new-arrivals'): PageRoute => ({
  path: `/${list}`,
  page: page(() => import('#client/features/catalogue/pages/list-page.tsx'), { list }),
  ssr: ['catalogue/pages/list-page.tsx'],
});

// The empty cart recommends the catalogue's products, whose cards add to the cart: the route
// composes the two, so neither feature imports the other (docs/architecture.md §7).
const RecommendedProducts = lazy(() => import('#client/features/catalogue/recommended-products.tsx'));

export const ROUTES: readonly PageRoute[] = [
  // Rendered on the server (decision 0029). The home page's deal block holds its largest picture:
  // its chunk comes with the page's.
  rendered('/', () => import('#client/features/home/pages/home-page.tsx'), 'home/pages/home-page.tsx', 'home/components/deal-of-the-day.tsx'),
  rendered('/product/:id', () => import('#client/features/product/pages/product-page.tsx'), 'product/pages/product-page.tsx'),
  rendered('/category/:id', () => import('#client/features/catalogue/pages/category-page.tsx'), 'catalogue/pages/category-page.tsx'),
  rendered('/categories', () => import('#client/features/catalogue/pages/categories-page.tsx'), 'catalogue/pages/categories-page.tsx'),
  rendered('/shop/:slug', () => import('#client/features/shops/pages/shop-page.tsx'), 'shops/pages/shop-page.tsx'),
  listRoute('deals'),
  listRoute('bestsellers'),
  listRoute('new-arrivals'),
  rendered('/search', () => import('#client/features/catalogue/pages/search-page.tsx'), 'catalogue/pages/search-page.tsx'),
  rendered('/tracking', () => import('#client/features/tracking/pages/tracking-page.tsx'), 'tracking/pages/tracking-page.tsx'),
  rendered('/help', () => import('#client/features/help/pages/help-page.tsx'), 'help/pages/help-page.tsx'),
  rendered('/returns-policy', () => import('#client/features/help/pages/returns-policy-page.tsx'), 'help/pages/returns-policy-page.tsx'),
  rendered('/shipping', () => import('#client/features/help/pages/shipping-page.tsx'), 'help/pages/shipping-page.tsx'),
  rendered('/contact', () => import('#client/features/contact/pages/contact-page.tsx'), 'contact/pages/contact-page.tsx'),
  rendered('/about', () => import('#client/features/help/pages/about-page.tsx'), 'help/pages/about-page.tsx'),
  rendered('/terms', () => import('#client/features/help/pages/terms-page.tsx'), 'help/pages/terms-page.tsx'),
  rendered('/privacy', () => import('#client/features/help/pages/privacy-page.tsx'), 'help/pages/privacy-page.tsx'),
  rendered('/accessibility', () => import('#client/features/help/pages/accessibility-page.tsx'), 'help/pages/accessibility-page.tsx'),
  rendered('/cookies', () => import('#client/features/help/pages/cookies-page.tsx'), 'help/pages/cookies-page.tsx'),
  rendered('/seller-terms', () => import('#client/features/help/pages/seller-terms-page.tsx'), 'help/pages/seller-terms-page.tsx'),

  // Rendered by the browser.
  { path: '/auth', page: page(() => import('#client/features/auth/pages/auth-page.tsx')) },
  // The page asks a visitor to log in (docs/product.md A2).
  { path: '/write-review/:id', page: page(() => import('#client/features/reviews/pages/write-review-page.tsx')) },
  { path: '/cart', access: 'signed-in', page: page(() => import('#client/features/cart/pages/cart-page.tsx'), { recommendations: <RecommendedProducts /> }) },
  { path: '/checkout', access: 'signed-in', page: page(() => import('#client/features/checkout/pages/checkout-page.tsx')) },
  { path: '/order-confirmation', access: 'signed-in', page: page(() => import('#client/features/orders/pages/order-confirmation-page.tsx')) },
  { path: '/orders', access: 'signed-in', page: page(() => import('#client/features/orders/pages/orders-page.tsx')) },
  // An order that does not exist or is not the visitor's (the API answers 404 for both) answers 404.
  { path: '/orders/:id', access: 'signed-in', page: page(() => import('#client/features/orders/pages/order-detail-page.tsx')), serverData: { thing: 'Order' } },
  { path: '/admin/outbox', access: 'signed-in', page: page(() => import('#client/features/admin-outbox/pages/outbox-page.tsx')) },
  { path: '/admin/listings', access: 'signed-in', page: page(() => import('#client/features/seller/pages/listings-review-page.tsx')) },
  { path: '/admin/newsletter', access: 'signed-in', page: page(() => import('#client/features/newsletter/pages/newsletter-admin-page.tsx')) },
  { path: '/admin/ledger', access: 'signed-in', page: page(() => import('#client/features/money/pages/ledger-admin-page.tsx')) },
  { path: '/profile', access: 'signed-in', page: page(() => import('#client/features/profile/pages/profile-page.tsx')) },
  { path: '/wishlist', access: 'signed-in', page: page(() => import('#client/features/wishlist/pages/wishlist-page.tsx')) },
  { path: '/returns', access: 'signed-in', page: page(() => import('#client/features/returns/pages/returns-page.tsx')) },
  { path: '/seller/returns', access: 'seller-or-admin', page: page(() => import('#client/features/seller/returns/pages/seller-returns-page.tsx')) },
  { path: '/become-seller', page: page(() => import('#client/features/seller/pages/become-seller-page.tsx')) },
  // The page itself asks a visitor to log in and a shopper to become a seller (docs/product.md A2).
  { path: '/seller/submit-product', page: page(() => import('#client/features/seller/pages/submit-product-page.tsx')) },
  { path: '/seller/edit-product/:id', access: 'seller-or-admin', page: page(() => import('#client/features/seller/pages/edit-product-page.tsx')) },
  { path: '/seller/products', access: 'seller', page: page(() => import('#client/features/seller/pages/my-products-page.tsx')) },
  { path: '/seller/dashboard', access: 'seller-or-admin', page: page(() => import('#client/features/seller/pages/dashboard-page.tsx')) },
  { path: '/seller/payouts', access: 'seller', page: page(() => import('#client/features/money/pages/payouts-page.tsx')) },
  { path: '/newsletter/unsubscribe', page: page(() => import('#client/features/newsletter/pages/unsubscribe-page.tsx')) },

  // Old and short addresses.
  { path: '/unsubscribe', redirect: { to: '/newsletter/unsubscribe', keep: ['email', 'token'] } },
  // Linked by the tracking page's Contact Support (docs/product.md A2); support is the contact form.
  { path: '/support', redirect: { to: '/contact' } },
  { path: '/account/returns', redirect: { to: '/returns' } },
  { path: '/seller-dashboard', redirect: { to: '/seller/dashboard' } },

  // Any other path: the not-found screen, answered 404 (decision 0047).
  { path: '*', page: page(() => import('#client/features/misc/pages/not-found-page.tsx')) },
];

/** The route table ranked as the router ranks it: the most specific pattern first. */
const RANKED = [...ROUTES].sort((a, b) => patternScore(b.path) - patternScore(a.path));

/** The route the router shows at `pathname` (the not-found one for any unknown path), and its params. */
export function matchRoute(pathname: string): { route: PageRoute; params: Params } {
  for (const route of RANKED) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  throw new Error('The route table has no catch-all route');
}

/** Loads the code of the page at `pathname` when the server renders it, so it hydrates without suspending (decision 0029). */
export function preloadPage(pathname: string): Promise<unknown> {
  const { route } = matchRoute(pathname);
  return route.ssr && route.page ? route.page.preload() : Promise.resolve();
}

/** A redirect, keeping the query parameters it names. */
function Redirect({ to, keep = [] }: { to: string; keep?: string[] }) {
  const params = new URLSearchParams(useLocation().search);
  const kept = new URLSearchParams();
  for (const key of keep) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  const qs = kept.toString();
  return <Navigate to={`${to}${qs ? `?${qs}` : ''}`} replace />;
}

function elementOf(route: PageRoute): ReactNode {
  if (!route.page) return <Redirect to={route.redirect!.to} keep={route.redirect!.keep} />;
  const page = <Suspense fallback={<PageSpinner />}>{route.page.element}</Suspense>;
  if (route.access === 'signed-in') return <ProtectedRoute>{page}</ProtectedRoute>;
  if (route.access) return <SellerRoute allowAdmin={route.access === 'seller-or-admin'}>{page}</SellerRoute>;
  return page;
}

const ROUTE_ELEMENTS = ROUTES.map((route) => <Route key={route.path} path={route.path} element={elementOf(route)} />);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>{ROUTE_ELEMENTS}</Route>
    </Routes>
  );
}
