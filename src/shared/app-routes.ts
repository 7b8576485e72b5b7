// The paths of the client's route table (src/client/app/routes.tsx), for the server: a GET of any
// other path is an unknown page, answered 404 with the not-found screen (decision 0047).
// src/shared/app-routes.test.ts keeps this list and the route table the same.

/** Every route pattern of routes.tsx but its catch-all '*': static segments and ':param' segments. */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/auth',
  '/product/:id',
  '/write-review/:id',
  '/categories',
  '/category/:id',
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
  '/profile',
  '/wishlist',
  '/returns',
  '/seller/returns',
  '/become-seller',
  '/seller/submit-product',
  '/seller/edit-product/:id',
  '/seller/products',
  '/seller/dashboard',
  '/newsletter/unsubscribe',
  '/unsubscribe',
  '/support',
  '/account/returns',
  '/seller-dashboard',
] as const;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const PATTERNS = APP_ROUTE_PATTERNS.map((pattern) => pattern.split('/').filter(Boolean));

/**
 * Whether the client's router shows a page of its own at `pathname` rather than its not-found
 * screen: matched as the router matches (src/client/app/router.tsx): static segments in any letter
 * case, a ':param' segment for any one segment, empty segments ignored.
 */
export function isAppPath(pathname: string): boolean {
  const have = pathname.split('/').filter(Boolean).map(decode);
  return PATTERNS.some(
    (want) => want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === have[i]!.toLowerCase()),
  );
}
