// Shop reviews (docs/product.md "Shop reviews"): the shop page's list and the order page's ratings.
// Query keys start with the URL path (docs/architecture.md §9.6).
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api.ts';
import type { OrderShopReviewDto, ShopReviewDto, ShopReviewsAnswerDto } from '#shared/schemas/shops.ts';

/** Reviews a page of the shop's list shows at first and adds with each 'Load more'. */
export const SHOP_REVIEWS_PAGE = 10;

/**
 * A shop's reviews, newest first, page after page. The shop page's `pageData` may prefetch it on the
 * server (`queryClient.prefetchInfiniteQuery(shopReviewsQuery(slug))`) so the first page is in the HTML.
 */
export const shopReviewsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/shops', slug, 'reviews'],
    queryFn: ({ pageParam }) =>
      apiJson<ShopReviewsAnswerDto>('GET', `/api/shops/${encodeURIComponent(slug)}/reviews?limit=${SHOP_REVIEWS_PAGE}&offset=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/** The shops of an order, each with the owner's review of it and whether they may still rate it. */
export const orderShopReviewsQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['/api/orders', orderId, 'shop-reviews'],
    queryFn: () => apiJson<OrderShopReviewDto[]>('GET', `/api/orders/${orderId}/shop-reviews`),
  });

export interface RateShopInput {
  slug: string;
  rating: number;
  comment: string;
}

/**
 * Rates a shop of the order. The order's ratings take the review at once (the rate button gives way
 * to it) and `onRated` runs, even when the dialog that sent it is gone by then; the shop (its page
 * and reviews) and "Sold by" on products are read again.
 */
export function useRateShop(orderId: number, onRated?: (review: ShopReviewDto, slug: string) => void) {
  const qc = useQueryClient();
  return useMutation({
    // Never retried: a lost answer would be a second attempt (refused 409, but confusing).
    retry: false,
    mutationFn: ({ slug, rating, comment }: RateShopInput) =>
      apiJson<ShopReviewDto>('POST', `/api/shops/${encodeURIComponent(slug)}/reviews`, { orderId, rating, comment }),
    onSuccess: (review, { slug }) => {
      const key = orderShopReviewsQuery(orderId).queryKey;
      qc.setQueryData(key, (entries) => entries?.map((e) => (e.seller.slug === slug ? { ...e, review, canReview: false } : e)));
      onRated?.(review, slug);
      void qc.invalidateQueries({ queryKey: key });
      void qc.invalidateQueries({ queryKey: ['/api/shops', slug] });
      void qc.invalidateQueries({ queryKey: ['/api/products'] });
    },
  });
}

/** The shop's seller answers a review once, publicly. */
export function useAnswerReview(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      apiJson<ShopReviewDto>('POST', `/api/shops/${encodeURIComponent(slug)}/reviews/${reviewId}/reply`, { reply }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/shops', slug, 'reviews'] }),
  });
}
