import type { ReactNode } from 'react';
import { ProductCardSkeleton } from '#client/components/catalogue/product-card-skeleton.tsx';
import type { GridCard } from '#client/components/catalogue/product-grid.tsx';
import type { ProductDto } from '#shared/catalogue.ts';

/** How many skeleton cards hold the row's place while it loads: a wide screen's row. */
const SKELETON_CARDS = 5;

/**
 * Products in one row that scrolls sideways (recently viewed, buy it again): cards as in the grids,
 * a little over two on a phone, five at 1280 px. The row takes the focus, so arrow keys scroll it.
 * While it loads it shows skeleton cards, which are shorter than cards: its least height, a row of
 * cards' measured at each card width (a name of three lines, the shop's line, the button), keeps its
 * place, so nothing below it moves when the cards come.
 */
export function ProductStrip({
  label,
  products,
  loading = false,
  renderCard,
}: {
  /** the list's accessible name */
  label: string;
  products: ProductDto[];
  loading?: boolean;
  /** each card, as ProductGrid's renderCard */
  renderCard: (card: GridCard) => ReactNode;
}) {
  const item = 'w-40 shrink-0 snap-start sm:w-52 lg:w-56';
  return (
    <ul
      tabIndex={0}
      aria-label={label}
      aria-busy={loading || undefined}
      className="-mx-2 flex min-h-[26rem] snap-x gap-3 overflow-x-auto scroll-smooth px-2 pt-1 pb-4 focus-visible:rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-[28.5rem] sm:gap-5 lg:min-h-[29.5rem] motion-reduce:scroll-auto"
    >
      {loading
        ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
            // Keys of their own: a skeleton's li taken over by a product's would move across the row.
            <li key={`skeleton-${i}`} className={item}>
              <ProductCardSkeleton />
            </li>
          ))
        : products.map((product) => (
            <li key={product.id} className={item}>
              {renderCard({ product, badge: null, priority: false })}
            </li>
          ))}
    </ul>
  );
}
