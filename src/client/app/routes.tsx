import { Suspense, type ReactNode } from 'react';
import { lazyPage as lazy } from '#client/ssr/lazy-page.ts';
import { Navigate, Route, Routes, useLocation } from '#client/app/router.tsx';
import { Layout } from './layout/layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { SellerRoute } from './seller-route.tsx';
import { PageSpinner } from './page-spinner.tsx';

// Every screen is its own chunk: the first page loads only the shell and itself.
const HomePage = lazy(() => import('#client/features/home/pages/home-page.tsx'));
const AuthPage = lazy(() => import('#client/features/auth/pages/auth-page.tsx'));
const NotFoundPage = lazy(() => import('#client/features/misc/pages/not-found-page.tsx'));
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
const OrdersPage = lazy(() => import('#client/features/orders/pages/orders-page.tsx'));
const OrderDetailPage = lazy(() => import('#client/features/orders/pages/order-detail-page.tsx'));
const OutboxPage = lazy(() => import('#client/features/admin-outbox/pages/outbox-page.tsx'));
const TrackingPage = lazy(() => import('#client/features/tracking/pages/tracking-page.tsx'));
const ReturnsPage = lazy(() => import('#client/features/returns/pages/returns-page.tsx'));
const HelpPage = lazy(() => import('#client/features/help/pages/help-page.tsx'));
const ReturnsPolicyPage = lazy(() => import('#client/features/help/pages/returns-policy-page.tsx'));
const ShippingPage = lazy(() => import('#client/features/help/pages/shipping-page.tsx'));
const AboutPage = lazy(() => import('#client/features/help/pages/about-page.tsx'));
const TermsPage = lazy(() => import('#client/features/help/pages/terms-page.tsx'));
const PrivacyPage = lazy(() => import('#client/features/help/pages/privacy-page.tsx'));
const AccessibilityPage = lazy(() => import('#client/features/help/pages/accessibility-page.tsx'));
const CookiesPage = lazy(() => import('#client/features/help/pages/cookies-page.tsx'));
const SellerTermsPage = lazy(() => import('#client/features/help/pages/seller-terms-page.tsx'));
const ContactPage = lazy(() => import('#client/features/contact/pages/contact-page.tsx'));
const ProfilePage = lazy(() => import('#client/features/profile/pages/profile-page.tsx'));
const NewsletterAdminPage = lazy(() => import('#client/features/newsletter/pages/newsletter-admin-page.tsx'));
const ListingsReviewPage = lazy(() => import('#client/features/seller/pages/listings-review-page.tsx'));
const UnsubscribePage = lazy(() => import('#client/features/newsletter/pages/unsubscribe-page.tsx'));
const BecomeSellerPage = lazy(() => import('#client/features/seller/pages/become-seller-page.tsx'));
const SubmitProductPage = lazy(() => import('#client/features/seller/pages/submit-product-page.tsx'));
const EditProductPage = lazy(() => import('#client/features/seller/pages/edit-product-page.tsx'));
const MyProductsPage = lazy(() => import('#client/features/seller/pages/my-products-page.tsx'));
const SellerReturnsPage = lazy(() => import('#client/features/seller/returns/pages/seller-returns-page.tsx'));
const SellerDashboardPage = lazy(() => import('#client/features/seller/pages/dashboard-page.tsx'));

/**
 * The server-rendered pages (src/client/ssr/routes.ts) and their code: the browser loads it before
 * hydrating the server's HTML (decision 0029).
 */
const SERVER_RENDERED: Array<[RegExp, { preload(): Promise<unknown> }]> = [
  [/^\/$/, HomePage],
  [/^\/product\/[^/]+$/, ProductPage],
  [/^\/category\/[^/]+$/, CategoryPage],
  [/^\/categories$/, CategoriesPage],
  [/^\/(deals|bestsellers|new-arrivals)$/, ListPage],
  [/^\/search$/, SearchPage],
  [/^\/help$/, HelpPage],
  [/^\/returns-policy$/, ReturnsPolicyPage],
  [/^\/shipping$/, ShippingPage],
  [/^\/about$/, AboutPage],
  [/^\/terms$/, TermsPage],
  [/^\/privacy$/, PrivacyPage],
  [/^\/accessibility$/, AccessibilityPage],
  [/^\/cookies$/, CookiesPage],
  [/^\/seller-terms$/, SellerTermsPage],
  [/^\/contact$/, ContactPage],
  [/^\/tracking$/, TrackingPage],
];

/** Loads the code of the page at `pathname`, when it is one the server renders. */
export const preloadPage = (pathname: string): Promise<unknown> =>
  SERVER_RENDERED.find(([pattern]) => pattern.test(pathname))?.[1].preload() ?? Promise.resolve();

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
        <Route path="/tracking" element={<Lazy><TrackingPage /></Lazy>} />
        <Route path="/help" element={<Lazy><HelpPage /></Lazy>} />
        <Route path="/returns-policy" element={<Lazy><ReturnsPolicyPage /></Lazy>} />
        <Route path="/shipping" element={<Lazy><ShippingPage /></Lazy>} />
        <Route path="/contact" element={<Lazy><ContactPage /></Lazy>} />
        <Route path="/about" element={<Lazy><AboutPage /></Lazy>} />
        <Route path="/terms" element={<Lazy><TermsPage /></Lazy>} />
        <Route path="/privacy" element={<Lazy><PrivacyPage /></Lazy>} />
        <Route path="/accessibility" element={<Lazy><AccessibilityPage /></Lazy>} />
        <Route path="/cookies" element={<Lazy><CookiesPage /></Lazy>} />
        <Route path="/seller-terms" element={<Lazy><SellerTermsPage /></Lazy>} />
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
          path="/orders"
          element={
            <ProtectedRoute>
              <Lazy><OrdersPage /></Lazy>
            </ProtectedRoute>
          }
        />
        <Route
          path="/orders/:id"
          element={
            <ProtectedRoute>
              <Lazy><OrderDetailPage /></Lazy>
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
          path="/admin/listings"
          element={
            <ProtectedRoute>
              <Lazy><ListingsReviewPage /></Lazy>
            </ProtectedRoute>
          }
        />
        <Route
          path="/admin/newsletter"
          element={
            <ProtectedRoute>
              <Lazy><NewsletterAdminPage /></Lazy>
            </ProtectedRoute>
          }
        />
        <Route
          path="/profile"
          element={
            <ProtectedRoute>
              <Lazy><ProfilePage /></Lazy>
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
        <Route
          path="/returns"
          element={
            <ProtectedRoute>
              <Lazy><ReturnsPage /></Lazy>
            </ProtectedRoute>
          }
        />
        <Route
          path="/seller/returns"
          element={
            <SellerRoute allowAdmin>
              <Lazy><SellerReturnsPage /></Lazy>
            </SellerRoute>
          }
        />
        <Route path="/become-seller" element={<Lazy><BecomeSellerPage /></Lazy>} />
        {/* The page itself asks a visitor to log in and a shopper to become a seller (spec 001 section 2). */}
        <Route path="/seller/submit-product" element={<Lazy><SubmitProductPage /></Lazy>} />
        <Route
          path="/seller/edit-product/:id"
          element={
            <SellerRoute allowAdmin>
              <Lazy><EditProductPage /></Lazy>
            </SellerRoute>
          }
        />
        <Route
          path="/seller/products"
          element={
            <SellerRoute>
              <Lazy><MyProductsPage /></Lazy>
            </SellerRoute>
          }
        />
        <Route
          path="/seller/dashboard"
          element={
            <SellerRoute allowAdmin>
              <Lazy><SellerDashboardPage /></Lazy>
            </SellerRoute>
          }
        />
        <Route path="/newsletter/unsubscribe" element={<Lazy><UnsubscribePage /></Lazy>} />
        <Route path="/unsubscribe" element={<UnsubscribeRedirect />} />
        {/* Linked by the tracking page's Contact Support (spec 001 section 2); support is the contact form. */}
        <Route path="/support" element={<Navigate to="/contact" replace />} />
        <Route path="/account/returns" element={<Navigate to="/returns" replace />} />
        <Route path="/seller-dashboard" element={<Navigate to="/seller/dashboard" replace />} />
        <Route path="*" element={<Lazy><NotFoundPage /></Lazy>} />
      </Route>
    </Routes>
  );
}
