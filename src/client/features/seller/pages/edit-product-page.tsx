import { useRef, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, ExternalLink, PackageX } from 'lucide-react';
import { Link, useNavigate, useParams } from '#client/lib/router.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { productQuery } from '#client/features/catalogue/api.ts';
import { ApiError } from '#client/lib/api.ts';
import { useFocusAfter } from '#client/lib/focus.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { editProductSchema } from '#shared/schemas/seller.ts';
import type { ProductDetailDto, ProductDto } from '#shared/catalogue.ts';
import type { ListingRevisionDto } from '#shared/listing-revisions.ts';
import {
  CHANGES_WITHDRAWN,
  changesDecided,
  listingChangesQuery,
  moderationQuery,
  savedMessage,
  useDecideChanges,
  useDeleteListing,
  useSetApproval,
  useUpdateProduct,
  useWithdrawChanges,
} from '../api.ts';
import { DeleteListingButton } from '../components/delete-listing-button.tsx';
import { ChangeRecord, PendingChanges } from '../components/listing-changes.tsx';
import { ListingForm } from '../components/listing-form.tsx';
import { valuesOf } from '../components/listing-values.ts';
import { SellerPage } from '../components/seller-page.tsx';
import { ChangesPendingBadge, StatusBadge } from '../components/status-badge.tsx';

const TITLE = 'Edit Product';
const CRUMBS = [{ label: 'My Products', to: '/seller/products' }];

/** The administrator's say on whether the listing shows to shoppers (decision 0023). */
function ApprovalButton({ product, onChange }: { product: ProductDto; onChange: (p: ProductDto) => void }) {
  const approval = useSetApproval(product.id);
  return (
    <Button variant="outline" size="sm" disabled={approval.isPending} onClick={() => approval.mutate(!product.isApproved, { onSuccess: onChange })}>
      {product.isApproved ? 'Unlist' : 'Approve'}
    </Button>
  );
}

/** The fields a change record holds as JSON text of a list (docs/decisions/0060-photos-and-variants.md). */
const LIST_FIELDS = new Set(['images', 'options', 'variants']);

/** The listing as its seller's changes waiting for review would make it. */
const withChanges = (product: ProductDetailDto, pending: ListingRevisionDto | null): ProductDetailDto =>
  pending ? { ...product, ...Object.fromEntries(pending.changes.map((c) => [c.field, LIST_FIELDS.has(c.field) ? JSON.parse(String(c.to)) : c.to])) } : product;

/** The administrator's say on a seller's changes waiting for review (decision 0040). */
function DecideButtons({ revision, onDecided }: { revision: ListingRevisionDto; onDecided: (p: ProductDetailDto, approved: boolean) => void }) {
  const decide = useDecideChanges(revision.id);
  return (
    <>
      <Button variant="brand" size="sm" disabled={decide.isPending} onClick={() => decide.mutate(true, { onSuccess: (p) => onDecided(p, true) })}>
        Approve changes
      </Button>
      <Button variant="danger" size="sm" disabled={decide.isPending} onClick={() => decide.mutate(false, { onSuccess: (p) => onDecided(p, false) })}>
        Reject changes
      </Button>
    </>
  );
}

/**
 * What the last save or decision did, at the top of the editor. The button pressed went with the
 * form it started afresh (or with the changes it decided): the focus comes here, so that keyboard
 * and screen-reader users go on from the result, with My Products one Tab away.
 */
function Done({ notice, ref }: { notice: { title: string; description: string }; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="font-semibold">{notice.title}</p>
          <p className="mt-0.5">{notice.description}</p>
        </div>
        <Link to="/seller/products" className="shrink-0 self-start font-semibold text-brand-700 hover:underline">
          Back to My Products
        </Link>
      </div>
    </div>
  );
}

function Editor({ product, revisions, isAdmin }: { product: ProductDetailDto; revisions: ListingRevisionDto[]; isAdmin: boolean }) {
  const update = useUpdateProduct(product.id);
  const remove = useDeleteListing(product.id);
  const withdraw = useWithdrawChanges(product.id);
  const moderation = useQuery(moderationQuery);
  const navigate = useNavigate();
  // A save starts the form afresh with what the server stored; a seller's form holds their changes
  // waiting for review, so that they go on editing them (the administrator's edits the live listing).
  const [saved, setSaved] = useState({ product, pending: revisions.find((r) => r.status === 'pending') ?? null, version: 0 });
  const restart = (stored: ProductDetailDto, pending: ListingRevisionDto | null) => setSaved((s) => ({ product: stored, pending, version: s.version + 1 }));
  const reviewed = !isAdmin && saved.product.isApproved && moderation.data?.moderation;
  const [notice, setNotice] = useState<{ title: string; description: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter();
  const done = (next: { title: string; description: string }) => {
    setNotice(next);
    focusAfter({ target: () => noticeRef.current, message: `${next.title}. ${next.description}` });
  };
  return (
    <div className="space-y-4">
      {notice && <Done notice={notice} ref={noticeRef} />}
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <StatusBadge approved={saved.product.isApproved} />
        {saved.pending && <ChangesPendingBadge />}
        <Link to={`/product/${product.id}`} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
          View product page
          <ExternalLink className="h-4 w-4" aria-hidden />
        </Link>
        {isAdmin && <ApprovalButton product={saved.product} onChange={(p) => setSaved((s) => ({ ...s, product: { ...s.product, ...p } }))} />}
      </div>
      {saved.pending ? (
        <PendingChanges
          revision={saved.pending}
          level={2}
          intro={
            isAdmin
              ? "The seller's changes: shoppers see the live listing until you approve them. The form below edits the live listing."
              : 'Shoppers see the live listing until an administrator approves these changes. The form below holds them: saving again replaces them.'
          }
        >
          {isAdmin ? (
            <DecideButtons
              revision={saved.pending}
              onDecided={(stored, approved) => {
                restart(stored, null);
                done(changesDecided(approved));
              }}
            />
          ) : (
            <Button
              variant="outline"
              size="sm"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(undefined, {
                  onSuccess: () => {
                    restart(saved.product, null);
                    done(CHANGES_WITHDRAWN);
                  },
                })
              }
            >
              Withdraw changes
            </Button>
          )}
        </PendingChanges>
      ) : (
        reviewed && (
          <p className="rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700">
            Listings are reviewed: a new name, description, category, photo or alt text, original price, materials, care instructions or sale or new mark waits
            for approval before shoppers see it. Price, stock, options and variants, processing time and shipping details change at once.
          </p>
        )
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <ListingForm
          key={saved.version}
          schema={editProductSchema}
          photosRequired={saved.product.images.length > 0}
          defaultValues={valuesOf(isAdmin ? saved.product : withChanges(saved.product, saved.pending))}
          pending={update.isPending}
          submitLabel="Save Changes"
          pendingText="Saving..."
          onSubmit={(input, refused) =>
            update.mutate(input, {
              onError: refused,
              onSuccess: (stored) => {
                restart(stored, stored.pendingChanges);
                done(savedMessage(stored));
              },
            })
          }
          actions={
            <DeleteListingButton
              name={product.name}
              pending={remove.isPending}
              onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate('/seller/products') })}
            />
          }
        />
      </div>
      <ChangeRecord revisions={revisions} />
    </div>
  );
}

/** /seller/edit-product/{id} (docs/product.md B2): edit or delete one of the seller's products. */
export default function EditProductPage() {
  useSeo({ title: TITLE, description: 'Edit a product you sell on Heartland Market.', noIndex: true });
  const { id: raw } = useParams<'id'>();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const { user } = useAuth();
  const product = useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
  const changes = useQuery({ ...listingChangesQuery(id ?? 0), enabled: id !== null && !!user });

  const missing =
    id === null ||
    (product.error instanceof ApiError && product.error.status === 404) ||
    (product.data && user && !user.isAdmin && product.data.sellerId !== user.id);

  let body;
  if (missing) {
    body = (
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
        <PackageX className="mx-auto h-12 w-12 text-slate-400" aria-hidden />
        <h2 className="mt-4 text-xl font-bold text-slate-900">Product not found</h2>
        <p className="mt-2 text-slate-600">This product does not exist or is not one of yours.</p>
        <Link to="/seller/products" className={buttonClass({ variant: 'brand', className: 'mt-6' })}>
          Back to My Products
        </Link>
      </div>
    );
  } else if (product.isError || changes.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p className="font-semibold">The product could not be loaded.</p>
        <button
          type="button"
          onClick={() => void Promise.all([product.refetch(), changes.refetch()])}
          className={buttonClass({ variant: 'outline', className: 'mt-4' })}
        >
          Try again
        </button>
      </div>
    );
  } else if (!product.data || !changes.data) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading product" />
      </div>
    );
  } else {
    body = <Editor product={product.data} revisions={changes.data} isAdmin={!!user?.isAdmin} />;
  }

  return (
    <SellerPage title={TITLE} crumbs={CRUMBS}>
      {body}
    </SellerPage>
  );
}
