import { Link } from '#client/app/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { cartShippingKey, offeredRates, shippingRatesQuery, taxQuery } from '#client/features/checkout/api.ts';
import { browserFigures, packagesNote, shippingPrice, taxAddress } from '#client/features/checkout/pricing.ts';
import { cartSubtotalCents, CART_TAX_RATE, type CartLineDto } from '#shared/cart.ts';
import { FREE_SHIPPING_MIN_SUBTOTAL_CENTS } from '#shared/checkout-rules.ts';
import { formatCents } from '#shared/money.ts';
import type { PublicUser } from '#shared/user.ts';

/** The saved address's state and ZIP code, when checkout can price with them (the same rules). */
function savedAddress(user: PublicUser | null): { state: string; zip: string } | null {
  const zip = user?.zipCode?.trim() ?? '';
  const { state } = taxAddress(user?.state ?? '', zip, user?.country ?? 'US');
  return state ? { state, zip } : null;
}

/**
 * The cart's Order Summary (spec 000 section 2), with checkout's figures (decision 0015): with a saved
 * address, the tax of its state and the cheapest service to its ZIP code for the whole cart, one
 * package per seller (decision 0024: what checkout selects and charges for that address); without
 * one, an 8% estimate said to be one, and shipping free only where checkout makes it free.
 */
export function CartSummary({ lines }: { lines: CartLineDto[] }) {
  const { user } = useAuth();
  const subtotalCents = cartSubtotalCents(lines);
  const address = savedAddress(user);
  const rates = useQuery({ ...shippingRatesQuery(address?.zip ?? '', cartShippingKey(lines)), enabled: !!address });
  const tax = useQuery({ ...taxQuery(subtotalCents, address?.zip ?? '', address?.state ?? ''), enabled: !!address });
  const rate = rates.data ? (offeredRates(rates.data, subtotalCents)[0] ?? null) : null;
  const packages = rates.data ? packagesNote(rates.data.packages) : null;
  const figures = browserFigures(subtotalCents, tax.data ?? null, rate);
  const pending = !!address && (rates.isPending || tax.isPending);

  const freeAnyway = subtotalCents >= FREE_SHIPPING_MIN_SUBTOTAL_CENTS;
  const shippingLabel = figures.service ? `Shipping (${figures.service})` : 'Shipping';
  const shippingValue =
    figures.shippingCents !== null ? shippingPrice(figures.shippingCents) : freeAnyway && !address ? 'Free' : 'Calculated at checkout';
  const exact = !!address && figures.shippingCents !== null && !!tax.data && !tax.data.estimated;
  const note = address
    ? `Tax and shipping for ${address.state} ${address.zip}, your saved address.${packages ? ` ${packages}` : ''} Checkout uses the address you ship to.`
    : `Tax is estimated at ${CART_TAX_RATE * 100}%; checkout charges the rate of the state you ship to${
        freeAnyway ? '. Standard shipping is free on orders over $50' : ' and shows shipping for your ZIP code'
      }.`;

  const row = 'flex items-center justify-between gap-3 text-sm';
  const value = (text: string, className = 'font-medium text-slate-900') => (
    <dd className={`${className} tabular-nums`}>{pending ? <span className="inline-block h-4 w-14 animate-pulse rounded bg-slate-200" aria-label="Loading" /> : text}</dd>
  );
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-24">
      <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-3">
        <div className={row}>
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatCents(subtotalCents)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{figures.taxLabel}</dt>
          {value(formatCents(figures.taxCents))}
        </div>
        <div className={row}>
          <dt className="text-slate-600">{shippingLabel}</dt>
          {value(shippingValue, shippingValue === 'Free' ? 'font-medium text-emerald-700' : 'font-medium text-slate-900')}
        </div>
        <div className="flex items-center justify-between border-t border-slate-200 pt-3">
          <dt className="text-base font-semibold text-slate-900">{exact ? 'Total' : 'Estimated Total'}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{pending ? '...' : formatCents(figures.totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">{note}</p>
      <Link to="/checkout" className={buttonClass({ variant: 'primary', size: 'lg', className: 'mt-5 w-full' })}>
        Proceed to Checkout
      </Link>
    </section>
  );
}
