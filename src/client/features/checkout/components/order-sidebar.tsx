import { ShopHeading } from '#client/components/shop-heading.tsx';
import type { CartLineDto } from '#shared/cart.ts';
import { variantLabel } from '#shared/variant-label.ts';
import { MULTI_ITEM_DISCOUNT_LABEL } from '#shared/checkout-rules.ts';
import { formatDate } from '#shared/dates.ts';
import { formatCents, toCents } from '#shared/money.ts';
import { shippingPrice, type CheckoutFigures } from '#shared/pricing.ts';
import { groupByShop } from '#shared/shop-groups.ts';

/**
 * The checkout sidebar: items by shop (one package each, docs/decisions/0055), subtotal, the multi-item discount (from 3 items), tax, shipping with
 * the chosen service, the date it arrives by and packages, total.
 */
export function OrderSidebar({
  lines,
  figures,
  packageCount = 1,
  updating,
}: {
  lines: CartLineDto[];
  figures: CheckoutFigures;
  /** how many packages the shipping is for: one per seller (decision 0024) */
  packageCount?: number;
  updating: boolean;
}) {
  const packages = packageCount > 1 && figures.service ? `, ${packageCount} packages` : '';
  const row = 'flex items-start justify-between gap-3 text-sm';
  return (
    <section
      id="checkout-summary"
      aria-labelledby="checkout-summary-heading"
      aria-busy={updating || undefined}
      className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-bold text-slate-900">
        Order Summary
      </h2>
      <div className="mt-4 max-h-80 space-y-3 overflow-y-auto">
        {groupByShop(lines, (line) => line.product.seller).map(({ seller, items }) => (
          <div key={seller?.id ?? 'none'}>
            {seller && <ShopHeading seller={seller} level={3} className="border-b border-slate-100 pb-1.5" />}
            <ul className="divide-y divide-slate-100" aria-label={seller ? `Order items sold by ${seller.shopName}` : 'Order items'}>
              {items.map((line) => {
                const variant = variantLabel(line.variantOptions);
                return (
                  <li key={line.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{line.product.name}</span>
                      {variant && <span className="block break-words text-slate-600">{variant}</span>}
                      <span className="text-slate-600">Qty: {line.quantity}</span>
                    </span>
                    <span className="font-medium text-slate-900 tabular-nums">{formatCents(toCents(line.product.price) * line.quantity)}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      <dl className="mt-3 space-y-3 border-t border-slate-200 pt-4">
        <div className={row}>
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatCents(figures.subtotalCents)}</dd>
        </div>
        {figures.discountCents > 0 && (
          <div className={row}>
            <dt className="text-slate-600">{MULTI_ITEM_DISCOUNT_LABEL}</dt>
            <dd className="font-medium text-emerald-700 tabular-nums">-{formatCents(figures.discountCents)}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-slate-600">{figures.taxLabel}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatCents(figures.taxCents)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">
            Shipping
            {/* Always rendered, so choosing a rate does not move the rows below. */}
            <span className="block min-h-4 text-xs text-slate-500">
              {figures.service ? `${figures.service}${figures.arrival ? ` (arrives by ${formatDate(figures.arrival, 'day')}${packages})` : ''}` : ''}
            </span>
          </dt>
          <dd className="text-right font-medium text-slate-900 tabular-nums">
            {figures.shippingCents == null ? <span className="font-normal text-slate-500">Enter Zip Code</span> : shippingPrice(figures.shippingCents)}
          </dd>
        </div>
        <div className="flex items-center justify-between border-t border-slate-200 pt-3">
          <dt className="text-base font-semibold text-slate-900">Total</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatCents(figures.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * Phones show the summary below the form; this line above it says what the order costs so far and
 * leads down to the details.
 */
export function OrderTotalBar({ itemCount, totalCents }: { itemCount: number; totalCents: number }) {
  return (
    <a href="#checkout-summary" className="mt-4 flex items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm lg:hidden">
      <span className="text-slate-700">
        Order total · {itemCount} {itemCount === 1 ? 'item' : 'items'}{' '}
        <span className="font-medium text-brand-800 underline underline-offset-2">See summary</span>
      </span>
      <span className="text-base font-bold text-slate-900 tabular-nums">{formatCents(totalCents)}</span>
    </a>
  );
}
