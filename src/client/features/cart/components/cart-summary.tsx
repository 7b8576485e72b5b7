import { Link } from '#client/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { browserFigures, cartGoods, packagesNote, shippingPrice, taxAddress } from '#shared/pricing.ts';
import { cartShippingKey, offeredRates, shippingRatesQuery, taxQuery } from '../estimates.ts';
import { CART_TAX_RATE, type CartLineDto } from '#shared/cart.ts';
import { FLAT_STANDARD_SHIPPING_CENTS, FREE_SHIPPING_MIN_SUBTOTAL_CENTS, MULTI_ITEM_DISCOUNT_LABEL, standardShippingCents } from '#shared/checkout-rules.ts';
import { centsToDecimal, formatCents } from '#shared/money.ts';
import type { PublicUser } from '#shared/user.ts';
import { shipsToCountry } from '#shared/zip-states.ts';

/** The saved address's state and ZIP code, when checkout can price with them (the same rules). */
function savedAddress(user: PublicUser | null): { state: string; zip: string } | null {
  if (!user || !shipsToCountry(user.country)) return null;
  const zip = user.zipCode?.trim() ?? '';
  const { state } = taxAddress(user.state ?? '', zip);
  return state ? { state, zip } : null;
}

/**
 * The cart's Order Summary (docs/product.md A2), with checkout's figures (decision 0015): with a saved
 * address, the tax of its state and the cheapest service to its ZIP code for the whole cart, one
 * package per seller (decision 0024: what checkout selects and charges for that address); without
 * one, an 8% estimate said to be one, and standard shipping (flat $5.95 under $50, free from $50),
 * which is what checkout selects first for any address. From 3 items, the multi-item discount comes
 * off before tax, as checkout takes it.
 */
export function CartSummary({ lines }: { lines: CartLineDto[] }) {
  const { user } = useAuth();
  const goods = cartGoods(lines);
  const { subtotalCents } = goods;
  const address = savedAddress(user);
  const rates = useQuery({ ...shippingRatesQuery(address?.zip ?? '', cartShippingKey(lines)), enabled: !!address });
  const tax = useQuery({ ...taxQuery(goods.taxableCents, address?.zip ?? '', address?.state ?? ''), enabled: !!address });
  const rate = rates.data ? (offeredRates(rates.data, subtotalCents)[0] ?? null) : null;
  // Without an address the service is not known yet, but its price is: standard shipping's (no name shown).
  const standard = address ? null : { service: '', rate: centsToDecimal(standardShippingCents(subtotalCents)), estimatedDeliveryDays: 0 };
  const packages = rates.data ? packagesNote(rates.data.packages) : null;
  const figures = browserFigures(goods, tax.data ?? null, rate ?? standard);
  const pending = !!address && (rates.isPending || tax.isPending);

  const shippingLabel = figures.service ? `Shipping (${figures.service})` : 'Shipping';
  const shippingValue = figures.shippingCents !== null ? shippingPrice(figures.shippingCents) : 'Calculated at checkout';
  const exact = !!address && figures.shippingCents !== null && !!tax.data && !tax.data.estimated;
  const note = address
    ? `Tax and shipping for ${address.state} ${address.zip}, your saved address.${packages ? ` ${packages}` : ''} Checkout uses the address you ship to.`
    : `Tax is estimated at ${CART_TAX_RATE * 100}%; checkout charges the rate of the state you ship to. Standard shipping is ${
        subtotalCents >= FREE_SHIPPING_MIN_SUBTOTAL_CENTS ? 'free on orders of $50 or more' : `a flat ${formatCents(FLAT_STANDARD_SHIPPING_CENTS)} under $50`
      }; faster services cost more.`;

  const row = 'flex items-center justify-between gap-3 text-sm';
  const value = (text: string, className = 'font-medium text-slate-900') => (
    <dd className={`${className} tabular-nums`}>
      {pending ? <span className="inline-block h-4 w-14 animate-pulse rounded bg-slate-200" aria-label="Loading" /> : text}
    </dd>
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
        {figures.discountCents > 0 && (
          <div className={row}>
            <dt className="text-slate-600">{MULTI_ITEM_DISCOUNT_LABEL}</dt>
            <dd className="font-medium text-emerald-700 tabular-nums">-{formatCents(figures.discountCents)}</dd>
          </div>
        )}
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
