import { useEffect, useState, type ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { ExternalLink, PackageOpen, Pencil, Search } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { ProductImage } from '#client/components/catalogue/product-image.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import type { ListingDto, ListingPage } from '#shared/catalogue.ts';
import { formatUsd } from '#shared/money.ts';
import { ChangesPendingBadge, StatusBadge } from './status-badge.tsx';

/** A search box's text, once typing has paused. */
export function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ListingSearch({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <div className="relative mb-5">
      <Search className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
      />
    </div>
  );
}

/** Edit and View: what a seller does with each of their listings. */
export function ListingLinks({ listing, editLabel = 'Edit' }: { listing: ListingDto; editLabel?: string }) {
  return (
    <>
      <Link to={`/seller/edit-product/${listing.id}`} className={buttonClass({ variant: 'outline', size: 'sm' })} aria-label={`${editLabel} ${listing.name}`}>
        <Pencil className="h-4 w-4" aria-hidden />
        {editLabel}
      </Link>
      <Link to={`/product/${listing.id}`} className={buttonClass({ variant: 'ghost', size: 'sm' })} aria-label={`View ${listing.name}`}>
        <ExternalLink className="h-4 w-4" aria-hidden />
        View
      </Link>
    </>
  );
}

function ListingRow({ listing, showSeller, actions, details }: { listing: ListingDto; showSeller: boolean; actions: ReactNode; details: ReactNode }) {
  return (
    <li className="p-4" data-listing-id={listing.id}>
      <div className="flex gap-4">
        <Link to={`/product/${listing.id}`} className="w-20 shrink-0 overflow-hidden rounded-lg sm:w-24" tabIndex={-1} aria-hidden>
          <ProductImage imageUrl={listing.imageUrl} alt="" size={96} />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="line-clamp-2 font-semibold break-words text-slate-900">{listing.name}</h2>
              <StatusBadge approved={listing.isApproved} />
              {listing.pendingChanges && <ChangesPendingBadge />}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {formatUsd(listing.price)} · {listing.stock ?? 0} in stock · {listing.categoryName}
            </p>
            {showSeller && <p className="mt-0.5 text-sm text-slate-600">Sold by {listing.sellerName ?? 'Heartland Market'}</p>}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
        </div>
      </div>
      {details && <div className="mt-4">{details}</div>}
    </li>
  );
}

export interface ListingsListProps {
  pages: UseInfiniteQueryResult<InfiniteData<ListingPage>>;
  /** the spinner's accessible label */
  loadingLabel: string;
  /** the toast and alert when the list cannot be loaded */
  failedText: string;
  /** what an empty list says, and what it offers */
  empty: { title: string; action?: ReactNode };
  /** each row's buttons */
  actions: (listing: ListingDto) => ReactNode;
  /** more about a row, below it (the administrator's review of its changes) */
  details?: (listing: ListingDto) => ReactNode;
  showSeller?: boolean;
}

/**
 * Where the focus goes on after an action took a listing out of the list (or changed its row): the
 * listing itself if it is still listed, else the one that took its place (the one before it at the
 * end of the list), else the empty list's heading. `index` is the listing's place before the action.
 */
export function listingAfterAction(id: number, index: number): HTMLElement | null {
  const rows = [...document.querySelectorAll<HTMLElement>('[data-listing-id]')];
  const row = rows.find((r) => r.dataset.listingId === String(id)) ?? rows[index] ?? rows.at(-1);
  return row?.querySelector<HTMLElement>('h2') ?? document.querySelector<HTMLElement>('[data-listings-empty]');
}

/** A listing's place in the list on screen, for listingAfterAction. */
export const listingIndex = (id: number) =>
  [...document.querySelectorAll<HTMLElement>('[data-listing-id]')].findIndex((r) => r.dataset.listingId === String(id));

/** A page-at-a-time list of listings with its loading, failed and empty states and 'Load more'. */
export function ListingsList({ pages, loadingLabel, failedText, empty, actions, details, showSeller = false }: ListingsListProps) {
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;

  useEffect(() => {
    if (pages.isError) toast({ title: failedText, description: 'Please try again.', variant: 'destructive' });
  }, [pages.isError, failedText]);

  if (pages.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (pages.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p className="font-semibold">{failedText}</p>
        <Button variant="outline" className="mt-4" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <PackageOpen className="mx-auto h-12 w-12 text-slate-400" aria-hidden />
        <h2 data-listings-empty className="mt-4 text-xl font-bold text-slate-900">
          {empty.title}
        </h2>
        {empty.action}
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {total === 1 ? '1 product' : `${total} products`}
      </p>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((listing) => (
          <ListingRow key={listing.id} listing={listing} showSeller={showSeller} actions={actions(listing)} details={details?.(listing)} />
        ))}
      </ul>
      {pages.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
