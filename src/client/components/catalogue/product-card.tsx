import type { ReactNode } from 'react';
import { Link } from '#client/lib/router.tsx';
import { Heart, ShoppingCart } from 'lucide-react';
import { buttonClass } from '#client/components/ui/button.tsx';
import { TOP_RATED_MIN_RATING, discount, stockLabel, type ProductDto } from '#shared/catalogue.ts';
import { toCents } from '#shared/money.ts';
import { Pill } from './badges.tsx';
import { ChooseOptionsLink } from './choose-options-link.tsx';
import { Price } from './price.tsx';
import { ProductImage, isUpload, productImageSrc } from './product-image.tsx';
import { RatingSummary } from './stars.tsx';

// The card shows a product; what its buttons do belongs to the features that show it (the shop's
// cart, wishlist and administrator controls in features/catalogue/shop-product-card.tsx, the
// wishlist page's own buttons), handed in as slots: shared components never import a feature.

export interface ProductCardProps {
  product: ProductDto;
  /** Position badge, usually cardBadge(index): 'Trending' or 'Top Pick'. */
  badge?: 'Trending' | 'Top Pick' | null;
  /** Percent-off pill and 'Save $X' (deal lists). */
  showDiscount?: boolean;
  /** 'Top Rated' pill at rating 4.5 or more (list pages). */
  showTopRated?: boolean;
  /** 'Only N left in stock' / 'Out of stock' / 'In stock' line. */
  showStock?: boolean;
  /** Load the picture eagerly and first (a card above the fold). */
  priority?: boolean;
  /** The control over the picture's top right corner: the wishlist heart. */
  heart?: ReactNode;
  /** The row below the price: Add to Cart, or a page's own buttons. */
  actions?: ReactNode;
  /** The administrator's controls, below the actions; their card shows no badges (docs/product.md A2). */
  adminActions?: ReactNode;
}

/** The wishlist heart's look: pressed when the product is in the wishlist. */
export function HeartButton({ name, on, pending, onClick }: { name: string; on: boolean; pending: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      aria-pressed={on}
      aria-label={on ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      className="relative z-10 grid h-9 w-9 place-items-center rounded-full bg-white/95 text-slate-700 shadow ring-1 ring-slate-200 transition hover:scale-105 hover:text-accent-600 disabled:opacity-60"
    >
      <Heart className={`h-5 w-5 ${on ? 'fill-accent-500 text-accent-500' : ''}`} aria-hidden />
    </button>
  );
}

/** The card's Add to Cart (Out of Stock when there is none; Choose Options for a listing with options). */
export function CartButton({ product, pending, onClick }: { product: ProductDto; pending: boolean; onClick: () => void }) {
  const soldOut = product.stock != null && product.stock <= 0;
  if (product.hasOptions && !soldOut) return <ChooseOptionsLink product={product} className="relative z-10 w-full" />;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending || soldOut}
      aria-label={soldOut ? `${product.name} is out of stock` : `Add ${product.name} to cart`}
      className={buttonClass({ variant: 'brand', size: 'sm', className: 'relative z-10 w-full' })}
    >
      <ShoppingCart className="h-4 w-4" aria-hidden />
      {soldOut ? 'Out of Stock' : 'Add to Cart'}
    </button>
  );
}

/**
 * How wide a card's picture shows: a column of the grids (product-grid.tsx: 2 on phones, 3 from
 * 768 px, 4 from 1024 px, within the 80rem page), a little less beside a list page's filters.
 */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** The card picture's srcset: 200 and 400 px squares and the 800 px original; none for an outside URL. */
const cardSrcSet = (imageUrl: string | null): string | undefined =>
  imageUrl && isUpload(imageUrl) ? [200, 400, 800].map((w) => `${productImageSrc(imageUrl, w)} ${w}w`).join(', ') : undefined;

const STOCK_TONE: Record<string, string> = {
  'Out of stock': 'text-red-700',
  'In stock': 'text-emerald-700',
};

/** A product in a grid: picture, category, name, its shop, stars, price, badges, and the slots' controls. */
export function ProductCard({
  product,
  badge = null,
  showDiscount = false,
  showTopRated = false,
  showStock = false,
  priority = false,
  heart,
  actions,
  adminActions,
}: ProductCardProps) {
  const admin = adminActions != null;
  const off = discount(toCents(product.price), product.oldPrice == null ? null : toCents(product.oldPrice));
  const topRated = showTopRated && product.rating != null && product.rating >= TOP_RATED_MIN_RATING;
  const stock = showStock ? stockLabel(product.stock) : null;
  const href = `/product/${product.id}`;

  const pills: ReactNode[] = [];
  if (!admin) {
    if (badge)
      pills.push(
        <Pill key="badge" tone={badge === 'Trending' ? 'trending' : 'top-pick'}>
          {badge}
        </Pill>,
      );
    if (product.isNew)
      pills.push(
        <Pill key="new" tone="new">
          New
        </Pill>,
      );
    if (product.isOnSale)
      pills.push(
        <Pill key="sale" tone="sale">
          Sale
        </Pill>,
      );
    if (showDiscount && off)
      pills.push(
        <Pill key="off" tone="discount">
          {off.percent}% off
        </Pill>,
      );
    if (topRated)
      pills.push(
        <Pill key="top" tone="top-rated">
          Top Rated
        </Pill>,
      );
  }

  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:shadow-md"
    >
      <div className="relative overflow-hidden bg-slate-100">
        <ProductImage
          imageUrl={product.imageUrl}
          alt={product.name}
          priority={priority}
          srcSet={cardSrcSet(product.imageUrl)}
          sizes={CARD_SIZES}
          className="transition duration-300 group-hover:scale-[1.03]"
        />
        {/* The pills wrap short of the heart's corner: on a 375 px phone's two-column grid a share of the
            card's width still reached under it and hid SALE (issue 24). */}
        {pills.length > 0 && <div className={`absolute top-2 left-2 flex flex-wrap gap-1 ${heart ? 'right-13' : 'right-2'}`}>{pills}</div>}
        {heart && <div className="absolute top-2 right-2">{heart}</div>}
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{product.categoryName}</p>
        {/* Three lines hold every demo name on a 375 px phone, where the clamp's ellipsis would cut the
            last word; a word wider than the card is broken rather than hidden. */}
        <h3 className="line-clamp-3 text-sm leading-snug font-semibold break-words text-slate-900 sm:text-base">
          {/* The name's link covers the whole card; the buttons sit above it. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {product.name}
          </Link>
        </h3>
        {/* "Sold by" (issue 26): the shop's name, its own link above the card's. */}
        {product.seller && (
          <p className="-mt-0.5 text-xs break-words text-slate-600">
            <span className="sr-only">Sold </span>by{' '}
            <Link
              to={`/shop/${product.seller.slug}`}
              className="relative z-10 font-medium text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {product.seller.shopName}
            </Link>
          </p>
        )}
        <RatingSummary rating={product.rating} reviewCount={product.reviewCount} />
        <Price price={product.price} oldPrice={product.oldPrice} range={product.priceRange} showSave={showDiscount} />
        {stock && <p className={`text-xs font-medium ${STOCK_TONE[stock] ?? 'text-amber-700'}`}>{stock}</p>}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {actions}
          {adminActions}
        </div>
      </div>
    </article>
  );
}
