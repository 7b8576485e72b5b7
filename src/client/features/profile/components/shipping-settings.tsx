import { Store } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import type { PublicUser } from '#shared/user.ts';
import { ShippingSettingsForm } from './shipping-settings-form.tsx';

/**
 * Shipping Settings (docs/product.md B2): a seller's own USPS account (PUT /api/user/shipping-settings);
 * a shopper is told what it is for and how to become a seller.
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
            Sellers connect their USPS account here to print shipping labels for their orders. Sell your American-made products on Heartland Market to use them.
          </p>
        </div>
        <Link to="/become-seller" className={buttonClass({ variant: 'brand' })}>
          Become a Seller
        </Link>
      </div>
    );
  }
  return <ShippingSettingsForm user={user} />;
}
