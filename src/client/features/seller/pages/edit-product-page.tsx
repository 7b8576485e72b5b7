import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, PackageX } from 'lucide-react';
import { Link, useNavigate, useParams } from '#client/app/router.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { productQuery } from '#client/features/catalogue/api.ts';
import { ApiError } from '#client/lib/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { editProductSchema } from '#shared/schemas/seller.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { useDeleteListing, useSetApproval, useUpdateProduct } from '../api.ts';
import { DeleteListingButton } from '../components/delete-listing-button.tsx';
import { ListingForm, valuesOf } from '../components/listing-form.tsx';
import { SellerPage } from '../components/seller-page.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

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

function Editor({ product, isAdmin }: { product: ProductDto; isAdmin: boolean }) {
  const update = useUpdateProduct(product.id);
  const remove = useDeleteListing(product.id);
  const navigate = useNavigate();
  // A save starts the form afresh with what the server stored.
  const [saved, setSaved] = useState({ product, version: 0 });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <StatusBadge approved={saved.product.isApproved} />
        <Link to={`/product/${product.id}`} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
          View product page
          <ExternalLink className="h-4 w-4" aria-hidden />
        </Link>
        {isAdmin && <ApprovalButton product={saved.product} onChange={(p) => setSaved((s) => ({ ...s, product: p }))} />}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <ListingForm
          key={saved.version}
          schema={editProductSchema}
          defaultValues={valuesOf(saved.product)}
          pending={update.isPending}
          submitLabel="Save Changes"
          pendingText="Saving..."
          onSubmit={(input) => update.mutate(input, { onSuccess: (stored) => setSaved((s) => ({ product: stored, version: s.version + 1 })) })}
          actions={<DeleteListingButton name={product.name} pending={remove.isPending} onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate('/seller/products') })} />}
        />
      </div>
    </div>
  );
}

/** /seller/edit-product/{id} (spec 001 section 2): edit or delete one of the seller's products. */
export default function EditProductPage() {
  useSeo({ title: TITLE, description: 'Edit a product you sell on Heartland Market.', noIndex: true });
  const { id: raw } = useParams<'id'>();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const { user } = useAuth();
  const product = useQuery({ ...productQuery(id ?? 0), enabled: id !== null });

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
  } else if (product.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p className="font-semibold">The product could not be loaded.</p>
        <button type="button" onClick={() => void product.refetch()} className={buttonClass({ variant: 'outline', className: 'mt-4' })}>
          Try again
        </button>
      </div>
    );
  } else if (!product.data) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading product" />
      </div>
    );
  } else {
    body = <Editor product={product.data} isAdmin={!!user?.isAdmin} />;
  }

  return (
    <SellerPage title={TITLE} crumbs={CRUMBS}>
      {body}
    </SellerPage>
  );
}
