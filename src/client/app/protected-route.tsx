import type { ReactNode } from 'react';
import { Navigate, useLocation } from '#client/lib/router.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';

/** Spinner while the session loads; a signed-out visitor goes to /auth?returnTo={encoded path}. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading your account" />
      </div>
    );
  }
  if (!user) {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/auth?returnTo=${returnTo}`} replace />;
  }
  return children;
}
