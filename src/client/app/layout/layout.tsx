import { Outlet, useLocation } from '#client/lib/router.tsx';
import { RouteErrorBoundary } from '../error-boundaries.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { HealthBanner } from './health-banner.tsx';

/** The shell around every screen: database banner, header, the page, footer (docs/product.md A2). */
export function Layout() {
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-white font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <HealthBanner />
      <Header />
      {/* At least a screen tall: the footer stays below the fold while a page's code loads, so the
          page arriving does not push a visible footer down (no layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        <RouteErrorBoundary resetKey={location.pathname + location.search}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
