// The shop-reviews feature's part of the order page, at its root (decision 0013): the orders feature
// places it and knows nothing else of shop reviews.
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { Stars } from '#client/components/catalogue/stars.tsx';
import { Link } from '#client/lib/router.tsx';
import { useFocusAfter } from '#client/lib/focus.ts';
import type { OrderShopReviewDto } from '#shared/schemas/shops.ts';
import { orderShopReviewsQuery } from './api.ts';
import { RateShopDialog } from './components/rate-shop-dialog.tsx';

/** 'You rated {shop} {n} stars' (one star: 'star'). */
export const ratedText = (shopName: string, rating: number) => `You rated ${shopName} ${rating} ${rating === 1 ? 'star' : 'stars'}`;

const ratedId = (orderId: number, sellerId: number) => `order-${orderId}-rated-${sellerId}`;

/**
 * docs/product.md "Shop reviews": on a delivered or completed order, each shop of the order with
 * 'Rate this shop' (a dialog), or once rated 'You rated {shop} {n} stars'. Nothing while the order
 * has no shop its owner may rate or has rated.
 */
export function ShopReviewsForOrder({ orderId }: { orderId: number }) {
  const query = useQuery(orderShopReviewsQuery(orderId));
  const focusAfter = useFocusAfter();
  const entries = (query.data ?? []).filter((e) => e.canReview || e.review);
  if (entries.length === 0) return null;

  return (
    <section aria-labelledby={`order-${orderId}-shop-ratings`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`order-${orderId}-shop-ratings`} className="mb-1 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Store className="h-5 w-5 text-brand-700" aria-hidden />
        {entries.length === 1 ? 'Rate the shop' : 'Rate the shops'}
      </h2>
      <p className="mb-3 text-sm text-slate-600">Your rating helps other shoppers find makers they can trust.</p>
      <ul className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={entry.seller.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <Link to={`/shop/${entry.seller.slug}`} className="font-semibold text-brand-700 hover:underline">
              {entry.seller.shopName}
            </Link>
            <Rated orderId={orderId} entry={entry} />
            {!entry.review && (
              <RateShopDialog
                orderId={orderId}
                seller={entry.seller}
                onRated={(review) =>
                  focusAfter({
                    target: () => document.getElementById(ratedId(orderId, entry.seller.id)),
                    message: `${ratedText(entry.seller.shopName, review.rating)}.`,
                  })
                }
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Rated({ orderId, entry }: { orderId: number; entry: OrderShopReviewDto }) {
  if (!entry.review) return null;
  return (
    <p id={ratedId(orderId, entry.seller.id)} tabIndex={-1} className="flex items-center gap-2 text-sm text-slate-700 focus:outline-none">
      <span aria-hidden>
        <Stars rating={entry.review.rating} />
      </span>
      <span>{ratedText(entry.seller.shopName, entry.review.rating)}</span>
    </p>
  );
}
