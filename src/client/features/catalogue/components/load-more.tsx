import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { searchTotalLabel } from '#shared/search-results.ts';

/**
 * 'Showing N of M products' and the button that fetches the next page from the server. A `capped`
 * total (search's count stopped at its cap, decisions 0030 and 0063) reads "1,000+" and has no progress bar:
 * its end is unknown.
 */
export function LoadMore({
  shown,
  total,
  capped = false,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  capped?: boolean;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {shown} of {capped ? searchTotalLabel(total) : total} {total === 1 ? 'product' : 'products'}
      </p>
      {!capped && (
        <div aria-hidden className="h-1.5 w-48 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.min(100, (shown / total) * 100)}%` }} />
        </div>
      )}
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} disabled={loading} className="mt-1 min-w-40">
          {loading ? <Spinner label="Loading more products" className="h-4 w-4" /> : null}
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
