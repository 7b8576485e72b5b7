import { describe, expect, it } from 'vitest';
import { arrivalOf, browserFigures, cartGoods, packagesNote, serverFigures, taxAddress, taxLabel } from './pricing.ts';

describe('checkout tax label', () => {
  it("reads 'Estimated Tax (8%)' until the tax is known", () => {
    expect(taxLabel(null)).toBe('Estimated Tax (8%)');
  });
  it('shows the real percentage once the tax service answered', () => {
    expect(taxLabel({ taxCents: 125, taxPercentage: 6.25, estimated: false })).toBe('Tax (6.25%)');
    expect(taxLabel({ taxCents: 120, taxPercentage: 6, estimated: false })).toBe('Tax (6%)');
  });
  it("says 'Estimated Tax' with the state's fallback rate", () => {
    expect(taxLabel({ taxCents: 100, taxPercentage: 5, estimated: true })).toBe('Estimated Tax (5%)');
  });
  it("reads 'Tax (exempt)' for a tax of 0", () => {
    expect(taxLabel({ taxCents: 0, taxPercentage: 0, estimated: false })).toBe('Tax (exempt)');
  });
});

describe('checkout figures', () => {
  it('uses 8% of the subtotal and no shipping before anything is known', () => {
    expect(browserFigures({ subtotalCents: 4998, itemCount: 2, processingDays: 3 }, null, null)).toMatchObject({
      discountCents: 0,
      taxCents: 400,
      shippingCents: null,
      totalCents: 5398,
      service: null,
    });
  });
  it('adds the chosen rate and the looked-up tax', () => {
    const f = browserFigures(
      { subtotalCents: 4998, itemCount: 2, processingDays: 3 },
      { taxCents: 312, taxPercentage: 6.25, estimated: false },
      { service: 'Standard Shipping', rate: '5.99', estimatedDeliveryDays: 5 },
    );
    expect(f).toMatchObject({ taxCents: 312, shippingCents: 599, totalCents: 5909, service: 'Standard Shipping', days: 5, taxLabel: 'Tax (6.25%)' });
  });
  it("shows the server's figures once the payment is set up", () => {
    const f = serverFigures({
      clientSecret: 's',
      paymentIntentId: 'pi_1',
      amount: '59.09',
      subtotal: '49.98',
      discount: '0.00',
      tax: '3.12',
      taxPercentage: 6.25,
      shipping: '5.99',
      shippingMethod: 'Standard Shipping',
      estimatedDeliveryDays: 5,
      estimatedDeliveryDate: '2026-12-08T18:00:00.000Z',
    });
    expect(f).toMatchObject({
      subtotalCents: 4998,
      discountCents: 0,
      taxCents: 312,
      shippingCents: 599,
      totalCents: 5909,
      taxLabel: 'Tax (6.25%)',
      arrival: '2026-12-08T18:00:00.000Z',
    });
    expect(
      serverFigures({
        clientSecret: 's',
        paymentIntentId: 'pi_2',
        amount: '41.71',
        subtotal: '37.50',
        discount: '1.88',
        tax: '2.14',
        taxPercentage: 6,
        shipping: '5.95',
        shippingMethod: 'USPS Ground Advantage',
        estimatedDeliveryDays: 4,
        estimatedDeliveryDate: '2026-12-08T18:00:00.000Z',
      }),
    ).toMatchObject({ subtotalCents: 3750, discountCents: 188, taxCents: 214, totalCents: 4171 });
  });
  it('takes 5% off from 3 items, before tax, as the server does', () => {
    const mug = { price: '12.50', processingDays: { min: 1, max: 3 } } as Parameters<typeof cartGoods>[0][number]['product'];
    const goods = cartGoods([
      { quantity: 2, product: mug },
      { quantity: 1, product: mug },
    ]);
    expect(goods).toEqual({ subtotalCents: 3750, itemCount: 3, taxableCents: 3562, processingDays: 3 });
    // No tax known yet: 8% of $35.62 (the discounted subtotal), not of $37.50.
    expect(browserFigures(goods, null, { service: 'USPS Ground Advantage', rate: '5.95', estimatedDeliveryDays: 4 })).toMatchObject({
      subtotalCents: 3750,
      discountCents: 188,
      taxCents: 285,
      shippingCents: 595,
      totalCents: 3562 + 285 + 595,
    });
    // The tax lookup was asked about the discounted subtotal: its answer is used as it is.
    expect(browserFigures(goods, { taxCents: 214, taxPercentage: 6, estimated: false }, null)).toMatchObject({ taxCents: 214, totalCents: 3562 + 214 });
    expect(cartGoods([{ quantity: 2, product: mug }])).toEqual({ subtotalCents: 2500, itemCount: 2, taxableCents: 2500, processingDays: 3 });
  });
  it("promises the server's date for its rates, and the same rule's for the browser's fallback rates", () => {
    const now = new Date('2026-12-04T16:00:00Z'); // a Friday: with 2 days' processing, ships by Tuesday
    expect(arrivalOf({ service: 'Priority Mail', rate: '9.80', estimatedDeliveryDays: 2, estimatedDeliveryDate: '2026-12-10T18:00:00.000Z' }, now, 2)).toBe(
      '2026-12-10T18:00:00.000Z',
    );
    // Tuesday + 5 days is a Sunday: Monday.
    expect(arrivalOf({ service: 'Standard Shipping', rate: '5.99', estimatedDeliveryDays: 5 }, now, 2)).toBe('2026-12-14T18:00:00.000Z');
    expect(
      browserFigures(
        { subtotalCents: 4998, itemCount: 2, processingDays: 2 },
        null,
        { service: 'Standard Shipping', rate: '5.99', estimatedDeliveryDays: 5 },
        now,
      ).arrival,
    ).toBe('2026-12-14T18:00:00.000Z');
  });
  it("dates the browser's fallback rates after the cart's longest processing time", () => {
    const now = new Date('2026-12-04T16:00:00Z'); // a Friday
    const product = (max: number) => ({ price: '20.00', processingDays: { min: 1, max } }) as Parameters<typeof cartGoods>[0][number]['product'];
    // A candle (1-3 days) and a table (5-10 days): the table's 10 business days count.
    const goods = cartGoods([
      { quantity: 1, product: product(3) },
      { quantity: 1, product: product(10) },
    ]);
    expect(goods.processingDays).toBe(10);
    // Ships by Friday Dec 18, then 5 days: Wednesday Dec 23. The rate and its days stay the carrier's.
    expect(browserFigures(goods, null, { service: 'Standard Shipping', rate: '5.99', estimatedDeliveryDays: 5 }, now)).toMatchObject({
      arrival: '2026-12-23T18:00:00.000Z',
      days: 5,
      shippingCents: 599,
    });
  });
});

describe('what the tax lookup asks about', () => {
  it('asks by the code of a US state that owns the ZIP code, typed as code or name', () => {
    expect(taxAddress('mi', '48201')).toEqual({ state: 'MI', zipMismatch: false });
    expect(taxAddress(' Michigan ', '48201-0001')).toEqual({ state: 'MI', zipMismatch: false });
  });

  it('asks nothing while the ZIP code belongs to another state', () => {
    expect(taxAddress('OR', '48201')).toEqual({ state: null, zipMismatch: true });
    expect(taxAddress('Ontario', '48201')).toEqual({ state: null, zipMismatch: false });
    expect(taxAddress('M', '48201')).toEqual({ state: null, zipMismatch: false });
    expect(taxAddress('MI', 'abcde')).toEqual({ state: null, zipMismatch: false });
  });

  it('asks nothing for a postal code of another country: the shop ships within the United States only', () => {
    expect(taxAddress('on', 'K1A 0B1')).toEqual({ state: null, zipMismatch: false });
    expect(taxAddress('Ontario', 'K1A 0B1')).toEqual({ state: null, zipMismatch: false });
  });
});

describe('packages note', () => {
  it('says how many packages a cart from several sellers ships in, and from where', () => {
    expect(
      packagesNote([
        { from: 'NC', items: 2 },
        { from: 'IA', items: 1 },
      ]),
    ).toBe('Ships in 2 packages, from North Carolina and Iowa.');
    expect(
      packagesNote([
        { from: 'OH', items: 1 },
        { from: 'TX', items: 1 },
        { from: 'OH', items: 3 },
      ]),
    ).toBe('Ships in 3 packages, from Ohio and Texas.');
    expect(
      packagesNote([
        { from: 'IA', items: 1 },
        { from: 'IA', items: 1 },
        { from: 'PR', items: 1 },
        { from: null, items: 1 },
      ]),
    ).toBe('Ships in 4 packages, from Iowa and Puerto Rico.');
    expect(
      packagesNote([
        { from: null, items: 1 },
        { from: null, items: 1 },
      ]),
    ).toBe('Ships in 2 packages.');
  });
  it('says nothing for one package', () => {
    expect(packagesNote([{ from: 'IA', items: 4 }])).toBeNull();
    expect(packagesNote([])).toBeNull();
  });
});
