import { useQuery } from '@tanstack/react-query';
import { Clock, LogIn, Store, Zap } from 'lucide-react';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { submitProductSchema } from '#shared/schemas/seller.ts';
import { moderationQuery, useSubmitProduct } from '../api.ts';
import { ListingForm } from '../components/listing-form.tsx';
import { NEW_LISTING } from '../components/listing-values.ts';
import { SellerPage } from '../components/seller-page.tsx';

const TITLE = 'List a New Product';
const CRUMBS = [{ label: 'My Products', to: '/seller/products' }];

function Gate({ title, text, to, label, Icon }: { title: string; text: string; to: string; label: string; Icon: typeof LogIn }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{text}</p>
      <Link to={to} className={buttonClass({ variant: 'brand', size: 'lg', className: 'mt-6' })}>
        <Icon className="h-5 w-5" aria-hidden />
        {label}
      </Link>
    </div>
  );
}

/** Says when the listing shows to shoppers: at once, or once approved while moderation is on. */
function Visibility() {
  const { data } = useQuery(moderationQuery);
  if (!data) return null;
  return data.moderation ? (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      New listings are reviewed before they go live: your product will show as Pending until an administrator approves it.
    </p>
  ) : (
    <p className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <Zap className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      Your product will be visible to shoppers immediately after you submit it.
    </p>
  );
}

/** /seller/submit-product (docs/product.md B2): needs a signed-in seller, each missing step says what to do. */
export default function SubmitProductPage() {
  useSeo({ title: TITLE, description: 'List a new American-made product on Heartland Market.', noIndex: true });
  const { user, isLoading } = useAuth();
  const submit = useSubmitProduct();
  const navigate = useNavigate();

  let body;
  if (isLoading) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your account" />
      </div>
    );
  } else if (!user) {
    body = (
      <Gate
        title="Please log in"
        text="You need to be logged in to list a product."
        to={`/auth?returnTo=${encodeURIComponent('/seller/submit-product')}`}
        label="Go to Login"
        Icon={LogIn}
      />
    );
  } else if (!user.isSeller) {
    body = (
      <Gate
        title="Seller account required"
        text="Activate your seller account to list products on Heartland Market."
        to="/become-seller"
        label="Become a Seller"
        Icon={Store}
      />
    );
  } else {
    body = (
      <div className="space-y-6">
        <Visibility />
        <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <ListingForm
            schema={submitProductSchema}
            defaultValues={NEW_LISTING}
            pending={submit.isPending}
            submitLabel="Submit Product"
            pendingText="Submitting..."
            onSubmit={(input, refused) =>
              submit.mutate(input, {
                onError: refused,
                onSuccess: (product) => {
                  toast({
                    title: 'Product Submitted',
                    description: product.isApproved ? `${product.name} is now live.` : `${product.name} is waiting for approval.`,
                    variant: 'success',
                  });
                  navigate('/seller/products');
                },
              })
            }
          />
        </div>
      </div>
    );
  }

  return (
    <SellerPage title={TITLE} intro="Describe your product, add its photos, and set its price and stock or its variants." crumbs={CRUMBS}>
      {body}
    </SellerPage>
  );
}
