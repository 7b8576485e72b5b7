// The shop-reviews feature's public section, at its root: the shop page shows it (other features
// import only a feature's root modules, decision 0013). Rendered on the server too: no window or
// document while rendering.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Stars } from '#client/components/catalogue/stars.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { useFocusAfter } from '#client/lib/focus.ts';
import { shopReviewsQuery } from './api.ts';
import { reviewElementId, ShopReviewList } from './components/shop-review-list.tsx';

const noun = (n: number) => (n === 1 ? 'review' : 'reviews');

/**
 * docs/product.md "Shop reviews": the shop's average with stars and the count, its reviews newest
 * first with the seller's answers, 'No reviews yet' without any, 'Load more' while there are more.
 * The shop's own seller (`sellerId`) may answer each review once.
 */
export function ShopReviewsSection({ slug, sellerId }: { slug: string; sellerId: number }) {
  const { user } = useAuth();
  const query = useInfiniteQuery(shopReviewsQuery(slug));
  const focusAfter = useFocusAfter();
  const pages = query.data?.pages ?? [];
  const reviews = pages.flatMap((p) => p.items);
  const last = pages.at(-1);
  const total = last?.total ?? 0;
  const rating = last?.rating ?? null;

  const loadMore = async () => {
    const firstNew = reviews.length;
    const result = await query.fetchNextPage();
    const now = result.data?.pages.flatMap((p) => p.items) ?? [];
    const next = now[firstNew];
    // 'Load more' stays while there are more; when it goes, the first review it brought takes the focus.
    if (next) focusAfter({ target: () => document.getElementById(reviewElementId(next.id)), message: `Showing ${now.length} of ${total} reviews.` });
  };

  return (
    <section aria-labelledby="shop-reviews-heading" className="space-y-5">
      <div>
        <h2 id="shop-reviews-heading" className="text-xl font-bold text-slate-900">
          Shop Reviews
        </h2>
        {rating !== null && total > 0 && (
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold text-slate-900" aria-hidden>
              {rating.toFixed(1)}
            </span>
            <Stars rating={rating} className="h-5 w-5" />
            <span className="text-sm text-slate-600">
              ({total} {noun(total)})
            </span>
          </div>
        )}
      </div>

      {query.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading the shop's reviews" />
        </div>
      ) : query.isError && reviews.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-600">Reviews could not be loaded right now.</p>
      ) : (
        <>
          <ShopReviewList slug={slug} reviews={reviews} canAnswer={!!user && user.id === sellerId} />
          {query.hasNextPage && (
            <div className="flex flex-col items-center gap-1">
              {/* aria-disabled rather than disabled while loading: a disabled button would drop the keyboard's focus. */}
              <Button variant="outline" onClick={() => void (query.isFetchingNextPage || loadMore())} aria-disabled={query.isFetchingNextPage || undefined}>
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
              <p className="text-sm text-slate-500">
                Showing {reviews.length} of {total} {noun(total)}
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
