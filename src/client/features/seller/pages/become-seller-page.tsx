import { useEffect, useState, type ReactNode } from 'react';
import { BadgeCheck, BadgeDollarSign, CircleCheck, LayoutDashboard, LogIn, PackagePlus, Truck, UserPlus } from 'lucide-react';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { BecomeSellerForm } from '../components/become-seller-form.tsx';

/** docs/product.md B9: the seller activation redirect. */
export const ACTIVATION_REDIRECT_MS = 2000;
const SUBMIT_PRODUCT = '/seller/submit-product';
const AUTH = `/auth?returnTo=${encodeURIComponent('/become-seller')}`;

const BENEFITS = [
  { Icon: BadgeCheck, title: 'Shoppers who want American-made', text: 'Reach buyers across the country who come here for goods made in the USA.' },
  { Icon: BadgeDollarSign, title: 'A flat 15% fee', text: 'Listing is free. We keep 15% of each sale; the rest is yours.' },
  { Icon: Truck, title: 'USPS labels built in', text: 'Print prepaid labels with tracking for every order from your dashboard.' },
  { Icon: LayoutDashboard, title: 'Your own dashboard', text: 'Listings, sales, orders and returns in one place.' },
];

function Card({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>;
}

/** The form's side of the page, by the visitor's state (docs/product.md B2 and B4). */
function Enrolment() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [activated, setActivated] = useState(false);

  useEffect(() => {
    if (!activated) return;
    const timer = setTimeout(() => navigate(SUBMIT_PRODUCT), ACTIVATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [activated, navigate]);

  if (isLoading) {
    return (
      <Card>
        <div className="flex justify-center py-10">
          <Spinner label="Loading your account" />
        </div>
      </Card>
    );
  }
  if (activated) {
    return (
      <Card>
        <div role="status" className="text-center">
          <CircleCheck className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
          <h2 className="mt-4 text-2xl font-bold text-slate-900">Your seller account is active</h2>
          <p className="mt-2 text-slate-600">Taking you to list your first product...</p>
        </div>
      </Card>
    );
  }
  if (!user) {
    return (
      <Card>
        <h2 className="text-2xl font-bold text-slate-900">Sign in to start selling</h2>
        <p className="mt-2 text-slate-600">Log in to your Heartland Market account, or register for one, to activate your seller account.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={AUTH} className={buttonClass({ variant: 'brand', size: 'lg' })}>
            <LogIn className="h-5 w-5" aria-hidden />
            Log In
          </Link>
          <Link to={AUTH} className={buttonClass({ variant: 'outline', size: 'lg' })}>
            <UserPlus className="h-5 w-5" aria-hidden />
            Register
          </Link>
        </div>
      </Card>
    );
  }
  if (user.isSeller) {
    return (
      <Card>
        <h2 className="text-2xl font-bold text-slate-900">You are already a seller</h2>
        <p className="mt-2 text-slate-600">Your seller account is active. List your next product whenever you are ready.</p>
        <Link to={SUBMIT_PRODUCT} className={buttonClass({ variant: 'brand', size: 'lg', className: 'mt-6' })}>
          <PackagePlus className="h-5 w-5" aria-hidden />
          List a Product
        </Link>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="text-2xl font-bold text-slate-900">Activate your seller account</h2>
      <p className="mt-2 mb-6 text-slate-600">Tell us about your business. You can list your first product right after.</p>
      <BecomeSellerForm onActivated={() => setActivated(true)} />
    </Card>
  );
}

/** /become-seller (docs/product.md B2): why sell here, and the form that makes an account a seller's. */
export default function BecomeSellerPage() {
  useSeo({
    title: 'Become a Seller',
    description: 'Sell your American-made products on Heartland Market: free listings, a flat 15% fee and USPS labels built in.',
    path: '/become-seller',
  });
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-14 sm:px-6 lg:px-8">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Become a Seller' }]} />
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_28rem] lg:items-start">
          <section aria-labelledby="become-seller-title">
            <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">For American producers</p>
            <h1 id="become-seller-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Sell your American-made products
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-slate-700">
              Heartland Market connects makers, farms and factories across the country with shoppers who want goods made in the USA. Open your shop in minutes
              and list your first product right away.
            </p>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2">
              {BENEFITS.map(({ Icon, title, text }) => (
                <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <Icon className="h-7 w-7 text-brand-700" aria-hidden />
                  <p className="mt-3 font-semibold text-slate-900">{title}</p>
                  <p className="mt-1 text-sm text-slate-600">{text}</p>
                </li>
              ))}
            </ul>
          </section>
          <Enrolment />
        </div>
      </div>
    </div>
  );
}
