import { MapPin, Store } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import type { SellerSummaryDto } from '#shared/schemas/shops.ts';
import { shipsFrom } from '#shared/shop-groups.ts';

/**
 * The heading of a shop's lines in the cart, the checkout and an order (docs/decisions/0055): "Sold by"
 * with the shop's name linking to its page, and where its package ships from: `shipFrom` when the
 * package's own city is known (a labelled shipment), else the shop's location.
 */
export function ShopHeading({
  seller,
  shipFrom,
  level = 2,
  id,
  className = '',
}: {
  seller: SellerSummaryDto;
  shipFrom?: { city: string | null; state: string | null } | null;
  /** the heading's level in its page */
  level?: 2 | 3;
  id?: string;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const from = shipsFrom(shipFrom ?? seller);
  return (
    <div className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 ${className}`}>
      <Heading id={id} className="flex min-w-0 items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Store className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
        <span className="min-w-0 break-words">
          Sold by{' '}
          <Link to={`/shop/${encodeURIComponent(seller.slug)}`} className="text-brand-700 hover:underline">
            {seller.shopName}
          </Link>
        </span>
      </Heading>
      {from && (
        <p className="flex items-center gap-1 text-xs text-slate-600">
          <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
          {from}
        </p>
      )}
    </div>
  );
}
