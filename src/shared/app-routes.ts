// The paths of the storefront's route table (src/client/app/routes.tsx), for the server when it has
// no renderer to ask (decision 0051): a GET of any other path is an unknown page, answered 404 with
// the not-found screen (decision 0047). src/client/app/routes.test.ts keeps this list and the table
// the same.
import { matchPath } from './path-pattern.ts';

/** Every path pattern of the route table but its catch-all '*': static segments and ':param' segments. */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/auth',
  '/product/:id',
  '/write-review/:id',
  '/categories',
  '/category/:id',
  '/shop/:slug',
  '/search',
  '/deals',
  '/bestsellers',
  '/new-arrivals',
  '/tracking',
  '/help',
  '/returns-policy',
  '/shipping',
  '/contact',
  '/about',
  '/terms',
  '/privacy',
  '/accessibility',
  '/cookies',
  '/seller-terms',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/orders',
  '/orders/:id',
  '/admin/outbox',
  '/admin/listings',
  '/admin/newsletter',
  '/admin/ledger',
  '/profile',
  '/wishlist',
  '/returns',
  '/seller/returns',
  '/become-seller',
  '/seller/submit-product',
  '/seller/edit-product/:id',
  '/seller/products',
  '/seller/dashboard',
  '/seller/payouts',
  '/newsletter/unsubscribe',
  '/unsubscribe',
  '/support',
  '/account/returns',
  '/seller-dashboard',
] as const;

/**
 * Whether the client's router shows a page of its own at `pathname` rather than its not-found
 * screen, matched as the router matches (path-pattern.ts).
 */
export function isAppPath(pathname: string): boolean {
  return APP_ROUTE_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}
