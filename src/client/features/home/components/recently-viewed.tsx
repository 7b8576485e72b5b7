import { useAuth } from '#client/features/auth/api.ts';
import { shopCard } from '#client/features/catalogue/shop-product-card.tsx';
import RecentlyViewedStrip from '#client/features/recently-viewed/recently-viewed-strip.tsx';

/** The home page's "Recently viewed" (docs/decisions/0061-discovery.md, item 5): the account's or this browser's. */
export function HomeRecentlyViewed() {
  const { user } = useAuth();
  return (
    <div className="bg-white">
      <RecentlyViewedStrip signedIn={user != null} renderCard={shopCard} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 sm:pt-14 lg:px-8" />
    </div>
  );
}
