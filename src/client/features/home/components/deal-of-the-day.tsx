import { Link } from '#client/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock, Heart, ShoppingCart } from 'lucide-react';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { ProductImage } from '#client/components/catalogue/product-image.tsx';
import { RatingSummary } from '#client/components/catalogue/stars.tsx';
import { useAddToCart } from '#client/features/cart/api.ts';
import { dealOfTheDayQuery } from '#client/features/catalogue/api.ts';
import { useWishlistToggle } from '#client/features/wishlist/api.ts';
import { discount, type ProductDto } from '#shared/catalogue.ts';
import { formatCents, toCents } from '#shared/money.ts';
import { useCountdown } from './use-countdown.ts';
import { DealFrame, DealSkeleton } from './deal-frame.tsx';

/** The fixed claimed share on the deal block (docs/product.md A2). */
const CLAIMED_PERCENT = 75;

function Countdown() {
  const time = useCountdown();
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <Clock className="h-4 w-4 text-accent-600" aria-hidden />
      Ends in
      {/* Display only: not announced every second. */}
      <time aria-hidden className="rounded-md bg-slate-900 px-2 py-1 font-mono text-base font-bold tracking-wider text-white tabular-nums">
        {time}
      </time>
      <span className="sr-only">Limited time offer</span>
    </p>
  );
}

function DealBody({ product }: { product: ProductDto }) {
  const priceCents = toCents(product.price);
  const oldCents = product.oldPrice == null ? null : toCents(product.oldPrice);
  const off = discount(priceCents, oldCents);
  const wishlist = useWishlistToggle(product.id);
  const cart = useAddToCart();
  const href = `/product/${product.id}`;
  const soldOut = product.stock != null && product.stock <= 0;

  return (
    <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg md:grid-cols-[5fr_7fr]">
      <Link to={href} className="relative block bg-slate-100" tabIndex={-1} aria-hidden>
        <ProductImage imageUrl={product.imageUrl} alt="" size={800} priority className="md:h-full" />
        {off && (
          <span className="absolute top-4 left-4 rounded-full bg-accent-600 px-3 py-1.5 text-sm font-extrabold text-white shadow-lg">{off.percent}% OFF</span>
        )}
      </Link>
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-8 lg:px-12">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{product.categoryName}</p>
        <h3 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          <Link to={href} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <RatingSummary rating={product.rating} reviewCount={product.reviewCount} size="md" />
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-4xl font-extrabold text-accent-600">{formatCents(priceCents)}</span>
          {off && oldCents != null && (
            <>
              <span className="text-xl text-slate-500 line-through">
                <span className="sr-only">Was </span>
                {formatCents(oldCents)}
              </span>
              <span className="rounded-md bg-emerald-50 px-2 py-1 text-sm font-bold text-emerald-700">Save {formatCents(off.savingCents)}</span>
            </>
          )}
        </div>

        <div>
          <div className="flex justify-between text-sm">
            <span className="font-semibold text-slate-800">{CLAIMED_PERCENT}% claimed</span>
            <span className="text-slate-500">Hurry, almost gone</span>
          </div>
          <div
            role="progressbar"
            aria-label="Deal claimed"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={CLAIMED_PERCENT}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-accent-500 to-accent-700" style={{ width: `${CLAIMED_PERCENT}%` }} />
          </div>
        </div>

        <Countdown />

        <div className="flex flex-wrap gap-3 pt-2">
          {product.hasOptions && !soldOut ? (
            // Bought on its page, where the variant is chosen (docs/decisions/0060-photos-and-variants.md).
            <Link to={href} aria-label={`Choose options for ${product.name}`} className={buttonClass({ size: 'lg', className: 'flex-1 sm:flex-none' })}>
              <ShoppingCart className="h-5 w-5" aria-hidden />
              Choose Options
            </Link>
          ) : (
            <Button size="lg" onClick={() => cart.add(product.id, 1)} disabled={cart.pending || soldOut} className="flex-1 sm:flex-none">
              <ShoppingCart className="h-5 w-5" aria-hidden />
              {soldOut ? 'Out of Stock' : 'Add to Cart'}
            </Button>
          )}
          <Button
            variant="outline"
            size="lg"
            onClick={wishlist.toggle}
            disabled={wishlist.pending}
            aria-pressed={wishlist.inWishlist}
            aria-label={wishlist.inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
            className="px-4"
          >
            <Heart className={`h-5 w-5 ${wishlist.inWishlist ? 'fill-accent-500 text-accent-500' : ''}`} aria-hidden />
          </Button>
          <Link to={href} className={buttonClass({ variant: 'ghost', size: 'lg' })}>
            View deal
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
        </div>
      </div>
    </div>
  );
}

/** Deal of the Day (docs/product.md A2); hidden when the server has no qualifying product. */
export default function DealOfTheDay() {
  const { data, isPending, isError } = useQuery(dealOfTheDayQuery);
  if (isError) return null;
  return <DealFrame>{isPending || !data ? <DealSkeleton /> : <DealBody product={data} />}</DealFrame>;
}
