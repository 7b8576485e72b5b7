import type { ReactNode } from 'react';
import { Navigate, useLocation } from '#client/lib/router.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';

/**
 * Seller pages (docs/product.md B2): a spinner while the session loads; a signed-out visitor goes
 * to /auth?returnTo={encoded path}, a signed-in non-seller to /become-seller. `allowAdmin` lets the
 * administrator in too, where the server lets them act: on any seller's product, and on the seller
 * dashboard, which is the platform's own stock for them (decision 0026).
 */
export function SellerRoute({ children, allowAdmin = false }: { children: ReactNode; allowAdmin?: boolean }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading your account" />
      </div>
    );
  }
  if (!user) return <Navigate to={`/auth?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  if (!user.isSeller && !(allowAdmin && user.isAdmin)) return <Navigate to="/become-seller" replace />;
  return children;
}
