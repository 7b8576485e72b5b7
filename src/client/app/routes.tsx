import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from '#client/app/router.tsx';
import { Layout } from './layout/layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { PageSpinner } from './page-spinner.tsx';

// Every screen is its own chunk: the first page loads only the shell and itself.
const HomePage = lazy(() => import('#client/features/home/pages/home-page.tsx'));
const AuthPage = lazy(() => import('#client/features/auth/pages/auth-page.tsx'));
const NotFoundPage = lazy(() => import('#client/features/misc/pages/not-found-page.tsx'));
const ComingSoonPage = lazy(() => import('#client/features/misc/pages/coming-soon-page.tsx'));
const ProductPage = lazy(() => import('#client/features/product/pages/product-page.tsx'));
const WriteReviewPage = lazy(() => import('#client/features/reviews/pages/write-review-page.tsx'));
const WishlistPage = lazy(() => import('#client/features/wishlist/pages/wishlist-page.tsx'));
const CategoriesPage = lazy(() => import('#client/features/catalogue/pages/categories-page.tsx'));
const CategoryPage = lazy(() => import('#client/features/catalogue/pages/category-page.tsx'));
const SearchPage = lazy(() => import('#client/features/catalogue/pages/search-page.tsx'));
const CartPage = lazy(() => import('#client/features/cart/pages/cart-page.tsx'));
const ListPage = lazy(() => import('#client/features/catalogue/pages/list-page.tsx'));
const CheckoutPage = lazy(() => import('#client/features/checkout/pages/checkout-page.tsx'));
const OrderConfirmationPage = lazy(() => import('#client/features/orders/pages/order-confirmation-page.tsx'));
const OutboxPage = lazy(() => import('#client/features/admin-outbox/pages/outbox-page.tsx'));

/** Screens delivered by later issues: the route exists now and says what will be there. */
const upcoming = (title: string, issue: string) => <ComingSoonPage title={title} issue={issue} />;

const PUBLIC_UPCOMING: Array<[string, string, string]> = [
  ['/become-seller', 'Become a Seller', 'seller tools'],
  ['/tracking', 'Package Tracking', 'tracking'],
  ['/help', 'Help Center', 'help pages'],
  ['/returns-policy', 'Returns & Refunds Policy', 'help pages'],
  ['/shipping', 'Shipping Information', 'help pages'],
  ['/contact', 'Contact Us', 'help pages'],
  ['/about', 'About Heartland Market', 'help pages'],
  ['/newsletter/unsubscribe', 'Unsubscribe', 'newsletter'],
];

const PROTECTED_UPCOMING: Array<[string, string, string]> = [
  ['/orders', 'My Orders', 'orders'],
  ['/orders/:id', 'Order Details', 'orders'],
  ['/returns', 'Return Requests', 'returns'],
  ['/profile', 'My Profile', 'profile'],
  ['/admin/newsletter', 'Newsletter Management', 'newsletter'],
  ['/seller/submit-product', 'List a New Product', 'seller tools'],
  ['/seller/edit-product/:id', 'Edit Product', 'seller tools'],
  ['/seller/products', 'My Products', 'seller tools'],
  ['/seller/returns', 'Manage Returns', 'seller tools'],
  ['/seller/dashboard', 'Seller Dashboard', 'seller tools'],
];

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

/** /unsubscribe keeps its email and token on the way to /newsletter/unsubscribe. */
function UnsubscribeRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['email', 'token']) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  const qs = kept.toString();
  return <Navigate to={`/newsletter/unsubscribe${qs ? `?${qs}` : ''}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Lazy><HomePage /></Lazy>} />
        <Route path="/auth" element={<Lazy><AuthPage /></Lazy>} />
        <Route path="/product/:id" element={<Lazy><ProductPage /></Lazy>} />
        <Route path="/write-review/:id" element={<Lazy><WriteReviewPage /></Lazy>} />
        <Route path="/categories" element={<Lazy><CategoriesPage /></Lazy>} />
        <Route path="/category/:id" element={<Lazy><CategoryPage /></Lazy>} />
        <Route path="/search" element={<Lazy><SearchPage /></Lazy>} />
        <Route path="/deals" element={<Lazy><ListPage list="deals" /></Lazy>} />
        <Route path="/bestsellers" element={<Lazy><ListPage list="bestsellers" /></Lazy>} />
        <Route path="/new-arrivals" element={<Lazy><ListPage list="new-arrivals" /></Lazy>} />
        <Route
          path="/cart"
          element={
            <ProtectedRoute>
              <Lazy><CartPage /></Lazy>
            </ProtectedRoute>
          }
        />
        <Route
          path="/checkout"
          element={
            <ProtectedRoute>
              <Lazy><CheckoutPage /></Lazy>
            </ProtectedRoute>
          }
        />
        <Route
          path="/order-confirmation"
          element={
            <ProtectedRoute>
              <Lazy><OrderConfirmationPage /></Lazy>
            </ProtectedRoute>
          }
        />
        <Route
          path="/admin/outbox"
          element={
            <ProtectedRoute>
              <Lazy><OutboxPage /></Lazy>
            </ProtectedRoute>
          }
        />
        <Route
          path="/wishlist"
          element={
            <ProtectedRoute>
              <Lazy><WishlistPage /></Lazy>
            </ProtectedRoute>
          }
        />
        {PUBLIC_UPCOMING.map(([path, title, issue]) => (
          <Route key={path} path={path} element={<Lazy>{upcoming(title, issue)}</Lazy>} />
        ))}
        {PROTECTED_UPCOMING.map(([path, title, issue]) => (
          <Route
            key={path}
            path={path}
            element={
              <ProtectedRoute>
                <Lazy>{upcoming(title, issue)}</Lazy>
              </ProtectedRoute>
            }
          />
        ))}
        <Route path="/unsubscribe" element={<UnsubscribeRedirect />} />
        <Route path="/account/returns" element={<Navigate to="/returns" replace />} />
        <Route path="/seller-dashboard" element={<Navigate to="/seller/dashboard" replace />} />
        <Route path="*" element={<Lazy><NotFoundPage /></Lazy>} />
      </Route>
    </Routes>
  );
}
