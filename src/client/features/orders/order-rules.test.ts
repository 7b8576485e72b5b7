import { describe, expect, it } from 'vitest';
import { deliveredOrder, order, orderItem } from './order.fixture.ts';
import {
  canCancel,
  carrierName,
  groupByMonth,
  isSellerView,
  returnableItems,
  showsTracking,
  summaryCents,
  trackingPageUrl,
  uspsTrackingUrl,
} from './order-rules.ts';

const NOW = Date.now();

describe('the actions an order offers', () => {
  it('cancels only while processing', () => {
    expect(canCancel(order())).toBe(true);
    for (const status of ['shipped', 'delivered', 'completed', 'cancelled'] as const) expect(canCancel(order({ status }))).toBe(false);
  });

  it('returns lines of a delivered or completed order while the window is open and something is left', () => {
    const lines = [orderItem({ id: 1 }), orderItem({ id: 2, returnableQuantity: 0 })];
    expect(returnableItems(deliveredOrder({ items: lines }), NOW).map((i) => i.id)).toEqual([1]);
    expect(returnableItems(deliveredOrder({ status: 'completed', items: lines }), NOW).map((i) => i.id)).toEqual([1]);
    expect(returnableItems(deliveredOrder({ returnableUntil: new Date(NOW - 1000).toISOString() }), NOW)).toEqual([]);
    expect(returnableItems(deliveredOrder({ returnableUntil: null }), NOW)).toEqual([]);
    for (const status of ['processing', 'shipped', 'cancelled'] as const) expect(returnableItems(deliveredOrder({ status }), NOW)).toEqual([]);
  });
});

describe('tracking', () => {
  it('shows only once the order left processing and has a number', () => {
    expect(showsTracking(order({ trackingNumber: '9400111899223344556677' }))).toBe(false);
    expect(showsTracking(order({ status: 'shipped' }))).toBe(false);
    expect(showsTracking(order({ status: 'shipped', trackingNumber: '9400111899223344556677' }))).toBe(true);
  });

  it('names USPS when the order names no carrier, and links both tracking pages', () => {
    expect(carrierName({ shippingCarrier: null })).toBe('USPS');
    expect(carrierName({ shippingCarrier: 'UPS' })).toBe('UPS');
    expect(trackingPageUrl('9400 1')).toBe('/tracking?tracking=9400%201');
    expect(uspsTrackingUrl('9400111899223344556677')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677');
  });
});

describe('summaryCents', () => {
  it('takes the figures the order has', () => {
    expect(summaryCents(order())).toEqual({ subtotal: 9198, shipping: 593, tax: 552, total: 10343 });
  });

  it('falls back to 87%, 8% and 5% of the total for a figure that is absent', () => {
    const bare = { total: '100.00', subtotal: undefined, shipping: null, tax: '' } as unknown as Parameters<typeof summaryCents>[0];
    expect(summaryCents(bare)).toEqual({ subtotal: 8700, shipping: 800, tax: 500, total: 10000 });
    expect(summaryCents({ total: '100.00', subtotal: '90.00', shipping: '0.00', tax: undefined as unknown as string })).toEqual({
      subtotal: 9000,
      shipping: 0,
      tax: 500,
      total: 10000,
    });
  });
});

describe('groupByMonth', () => {
  it('groups under month and year in the marketplace zone, newest first', () => {
    const orders = [
      order({ id: 1, createdAt: '2026-01-15T12:00:00.000Z' }),
      order({ id: 3, createdAt: '2026-03-02T15:00:00.000Z' }),
      // 03:00 UTC on March 1 is still February 28 in Chicago.
      order({ id: 2, createdAt: '2026-03-01T03:00:00.000Z' }),
      order({ id: 4, createdAt: '2026-03-20T15:00:00.000Z' }),
    ];
    expect(groupByMonth(orders).map((g) => [g.month, g.orders.map((o) => o.id)])).toEqual([
      ['March 2026', [4, 3]],
      ['February 2026', [2]],
      ['January 2026', [1]],
    ]);
  });
});

describe('isSellerView', () => {
  it('is the seller view with from=seller or under a /seller path', () => {
    expect(isSellerView('/orders/4', new URLSearchParams('from=seller'))).toBe(true);
    expect(isSellerView('/seller/orders/4', new URLSearchParams())).toBe(true);
    expect(isSellerView('/orders/4', new URLSearchParams('from=email'))).toBe(false);
  });
});
