import { useId, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { GridCard } from '#client/components/catalogue/product-grid.tsx';
import { useRecentlyViewed } from './api.ts';
import { ProductStrip } from './product-strip.tsx';

export interface RecentlyViewedStripProps {
  /** whether the list is the account's or this browser's */
  signedIn: boolean;
  /** the product of the page, left out */
  excludeId?: number;
  /** the page's product card (the shop's, with Add to Cart and the heart) */
  renderCard: (card: GridCard) => ReactNode;
  className?: string;
}

/**
 * "Recently viewed" (docs/decisions/0061-discovery.md, item 5), with Clear: nothing at all while
 * there is nothing to show. The pages load it as a chunk of its own once hydrated, since it is the
 * shopper's own and never part of the server's HTML.
 */
export default function RecentlyViewedStrip({ signedIn, excludeId, renderCard, className }: RecentlyViewedStripProps) {
  const headingId = useId();
  const { products, loading, clear, clearing } = useRecentlyViewed(signedIn);
  const shown = (products ?? []).filter((p) => p.id !== excludeId);
  if (!loading && shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          Recently viewed
        </h2>
        <Button variant="ghost" size="sm" onClick={clear} disabled={loading || clearing} aria-label="Clear recently viewed">
          Clear
        </Button>
      </div>
      <ProductStrip label="Recently viewed products" products={shown} loading={loading} renderCard={renderCard} />
    </section>
  );
}
