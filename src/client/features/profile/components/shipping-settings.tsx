import { Store, Truck } from 'lucide-react';
import { Link } from '#client/app/router.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import type { PublicUser } from '#shared/user.ts';

/**
 * Shipping Settings (spec 001 section 2): the seller's own USPS account. Saving it
 * (PUT /api/user/shipping-settings) arrives with the seller tools; until then this says so rather
 * than offering a form that could not be saved.
 */
export function ShippingSettings({ user }: { user: PublicUser }) {
  if (!user.isSeller) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
        <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Store className="h-6 w-6" aria-hidden />
        </span>
        <div>
          <h3 className="text-lg font-bold text-slate-900">Shipping settings are for sellers</h3>
          <p className="mt-1 max-w-prose text-slate-600">
            Sellers connect their USPS account here to print shipping labels for their orders. Sell your American-made products on
            Heartland Market to use them.
          </p>
        </div>
        <Link to="/become-seller" className={buttonClass({ variant: 'brand' })}>
          Become a Seller
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Truck className="h-6 w-6" aria-hidden />
      </span>
      <div>
        <h3 className="text-lg font-bold text-slate-900">USPS integration</h3>
        <p className="mt-1 max-w-prose text-slate-600">
          Connecting your USPS account (USPS User ID, API key and the ZIP code you ship from) to print labels for your orders
          comes with the seller shipping tools, and will be set up here.
        </p>
      </div>
    </div>
  );
}
