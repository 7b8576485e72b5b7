import { Link } from '#client/lib/router.tsx';
import { ArrowRight, BadgeDollarSign, LayoutDashboard, Timer, Truck } from 'lucide-react';
import { buttonClass } from '#client/components/ui/button.tsx';

const POINTS = [
  { Icon: Truck, title: 'Simple logistics', text: 'USPS shipping labels and tracking built in.' },
  { Icon: BadgeDollarSign, title: 'Competitive fees', text: 'A simple, flat 15% platform fee.' },
  { Icon: LayoutDashboard, title: 'Seller dashboard', text: 'Sales, orders and returns in one place.' },
  { Icon: Timer, title: 'Quick onboarding', text: 'Start selling in under 10 minutes.' },
];

/** The seller pitch (docs/product.md A1), linking to /become-seller. */
export function SellerCta() {
  return (
    <section aria-labelledby="seller-cta-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-14 sm:py-16">
        <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 text-white shadow-xl">
          <div className="grid gap-10 p-8 sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:items-center lg:p-14">
            <div>
              <p className="text-sm font-semibold tracking-wide text-red-200 uppercase">For American producers</p>
              <h2 id="seller-cta-title" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
                Sell your American-made products
              </h2>
              <p className="mt-4 text-lg text-slate-200">Reach shoppers nationwide who are looking for goods made in the USA.</p>
              <Link to="/become-seller" className={buttonClass({ variant: 'primary', size: 'lg', className: 'mt-8' })}>
                Become a Seller
                <ArrowRight className="h-5 w-5" aria-hidden />
              </Link>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2">
              {POINTS.map(({ Icon, title, text }) => (
                <li key={title} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
                  <Icon className="h-7 w-7 text-red-200" aria-hidden />
                  <p className="mt-3 font-semibold">{title}</p>
                  <p className="mt-1 text-sm text-slate-200">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
