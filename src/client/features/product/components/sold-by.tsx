import { MapPin, Store } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { Stars } from '#client/components/catalogue/stars.tsx';
import { placeName } from '#shared/shop-groups.ts';
import type { SellerSummaryDto } from '#shared/schemas/shops.ts';

/** A shop's rating as the "Sold by" block reads it: stars, the average and the count, or that it has none yet. */
function ShopRating({ rating, reviewCount }: Pick<SellerSummaryDto, 'rating' | 'reviewCount'>) {
  if (rating == null || !(reviewCount > 0)) return <span className="text-slate-500">No shop reviews yet</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {/* Read as the shop's rating, apart from the product's own stars above. */}
      <span aria-hidden className="inline-flex">
        <Stars rating={rating} className="h-3.5 w-3.5" />
      </span>
      <span className="sr-only">Shop rated</span>
      <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>
      <span className="text-slate-600">
        ({reviewCount} shop {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}

/** The product page's "Sold by" (issue 26): the shop's name linking to its page, where it is, and its rating. */
export function SoldBy({ seller }: { seller: SellerSummaryDto }) {
  const place = placeName(seller);
  return (
    <section aria-label="Sold by" className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Store className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 text-sm">
        <p className="text-slate-600">
          Sold by{' '}
          <Link to={`/shop/${seller.slug}`} className="font-semibold break-words text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {seller.shopName}
          </Link>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
          {place && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5 text-slate-500" aria-hidden />
              {place}
            </span>
          )}
          <ShopRating rating={seller.rating} reviewCount={seller.reviewCount} />
        </p>
      </div>
    </section>
  );
}
