import type { ReactNode } from 'react';
import { cardBadge, type ProductDto } from '#shared/catalogue.ts';
import { ProductCard, type ProductCardProps } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

export const SKELETON_CARDS = 8;

/**
 * A list page's first row on a phone (two columns): the pictures a shopper sees first, and the page's
 * largest paint, so they load eagerly and first. Wider screens show more in that row; those load
 * lazily, as soon as layout finds them in view.
 */
export const FIRST_ROW_ON_PHONES = 2;

/** What the grid decides for each card. */
export type GridCard = Required<Pick<ProductCardProps, 'product' | 'badge' | 'priority'>>;

/**
 * Products in responsive columns (2 on phones, 3 on tablets, 4 from 1024 px): 8 skeleton cards while
 * loading, 'No products found.' (or `empty`) when there are none (docs/product.md A2).
 */
export function ProductGrid({
  products,
  loading = false,
  positionBadges = false,
  badgeOffset = 0,
  empty,
  priorityCount = 0,
  renderCard = (card) => <ProductCard {...card} />,
  label,
}: {
  products: ProductDto[] | undefined;
  loading?: boolean;
  /** 'Trending' / 'Top Pick' by position (cardBadge). */
  positionBadges?: boolean;
  /** Position of the first product when the grid shows a later page. */
  badgeOffset?: number;
  /** What to show when there are no products. */
  empty?: ReactNode;
  /** How many leading cards load their pictures eagerly. */
  priorityCount?: number;
  /**
   * Each card, given its product, position badge and picture priority: a feature passes its own
   * (the shop's card with Add to Cart and the wishlist heart, features/catalogue/shop-product-card.tsx).
   */
  renderCard?: (card: GridCard) => ReactNode;
  /** Accessible name of the list. */
  label?: string;
}) {
  const grid = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';
  if (loading && !products?.length) {
    return (
      <div className={grid} role="status" aria-label="Loading products">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!products?.length) {
    return <>{empty ?? <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">No products found.</p>}</>;
  }
  return (
    <ul className={grid} aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>{renderCard({ product, badge: positionBadges ? cardBadge(badgeOffset + i) : null, priority: i < priorityCount })}</li>
      ))}
    </ul>
  );
}
