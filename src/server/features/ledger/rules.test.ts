// The posting rules on plain figures (docs/decisions/0056-a-double-entry-ledger.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineShares, multiItemDiscountCents, unitsShare } from '#shared/checkout-rules.ts';
import { platformFeeCents } from '#shared/seller-dashboard.ts';
import type { LedgerLine } from './post.ts';
import { labelLines, orderPaidLines, partyShares, releaseLines, returnRefundLines, reversalLines, type LineFigures } from './rules.ts';

const sum = (lines: readonly LedgerLine[]) => lines.reduce((s, l) => s + l.amountCents, 0);
const amount = (lines: readonly LedgerLine[], account: LedgerLine['account'], sellerId?: number) =>
  lines.filter((l) => l.account === account && (sellerId === undefined || l.sellerId === sellerId)).reduce((s, l) => s + l.amountCents, 0);

const A = 11;
const B = 22;

// Decision 0045's order: a $260.00 table (seller A), two $12.50 mugs and a $3.00 card (seller B).
// Subtotal $288.00, 5% off = $14.40, 6% tax on $273.60 = $16.42, free shipping: $290.02 paid.
const lines: LineFigures[] = [
  { id: 1, sellerId: A, priceCents: 260_00, quantity: 1 },
  { id: 2, sellerId: B, priceCents: 12_50, quantity: 2 },
  { id: 3, sellerId: B, priceCents: 3_00, quantity: 1 },
];
const order = { subtotalCents: 288_00, discountCents: 14_40, taxCents: 16_42, shippingCents: 0, totalCents: 290_02, state: 'mi' };
const packages = [
  { sellerId: A, rateCents: 24_10 },
  { sellerId: B, rateCents: 8_70 },
];

describe('an order paid', () => {
  it("books the issue's example: $100 of items, $5 off, $8 shipping, $6 tax in IA from one seller", () => {
    const paid = orderPaidLines(
      { subtotalCents: 100_00, discountCents: 5_00, taxCents: 6_00, shippingCents: 8_00, totalCents: 109_00, state: 'IA' },
      [{ id: 1, sellerId: A, priceCents: 25_00, quantity: 4 }],
      [{ sellerId: A, rateCents: 8_00 }],
    );
    expect(paid).toEqual([
      { account: 'shopper_payments', amountCents: -109_00 },
      { account: 'seller_pending', sellerId: A, amountCents: 88_75 },
      { account: 'platform_fees', amountCents: 14_25 },
      { account: 'sales_tax_payable', state: 'IA', amountCents: 6_00 },
    ]);
  });

  it('gives each seller of a discounted order their lines less their discount share, less 15%', () => {
    const paid = orderPaidLines(order, lines, packages);
    // A: $260.00 - $13.00 = $247.00, fee $37.05; B: $25.00 - $1.25 + $3.00 - $0.15 = $26.60, fee $3.99 ($3.990 rounded).
    expect(amount(paid, 'seller_pending', A)).toBe(247_00 - 37_05);
    expect(amount(paid, 'seller_pending', B)).toBe(26_60 - 3_99);
    expect(amount(paid, 'platform_fees')).toBe(37_05 + 3_99);
    expect(paid).toContainEqual({ account: 'sales_tax_payable', state: 'MI', amountCents: 16_42 });
    expect(amount(paid, 'shopper_payments')).toBe(-290_02);
    expect(amount(paid, 'platform_sales')).toBe(0);
    expect(sum(paid)).toBe(0);
  });

  it('splits the shipping paid over the packages by their quoted rates, and none when shipping was free', () => {
    // $5.95 flat over rates of $7.00 and $3.00: $4.165 and $1.785, the odd cent to the earlier.
    const shares = partyShares({ discountCents: 0, taxCents: 0, shippingCents: 5_95 }, lines, [
      { sellerId: A, rateCents: 7_00 },
      { sellerId: B, rateCents: 3_00 },
    ]);
    expect(shares.map((s) => s.shippingCents)).toEqual([4_17, 1_78]);
    expect(partyShares(order, lines, packages).map((s) => s.shippingCents)).toEqual([0, 0]);
    // Charged as quoted: each package its own rate.
    expect(partyShares({ ...order, shippingCents: 32_80 }, lines, packages).map((s) => s.shippingCents)).toEqual([24_10, 8_70]);
  });

  it("books the platform's own stock and its shipping to platform_sales, with no fee", () => {
    const paid = orderPaidLines(
      { subtotalCents: 40_00, discountCents: 0, taxCents: 2_00, shippingCents: 5_95, totalCents: 47_95, state: 'IA' },
      [
        { id: 1, sellerId: null, priceCents: 20_00, quantity: 1 },
        { id: 2, sellerId: A, priceCents: 20_00, quantity: 1 },
      ],
      [
        { sellerId: null, rateCents: 5_00 },
        { sellerId: A, rateCents: 5_00 },
      ],
    );
    expect(amount(paid, 'platform_sales')).toBe(20_00 + 2_98);
    expect(amount(paid, 'seller_pending', A)).toBe(20_00 + 2_97 - 3_00);
    expect(amount(paid, 'platform_fees')).toBe(3_00);
    expect(sum(paid)).toBe(0);
  });

  it('books a difference between the total and its parts to platform_sales, never to a seller', () => {
    const paid = orderPaidLines({ ...order, totalCents: order.totalCents + 1 }, lines, packages);
    expect(amount(paid, 'platform_sales')).toBe(1);
    expect(amount(paid, 'seller_pending', A)).toBe(247_00 - 37_05);
    expect(sum(paid)).toBe(0);
  });

  it('is reversed exactly by a cancellation', () => {
    const paid = orderPaidLines(order, lines, packages);
    const back = reversalLines(paid);
    expect(sum(back)).toBe(0);
    expect(amount(back, 'shopper_payments')).toBe(290_02);
    expect(amount([...paid, ...back], 'seller_pending', A)).toBe(0);
  });
});

describe('a return refunded', () => {
  it('gives back a whole line exactly: goods, fee and tax, from the pending balance', () => {
    const back = returnRefundLines({ order, lines, returned: { lineId: 1, quantity: 1 }, earlier: [], from: 'pending' });
    // $260.00 - $13.00 + $14.82 = $261.82 to the card; the table maker loses $247.00 less the $37.05 fee.
    expect(back).toEqual([
      { account: 'shopper_payments', amountCents: 261_82 },
      { account: 'seller_pending', sellerId: A, amountCents: -(247_00 - 37_05) },
      { account: 'platform_fees', amountCents: -37_05 },
      { account: 'sales_tax_payable', state: 'MI', amountCents: -14_82 },
    ]);
    const paid = orderPaidLines(order, lines, packages);
    expect(amount([...paid, ...back], 'seller_pending', A)).toBe(0);
  });

  it('takes a partial return in proportion, and the fee on the running total of what came back', () => {
    const first = returnRefundLines({ order, lines, returned: { lineId: 2, quantity: 1 }, earlier: [], from: 'pending' });
    // One mug: $12.50 - $0.63 (its discount, rounded up) = $11.87, tax $0.71 (rounded down); fee $1.78.
    expect(amount(first, 'shopper_payments')).toBe(11_87 + 71);
    expect(amount(first, 'platform_fees')).toBe(-1_78);
    expect(amount(first, 'seller_pending', B)).toBe(-(11_87 - 1_78));
    const second = returnRefundLines({ order, lines, returned: { lineId: 2, quantity: 1 }, earlier: [{ lineId: 2, quantity: 1 }], from: 'pending' });
    // $23.74 returned in all: fee $3.56 ($3.561), so $1.78 more.
    expect(amount(second, 'platform_fees')).toBe(-(3_56 - 1_78));
    const card = returnRefundLines({
      order,
      lines,
      returned: { lineId: 3, quantity: 1 },
      earlier: [
        { lineId: 2, quantity: 1 },
        { lineId: 2, quantity: 1 },
        // Another seller's line does not count towards B's fee.
        { lineId: 1, quantity: 1 },
      ],
      from: 'pending',
    });
    const paid = orderPaidLines(order, lines, packages);
    const all = [...paid, ...first, ...second, ...card];
    // Never more fee given back than B was charged, never more taken from B than B got.
    expect(-amount([...first, ...second, ...card], 'platform_fees')).toBeLessThanOrEqual(3_99);
    expect(amount(all, 'seller_pending', B)).toBeGreaterThanOrEqual(0);
    for (const movement of [first, second, card]) expect(sum(movement)).toBe(0);
  });

  it('after the release takes the refund from available, which goes negative and is carried', () => {
    const paid = orderPaidLines(order, lines, packages);
    const release = releaseLines(A, 247_00 - 37_05);
    const label = labelLines(A, 9_40);
    const back = returnRefundLines({ order, lines, returned: { lineId: 1, quantity: 1 }, earlier: [], from: 'available' });
    const all = [...paid, ...release, ...label, ...back];
    expect(amount(all, 'seller_pending', A)).toBe(0);
    expect(amount(all, 'seller_available', A)).toBe(-9_40);
    expect(amount(all, 'postage')).toBe(9_40);
    for (const movement of [paid, release, label, back]) expect(sum(movement)).toBe(0);
  });

  it("takes a return of the platform's own stock from platform_sales", () => {
    const own = [{ id: 9, sellerId: null, priceCents: 10_00, quantity: 1 }];
    const back = returnRefundLines({
      order: { discountCents: 0, taxCents: 60, state: 'IA' },
      lines: own,
      returned: { lineId: 9, quantity: 1 },
      earlier: [],
      from: 'available',
    });
    expect(back).toEqual([
      { account: 'shopper_payments', amountCents: 10_60 },
      { account: 'platform_sales', amountCents: -10_00 },
      { account: 'sales_tax_payable', state: 'IA', amountCents: -60 },
    ]);
  });
});

describe('labels and releases', () => {
  it("debits the seller's available balance for postage, the platform's sales for its own", () => {
    expect(labelLines(A, 8_15)).toEqual([
      { account: 'postage', amountCents: 8_15 },
      { account: 'seller_available', sellerId: A, amountCents: -8_15 },
    ]);
    expect(labelLines(null, 8_15)).toContainEqual({ account: 'platform_sales', amountCents: -8_15 });
  });

  it('moves a pending share to available, and nothing for nothing', () => {
    expect(releaseLines(A, 12_34)).toEqual([
      { account: 'seller_pending', sellerId: A, amountCents: -12_34 },
      { account: 'seller_available', sellerId: A, amountCents: 12_34 },
    ]);
    expect(releaseLines(A, 0)).toEqual([]);
  });
});

describe('random sequences of events (a property)', () => {
  const SELLERS = [A, B, null] as const;
  const scenario = fc.record({
    lines: fc.array(
      fc.record({ seller: fc.integer({ min: 0, max: 2 }), priceCents: fc.integer({ min: 1, max: 500_00 }), quantity: fc.integer({ min: 1, max: 4 }) }),
      {
        minLength: 1,
        maxLength: 5,
      },
    ),
    taxPercent: fc.integer({ min: 0, max: 10 }),
    shippingCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40_00 })),
    rates: fc.array(fc.integer({ min: 0, max: 30_00 }), { minLength: 3, maxLength: 3 }),
    withPackages: fc.boolean(),
    steps: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('return' as const), line: fc.nat(), quantity: fc.integer({ min: 1, max: 4 }) }),
        fc.record({ kind: fc.constant('release' as const), seller: fc.integer({ min: 0, max: 1 }) }),
        fc.record({ kind: fc.constant('label' as const), seller: fc.integer({ min: 0, max: 2 }), postage: fc.integer({ min: 1, max: 20_00 }) }),
      ),
      { maxLength: 12 },
    ),
  });

  it('balances every movement, never takes more than was paid, and leaves each seller what an independent sum says', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const lines: LineFigures[] = s.lines.map((l, i) => ({ id: i + 1, sellerId: SELLERS[l.seller]!, priceCents: l.priceCents, quantity: l.quantity }));
        const subtotal = lines.reduce((t, l) => t + l.priceCents * l.quantity, 0);
        const discount = multiItemDiscountCents(
          subtotal,
          lines.reduce((t, l) => t + l.quantity, 0),
        );
        const tax = Math.floor(((subtotal - discount) * s.taxPercent) / 100);
        const order = {
          subtotalCents: subtotal,
          discountCents: discount,
          taxCents: tax,
          shippingCents: s.shippingCents,
          totalCents: subtotal - discount + tax + s.shippingCents,
          state: 'ia',
        };
        const parties = [...new Set(lines.map((l) => l.sellerId))];
        const pkgs = s.withPackages ? parties.map((sellerId, i) => ({ sellerId, rateCents: s.rates[i]! })) : [];
        const shares = partyShares(order, lines, pkgs);
        const book: LedgerLine[] = [];
        const write = (movement: LedgerLine[]) => {
          expect(sum(movement)).toBe(0);
          book.push(...movement);
        };
        write(orderPaidLines(order, lines, pkgs));
        const returned = lines.map(() => 0);
        const done: { lineId: number; quantity: number }[] = [];
        const released = new Set<number>();
        const postage = new Map<number | null, number>();
        for (const step of s.steps) {
          if (step.kind === 'return') {
            const index = step.line % lines.length;
            const line = lines[index]!;
            const quantity = Math.min(step.quantity, line.quantity - returned[index]!);
            if (quantity <= 0) continue;
            const from = line.sellerId !== null && released.has(line.sellerId) ? 'available' : 'pending';
            write(returnRefundLines({ order, lines, returned: { lineId: line.id, quantity }, earlier: done, from }));
            returned[index]! += quantity;
            done.push({ lineId: line.id, quantity });
          } else if (step.kind === 'release') {
            const sellerId = SELLERS[step.seller]!;
            if (released.has(sellerId) || !parties.includes(sellerId)) continue;
            write(releaseLines(sellerId, amount(book, 'seller_pending', sellerId)));
            released.add(sellerId);
            expect(amount(book, 'seller_pending', sellerId)).toBe(0);
          } else {
            const sellerId = SELLERS[step.seller]!;
            write(labelLines(sellerId, step.postage));
            postage.set(sellerId, (postage.get(sellerId) ?? 0) + step.postage);
          }
          // The shopper never gets back more than they paid, no state's tax goes below nothing, and
          // a seller's pending balance never goes below nothing.
          expect(amount(book, 'shopper_payments')).toBeLessThanOrEqual(0);
          expect(amount(book, 'sales_tax_payable')).toBeGreaterThanOrEqual(0);
          for (const sellerId of [A, B]) expect(amount(book, 'seller_pending', sellerId)).toBeGreaterThanOrEqual(0);
        }
        // Independently: a seller keeps their items and shipping less the fee, less the goods
        // refunded plus the fee on those goods, less their postage.
        for (const share of shares) {
          if (share.sellerId === null) continue;
          const goodsBack = done
            .filter((r) => lines[r.lineId - 1]!.sellerId === share.sellerId)
            .reduce((t, r) => t + unitsShare(lines[r.lineId - 1]!, lineShares(order, lines)[r.lineId - 1]!, r.quantity).goodsCents, 0);
          const fee = (cents: number) => platformFeeCents(cents, 15);
          expect(goodsBack).toBeLessThanOrEqual(share.itemsCents);
          expect(amount(book, 'seller_pending', share.sellerId) + amount(book, 'seller_available', share.sellerId)).toBe(
            share.itemsCents + share.shippingCents - fee(share.itemsCents) - goodsBack + fee(goodsBack) - (postage.get(share.sellerId) ?? 0),
          );
        }
        expect(sum(book)).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });
});
