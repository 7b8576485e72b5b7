// The posting rules (issue 27; docs/decisions/0056-a-double-entry-ledger.md): which entries each money
// event writes, as pure functions of plain figures, so the writers (postings.ts), the tests and any
// later reader compute one rule. Every answer sums to zero; amounts are signed integer cents,
// positive growing the account.
import { lineShares, splitCents, unitsShare } from '#shared/checkout-rules.ts';
import { PLATFORM_FEE_PERCENT, platformFeeCents } from '#shared/seller-dashboard.ts';
import type { LedgerLine } from './post.ts';

/** An order's frozen figures, as the orders row holds them. */
export interface OrderFigures {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  /** the shipping address's state: whose sales tax it is */
  state: string;
}

/** One order line: its seller at purchase (null: the platform's own stock). Lines in id order. */
export interface LineFigures {
  id: number;
  sellerId: number | null;
  priceCents: number;
  quantity: number;
}

/** One package quoted at checkout (order_packages): its seller and the carrier's rate. */
export interface PackageFigures {
  sellerId: number | null;
  rateCents: number;
}

/** What one party (a seller, or null for the platform's own stock) gets of an order. */
export interface PartyShare {
  sellerId: number | null;
  /** their lines at their price less their share of the multi-item discount */
  itemsCents: number;
  /** the shipping the shopper paid for their package */
  shippingCents: number;
  /** the platform's fee on itemsCents: 15% for a seller, half a cent up; none on the platform's own stock */
  feeCents: number;
}

/** The sales tax account's state: the address's two-letter code, upper case. */
export const taxState = (state: string): string => state.trim().toUpperCase() || 'XX';

/**
 * The fee on a seller's items after discount of one order (half a cent rounds up): the dashboard's
 * rule (platformFeeCents), applied per order and seller, which is the unit the ledger pays out.
 */
export const feeOn = (sellerId: number | null, itemsCents: number): number => (sellerId === null ? 0 : platformFeeCents(itemsCents, PLATFORM_FEE_PERCENT));

/**
 * Each party's share of a paid order, parties in the order of their first line (then packages
 * without lines). Items: the lines less their discount share (`lineShares`, decision 0045).
 * Shipping: the order's shipping split over its packages in proportion to their quoted rates
 * (`splitCents`; a package whose rate was charged as quoted gets exactly that rate); nothing when the
 * shopper paid no shipping; an order without package rows (checkouts before issue 12) splits it over
 * the parties by their items' price.
 */
export function partyShares(
  order: Pick<OrderFigures, 'discountCents' | 'taxCents' | 'shippingCents'>,
  lines: readonly LineFigures[],
  packages: readonly PackageFigures[],
): PartyShare[] {
  const shares = lineShares(order, lines);
  const parties = new Map<number | null, PartyShare>();
  const party = (sellerId: number | null) => {
    let found = parties.get(sellerId);
    if (!found) parties.set(sellerId, (found = { sellerId, itemsCents: 0, shippingCents: 0, feeCents: 0 }));
    return found;
  };
  lines.forEach((line, i) => {
    party(line.sellerId).itemsCents += line.priceCents * line.quantity - shares[i]!.discountCents;
  });
  if (order.shippingCents !== 0) {
    if (packages.length > 0) {
      const split = splitCents(
        order.shippingCents,
        packages.map((p) => p.rateCents),
      );
      packages.forEach((p, i) => {
        party(p.sellerId).shippingCents += split[i]!;
      });
    } else {
      const list = [...parties.values()];
      const split = splitCents(
        order.shippingCents,
        list.map((p) => p.itemsCents),
      );
      list.forEach((p, i) => {
        p.shippingCents += split[i]!;
      });
    }
  }
  for (const p of parties.values()) p.feeCents = feeOn(p.sellerId, p.itemsCents);
  return [...parties.values()];
}

/**
 * An order paid: the shopper's whole payment in (shopper_payments -total), each seller's items and
 * shipping less the fee to their pending balance, the fees to platform_fees, the platform's own
 * lines and their shipping to platform_sales, the tax to sales_tax_payable of the shipping state.
 * Should the order's frozen figures not add up (a total that is not subtotal - discount + tax +
 * shipping), the difference is booked to platform_sales, so the transaction still balances and the
 * platform, not a seller, absorbs it.
 */
export function orderPaidLines(order: OrderFigures, lines: readonly LineFigures[], packages: readonly PackageFigures[]): LedgerLine[] {
  const out: LedgerLine[] = [{ account: 'shopper_payments', amountCents: -order.totalCents }];
  let fees = 0;
  let platform = 0;
  for (const p of partyShares(order, lines, packages)) {
    if (p.sellerId === null) platform += p.itemsCents + p.shippingCents;
    else out.push({ account: 'seller_pending', sellerId: p.sellerId, amountCents: p.itemsCents + p.shippingCents - p.feeCents });
    fees += p.feeCents;
  }
  out.push({ account: 'platform_fees', amountCents: fees });
  out.push({ account: 'sales_tax_payable', state: taxState(order.state), amountCents: order.taxCents });
  const unbalanced = out.reduce((sum, l) => sum + l.amountCents, 0) + platform;
  out.push({ account: 'platform_sales', amountCents: platform - unbalanced });
  return merge(out);
}

/** The exact opposite of `lines`: a cancellation gives back everything the order's payment booked. */
export const reversalLines = (lines: readonly LedgerLine[]): LedgerLine[] => merge(lines.map((l) => ({ ...l, amountCents: -l.amountCents })));

/** Which seller balance a refund is taken from: pending until the order's share was released. */
export type SellerBucket = 'pending' | 'available';

/**
 * A completed return refunded: the shopper gets the returned units' goods and tax back
 * (`unitsShare`, decision 0045: what returnRefundCents charges the card), the tax comes off the
 * state's payable, and the goods come off the line's seller (their pending balance while the
 * order's money is pending, else available, which may go negative and is carried) less the fee
 * given back. The fee given back is the fee on all the seller's goods returned from the order so
 * far less the fee on those returned before (`earlier`, completed returns of the order), so a whole
 * order returned piece by piece gives back the fee charged, never a cent more.
 */
export function returnRefundLines(input: {
  order: Pick<OrderFigures, 'discountCents' | 'taxCents' | 'state'>;
  lines: readonly LineFigures[];
  returned: { lineId: number; quantity: number };
  earlier: readonly { lineId: number; quantity: number }[];
  from: SellerBucket;
}): LedgerLine[] {
  const { lines } = input;
  const shares = lineShares(input.order, lines);
  const at = (lineId: number) => lines.findIndex((l) => l.id === lineId);
  const index = at(input.returned.lineId);
  if (index < 0) return [];
  const line = lines[index]!;
  const goodsOf = (r: { lineId: number; quantity: number }) => {
    const i = at(r.lineId);
    return i < 0 || lines[i]!.sellerId !== line.sellerId ? 0 : unitsShare(lines[i]!, shares[i]!, r.quantity).goodsCents;
  };
  const { goodsCents, taxCents } = unitsShare(line, shares[index]!, input.returned.quantity);
  const before = input.earlier.reduce((sum, r) => sum + goodsOf(r), 0);
  const fee = feeOn(line.sellerId, before + goodsCents) - feeOn(line.sellerId, before);
  const seller: LedgerLine =
    line.sellerId === null
      ? { account: 'platform_sales', amountCents: -goodsCents }
      : { account: input.from === 'pending' ? 'seller_pending' : 'seller_available', sellerId: line.sellerId, amountCents: -(goodsCents - fee) };
  return merge([
    { account: 'shopper_payments', amountCents: goodsCents + taxCents },
    seller,
    { account: 'platform_fees', amountCents: -fee },
    { account: 'sales_tax_payable', state: taxState(input.order.state), amountCents: -taxCents },
  ]);
}

/**
 * A label bought on the platform's carrier account: the carrier is paid (postage +), and the
 * postage comes off the seller's available balance (may go negative, carried); a label for the
 * platform's own stock is the platform's cost (platform_sales -).
 */
export function labelLines(sellerId: number | null, postageCents: number): LedgerLine[] {
  return merge([
    { account: 'postage', amountCents: postageCents },
    sellerId === null ? { account: 'platform_sales', amountCents: -postageCents } : { account: 'seller_available', sellerId, amountCents: -postageCents },
  ]);
}

/** A seller's pending share of an order released after delivery and the hold: pending to available. */
export function releaseLines(sellerId: number, pendingCents: number): LedgerLine[] {
  return merge([
    { account: 'seller_pending', sellerId, amountCents: -pendingCents },
    { account: 'seller_available', sellerId, amountCents: pendingCents },
  ]);
}

/** One line per account, seller and state, zero lines dropped: the entries a statement lists. */
function merge(lines: readonly LedgerLine[]): LedgerLine[] {
  const byKey = new Map<string, LedgerLine>();
  for (const l of lines) {
    const key = `${l.account}|${l.sellerId ?? ''}|${l.state ?? ''}`;
    const found = byKey.get(key);
    if (found) found.amountCents += l.amountCents;
    else byKey.set(key, { ...l });
  }
  return [...byKey.values()].filter((l) => l.amountCents !== 0);
}
