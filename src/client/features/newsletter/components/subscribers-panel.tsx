import { useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatDate } from '#shared/dates.ts';
import { subscribersQuery } from '../api.ts';

/** The Subscribers side panel (docs/product.md B2): newest first, with how many are subscribed now. */
export function SubscribersPanel() {
  const query = useInfiniteQuery(subscribersQuery);
  const subscribers = query.data?.pages.flatMap((p) => p.items) ?? [];
  const last = query.data?.pages.at(-1);

  return (
    <aside aria-labelledby="subscribers-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-24">
      <div className="flex items-center gap-2">
        <Users className="h-5 w-5 text-brand-700" aria-hidden />
        <h2 id="subscribers-title" className="text-lg font-bold text-slate-900">
          Subscribers
        </h2>
      </div>
      {last && last.total > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          {last.active} active of {last.total}
        </p>
      )}
      <div className="mt-4">
        {query.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading subscribers" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-center text-sm">
            <p className="font-semibold text-red-800">Subscribers could not be loaded.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : subscribers.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">No subscribers yet.</p>
        ) : (
          <>
            <ul className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto" aria-label="Subscribers">
              {subscribers.map((s) => (
                <li key={s.id} className="flex items-start justify-between gap-3 py-2.5">
                  <span className="min-w-0">
                    <span className={`block truncate text-sm ${s.subscribed ? 'text-slate-900' : 'text-slate-500 line-through'}`} title={s.email}>
                      {s.email}
                    </span>
                    <span className="block text-xs text-slate-500">Since {formatDate(s.createdAt)}</span>
                  </span>
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${s.subscribed ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
                  >
                    {s.subscribed ? 'Active' : 'Unsubscribed'}
                  </span>
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <Button variant="outline" size="sm" className="mt-3 w-full" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? 'Loading…' : 'Show More'}
              </Button>
            )}
          </>
        )}
      </div>
    </aside>
  );
}
