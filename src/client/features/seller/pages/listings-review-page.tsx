import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CircleCheck, EyeOff, Undo2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { UnauthorizedAccess } from '#client/components/unauthorized-access.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { listingPagesQuery, moderationQuery, useDecideChanges, useSetApproval, useSetModeration } from '../api.ts';
import { PendingChanges } from '../components/listing-changes.tsx';
import { listingAfterAction, listingIndex, ListingLinks, ListingSearch, ListingsList, useDebounced } from '../components/listings-list.tsx';
import { SellerPage } from '../components/seller-page.tsx';
import { useFocusAfter } from '#client/lib/focus.ts';
import { useSeo } from '#client/lib/seo.tsx';
import type { ListingDto } from '#shared/catalogue.ts';
import type { ListingStatus } from '#shared/schemas/seller.ts';

const STATUS_TABS: Array<{ status: ListingStatus; label: string; empty: string }> = [
  { status: 'pending', label: 'Pending', empty: 'No listings are waiting for approval' },
  { status: 'live', label: 'Live', empty: 'No live listings' },
];

/** Called once a listing's action shows in the list (fetched again): what to announce, where it was. */
type OnDone = (listing: ListingDto, message: string, index: number) => void;

/**
 * Runs a listing's action and, once the list shows its result, reports it: mutateAsync, whose answer
 * comes even when the row (and this button) has left the list meanwhile.
 */
function act(listing: ListingDto, run: () => Promise<unknown>, message: string, onDone: OnDone) {
  const index = listingIndex(listing.id);
  run().then(
    () => onDone(listing, message, index),
    () => {}, // the mutation's own onError says what went wrong
  );
}

function ApprovalButton({ listing, onDone }: { listing: ListingDto; onDone: OnDone }) {
  const approval = useSetApproval(listing.id);
  const approve = !listing.isApproved;
  return (
    <Button
      variant={approve ? 'brand' : 'danger'}
      size="sm"
      disabled={approval.isPending}
      onClick={() => act(listing, () => approval.mutateAsync(approve), `${approve ? 'Approved' : 'Unlisted'} ${listing.name}`, onDone)}
      aria-label={`${approve ? 'Approve' : 'Unlist'} ${listing.name}`}
    >
      {approve ? <CircleCheck className="h-4 w-4" aria-hidden /> : <EyeOff className="h-4 w-4" aria-hidden />}
      {approve ? 'Approve' : 'Unlist'}
    </Button>
  );
}

/** A seller's edit of a listing, waiting for the administrator: what changed, to approve or reject (decision 0040). */
function ChangesReview({ listing, onDone }: { listing: ListingDto; onDone: OnDone }) {
  const revision = listing.pendingChanges!;
  const decide = useDecideChanges(revision.id);
  const decideOn = (approve: boolean) =>
    act(listing, () => decide.mutateAsync(approve), `${approve ? 'Approved' : 'Rejected'} changes to ${listing.name}`, onDone);
  return (
    <PendingChanges revision={revision} intro={listing.isApproved ? 'Shoppers see the live listing until you approve these changes.' : undefined}>
      <Button variant="brand" size="sm" disabled={decide.isPending} onClick={() => decideOn(true)} aria-label={`Approve changes to ${listing.name}`}>
        <CircleCheck className="h-4 w-4" aria-hidden />
        Approve changes
      </Button>
      <Button variant="danger" size="sm" disabled={decide.isPending} onClick={() => decideOn(false)} aria-label={`Reject changes to ${listing.name}`}>
        <Undo2 className="h-4 w-4" aria-hidden />
        Reject changes
      </Button>
    </PendingChanges>
  );
}

/** The moderation switch: while on, new listings are Pending until approved (decision 0023). */
function ModerationSetting() {
  const setting = useQuery(moderationQuery);
  const save = useSetModeration();
  const on = setting.data?.moderation ?? false;
  return (
    <section
      aria-labelledby="moderation-heading"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="moderation-heading" className="font-semibold text-slate-900">
          Approve new listings before they go live
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {setting.isPending
            ? 'Checking the setting...'
            : on
              ? 'On: a new listing is Pending, seen only by its seller and you, until you approve it; so is a change to what a live listing says or shows.'
              : 'Off: a new listing is live at once, as the List a New Product page tells sellers.'}
        </p>
      </div>
      <Button
        variant="outline"
        role="switch"
        aria-checked={on}
        aria-labelledby="moderation-heading"
        disabled={setting.isPending || save.isPending}
        onClick={() => save.mutate(!on)}
        className="shrink-0"
      >
        <span aria-hidden className={`relative inline-block h-5 w-9 rounded-full transition-colors ${on ? 'bg-brand-700' : 'bg-slate-300'}`}>
          <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-[left] ${on ? 'left-4.5' : 'left-0.5'}`} />
        </span>
        {on ? 'On' : 'Off'}
      </Button>
    </section>
  );
}

function ListingsReview() {
  const [status, setStatus] = useState<ListingStatus>('pending');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const pages = useInfiniteQuery(listingPagesQuery('/api/admin/products', { status, q }));
  const tab = STATUS_TABS.find((t) => t.status === status)!;
  // A listing approved, unlisted or with its changes decided usually leaves the view, its buttons
  // with it: the focus goes to the listing that took its place, and the result is announced.
  const focusAfter = useFocusAfter();
  const onDone: OnDone = (listing, message, index) => focusAfter({ target: () => listingAfterAction(listing.id, index), message });

  return (
    <SellerPage
      title="Review Listings"
      intro="Every seller's listings: approve the new ones and the changes waiting, unlist any that should not be on sale."
      crumbs={[]}
    >
      <ModerationSetting />
      <div role="group" aria-label="Show listings" className="mb-4 inline-flex rounded-lg bg-slate-100 p-1">
        {STATUS_TABS.map((t) => (
          <button
            key={t.status}
            type="button"
            aria-pressed={t.status === status}
            onClick={() => setStatus(t.status)}
            className="min-h-10 rounded-md px-4 text-sm font-semibold text-slate-600 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm"
          >
            {t.label}
          </button>
        ))}
      </div>
      <ListingSearch value={search} onChange={setSearch} label="Search listings by name" />
      <ListingsList
        pages={pages}
        showSeller
        loadingLabel="Loading listings"
        failedText="Failed to load listings"
        empty={{ title: q ? `No ${tab.label.toLowerCase()} listings match "${q}"` : tab.empty }}
        actions={(listing) => (
          <>
            <ApprovalButton listing={listing} onDone={onDone} />
            <ListingLinks listing={listing} />
          </>
        )}
        details={(listing) => listing.pendingChanges && <ChangesReview key={listing.pendingChanges.id} listing={listing} onDone={onDone} />}
      />
    </SellerPage>
  );
}

/** /admin/listings: the administrator's review of every seller's listings (decision 0028). */
export default function ListingsReviewPage() {
  useSeo({ title: 'Review Listings', description: 'Approve or unlist sellers’ listings.', noIndex: true });
  const { user } = useAuth();
  return user?.isAdmin ? <ListingsReview /> : <UnauthorizedAccess />;
}
