import { lazy, Suspense } from 'react';
import { useAuth } from '#client/features/auth/api.ts';
import { shopCard } from '#client/features/catalogue/shop-product-card.tsx';
import { useBrowserList, useRecordView } from '#client/features/recently-viewed/api.ts';

const RecentlyViewedStrip = lazy(() => import('#client/features/recently-viewed/recently-viewed-strip.tsx'));

/**
 * The product page's part in recently viewed (docs/decisions/0061-discovery.md, item 5): it records
 * the view once hydrated and shows the shopper's other recently viewed products below the page,
 * from a chunk of their own, loaded only when there may be some (signed in, or a list here).
 */
export function RecentlyViewed({ productId }: { productId: number }) {
  const { user, isLoading } = useAuth();
  const signedIn = isLoading ? null : user != null;
  useRecordView(productId, signedIn);
  const browserList = useBrowserList();
  // null: the server renders, or the browser hydrates, the HTML everyone gets.
  if (browserList === null || signedIn === null) return null;
  if (!signedIn && !browserList.some((id) => id !== productId)) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedStrip signedIn={signedIn} excludeId={productId} renderCard={shopCard} className="mt-12 border-t border-slate-200 pt-10" />
    </Suspense>
  );
}
