// Specifications and processing time per listing (issue 28 item 4,
// docs/decisions/0059-specifications-and-processing-time.md): a listing's materials, care and
// processing time are stored from the listing form and answered on every product answer; an edit
// of a live listing's materials or care waits for review while moderation is on, its processing
// time goes live at once; and the delivery promise counts the longest processing time of the
// cart's items, in business days, before the carrier's days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#server/db/schema.ts';
import type { ListingDto, ProductDto } from '#shared/catalogue.ts';
import type { ListingRevisionDto } from '#shared/listing-revisions.ts';
import type { OrderDto } from '#shared/orders.ts';
import type { ShippingRateDto, ShippingRatesDto } from '#shared/schemas/checkout.ts';
import { CARE_MAX, CARE_MESSAGE, MATERIALS_MAX, MATERIALS_MESSAGE, PROCESSING_DAYS_MESSAGE, PROCESSING_ORDER_MESSAGE } from '#shared/schemas/seller.ts';
import { signedInAdmin } from '../support/admin.ts';
import { createClock, createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment, shippingForm } from '../support/checkout.ts';
import { newSeller } from '../support/people.ts';

interface ErrorBody {
  message: string;
  details?: { path: string; message: string }[];
}

let t: TestApp;
let admin: Browser;
let seller: Browser;
let categoryId: number;

// Monday, December 7, 2026, 10 am in Des Moines.
const clock = createClock(new Date('2026-12-07T16:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const [category] = await t.database.db.insert(categories).values({ name: 'Workshop Goods', description: 'Made by hand', icon: 'hammer' }).returning();
  categoryId = category!.id;
  admin = (await signedInAdmin(t)).browser;
  seller = (await newSeller(t, 'Prairie Joinery')).browser;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const LISTING = {
  name: 'White Oak Step Stool',
  description: 'A two-step stool of quarter-sawn white oak, joined with wedged tenons.',
  price: '149.00',
  stock: 5,
  weight: 96,
  dimensions: '18x14x16',
};

async function list(body: Record<string, unknown>, by: Browser = seller): Promise<ProductDto> {
  const res = await by.post('/api/seller/products', { ...LISTING, categoryId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ProductDto>();
}

const patch = (b: Browser, id: number, body: Record<string, unknown>) => b.request('PATCH', `/api/products/${id}`, { body });

function expectFieldError(res: { statusCode: number; json<T>(): T; body: string }, path: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<ErrorBody>();
  expect(body.details).toContainEqual({ path, message });
}

describe("a listing's specifications", () => {
  it("are stored from the listing form and answered by the product, the lists and the seller's listings", async () => {
    const created = await list({
      materials: '  Quarter-sawn white oak, hardwax oil  ',
      care: 'Wipe with a damp cloth; refresh the oil once a year.',
      processingDaysMin: 5,
      processingDaysMax: 10,
    });
    const expected = {
      materials: 'Quarter-sawn white oak, hardwax oil',
      care: 'Wipe with a damp cloth; refresh the oil once a year.',
      processingDays: { min: 5, max: 10 },
      weight: 96,
      dimensions: '18x14x16',
    };
    expect(created).toMatchObject(expected);

    const shopper = t.browser();
    const product = await shopper.get(`/api/products/${created.id}`);
    expect(product.statusCode).toBe(200);
    expect(product.json<ProductDto>()).toMatchObject(expected);

    const listed = (await shopper.get(`/api/products?categoryId=${categoryId}`)).json<ProductDto[]>();
    expect(listed.find((p) => p.id === created.id)).toMatchObject(expected);

    const found = (await shopper.get('/api/search?q=step+stool')).json<ProductDto[]>();
    expect(found.find((p) => p.id === created.id)).toMatchObject(expected);

    const mine = (await seller.get('/api/seller/products?q=White+Oak')).json<ListingDto[]>();
    expect(mine.find((p) => p.id === created.id)).toMatchObject(expected);
  });

  it('default to no materials, no care and 1-3 business days when the form leaves them out or blank', async () => {
    const created = await list({ name: 'Plain Oak Stool', materials: '', care: '   ' });
    expect(created).toMatchObject({ materials: null, care: null, processingDays: { min: 1, max: 3 } });
    expect((await t.browser().get(`/api/products/${created.id}`)).json<ProductDto>()).toMatchObject({
      materials: null,
      care: null,
      processingDays: { min: 1, max: 3 },
    });
  });

  it("refuse bad values with the form's messages, and store nothing", async () => {
    const bad = async (body: Record<string, unknown>, path: string, message: string) => {
      const res = await seller.post('/api/seller/products', { ...LISTING, name: 'Refused Oak Stool', categoryId, ...body });
      expectFieldError(res, path, message);
    };
    await bad({ processingDaysMin: 0 }, 'processingDaysMin', PROCESSING_DAYS_MESSAGE);
    await bad({ processingDaysMax: 31 }, 'processingDaysMax', PROCESSING_DAYS_MESSAGE);
    await bad({ processingDaysMax: 2.5 }, 'processingDaysMax', PROCESSING_DAYS_MESSAGE);
    await bad({ processingDaysMin: 'soon' }, 'processingDaysMin', PROCESSING_DAYS_MESSAGE);
    await bad({ processingDaysMin: 6, processingDaysMax: 4 }, 'processingDaysMax', PROCESSING_ORDER_MESSAGE);
    // Only the lower bound given, above the default upper one: the order is checked against 3.
    await bad({ processingDaysMin: 5 }, 'processingDaysMax', PROCESSING_ORDER_MESSAGE);
    await bad({ materials: 'x'.repeat(MATERIALS_MAX + 1) }, 'materials', MATERIALS_MESSAGE);
    await bad({ care: 'x'.repeat(CARE_MAX + 1) }, 'care', CARE_MESSAGE);
    await bad({ materials: 42 }, 'materials', MATERIALS_MESSAGE);
    expect((await seller.get('/api/seller/products?q=Refused')).json<ListingDto[]>()).toEqual([]);
  });

  it('change by PATCH, one processing bound checked against the stored other', async () => {
    const created = await list({ name: 'Walnut Side Table', processingDaysMin: 2, processingDaysMax: 4 });

    // A longest time under the stored shortest (2) is refused; so is a shortest over the stored longest (4).
    expectFieldError(await patch(seller, created.id, { processingDaysMax: 1 }), 'processingDaysMax', PROCESSING_ORDER_MESSAGE);
    expectFieldError(await patch(seller, created.id, { processingDaysMin: 5 }), 'processingDaysMax', PROCESSING_ORDER_MESSAGE);
    expectFieldError(await patch(seller, created.id, { processingDaysMin: 31 }), 'processingDaysMin', PROCESSING_DAYS_MESSAGE);
    expect((await t.browser().get(`/api/products/${created.id}`)).json<ProductDto>().processingDays).toEqual({ min: 2, max: 4 });

    // Both moved together past each other's old value is fine; then one bound within the stored other.
    let res = await patch(seller, created.id, { processingDaysMin: 7, processingDaysMax: 12 });
    expect(res.statusCode, res.body).toBe(200);
    res = await patch(seller, created.id, { processingDaysMax: 7, materials: 'Black walnut', care: 'Coasters, please.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ListingDto>()).toMatchObject({ processingDays: { min: 7, max: 7 }, materials: 'Black walnut', care: 'Coasters, please.' });

    // Blank clears them; someone else's listing is not theirs to change.
    res = await patch(seller, created.id, { materials: '', care: '' });
    expect(res.json<ListingDto>()).toMatchObject({ materials: null, care: null });
    const other = (await newSeller(t)).browser;
    expect((await patch(other, created.id, { processingDaysMax: 9 })).statusCode).toBe(404);
    expect((await t.browser().get(`/api/products/${created.id}`)).json<ProductDto>()).toMatchObject({
      materials: null,
      care: null,
      processingDays: { min: 7, max: 7 },
    });
  });

  it("while moderation is on, a live listing's new materials and care wait for approval, its processing time goes live", async () => {
    expect((await admin.request('PUT', '/api/admin/settings/moderation', { body: { moderation: true } })).statusCode).toBe(200);
    try {
      const created = await list({ name: 'Cherry Blanket Chest', materials: 'Cherry', care: 'Dust it.', processingDaysMin: 3, processingDaysMax: 6 });
      expect((await admin.post(`/api/admin/products/${created.id}/approve`)).statusCode).toBe(200);

      const res = await patch(seller, created.id, {
        materials: 'Black cherry, cedar lining',
        care: 'Dust with a soft cloth; keep out of direct sun.',
        processingDaysMax: 8,
      });
      expect(res.statusCode, res.body).toBe(200);
      const listing = res.json<ListingDto>();
      expect(listing.pendingChanges?.changes).toEqual([
        { field: 'materials', from: 'Cherry', to: 'Black cherry, cedar lining' },
        { field: 'care', from: 'Dust it.', to: 'Dust with a soft cloth; keep out of direct sun.' },
      ]);

      // Shoppers see the approved claims, and the new processing time at once.
      const shown = (await t.browser().get(`/api/products/${created.id}`)).json<ProductDto>();
      expect(shown).toMatchObject({ materials: 'Cherry', care: 'Dust it.', processingDays: { min: 3, max: 8 } });

      // The change record holds both: the processing time as applied, the rest waiting.
      const changes = (await seller.get(`/api/products/${created.id}/changes`)).json<ListingRevisionDto[]>();
      expect(changes.find((c) => c.status === 'applied')?.changes).toEqual([{ field: 'processingDaysMax', from: 6, to: 8 }]);
      const pending = changes.find((c) => c.status === 'pending')!;

      // A bound edited while the claims wait is still checked against the stored other.
      expectFieldError(await patch(seller, created.id, { processingDaysMin: 9 }), 'processingDaysMax', PROCESSING_ORDER_MESSAGE);

      const approved = await admin.post(`/api/admin/product-revisions/${pending.id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await t.browser().get(`/api/products/${created.id}`)).json<ProductDto>()).toMatchObject({
        materials: 'Black cherry, cedar lining',
        care: 'Dust with a soft cloth; keep out of direct sun.',
        processingDays: { min: 3, max: 8 },
      });
    } finally {
      await admin.request('PUT', '/api/admin/settings/moderation', { body: { moderation: false } });
    }
  });
});

describe('the delivery promise with processing times', () => {
  const noon = (isoDate: string) => `${isoDate}T18:00:00.000Z`;
  /** `days` calendar days after a date (ISO day), a Sunday moving to Monday: the carrier's rule. */
  function arrival(shipDay: string, days: number): string {
    const day = new Date(`${shipDay}T18:00:00.000Z`);
    day.setUTCDate(day.getUTCDate() + days);
    if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString();
  }
  const byService = (rates: ShippingRateDto[]) => Object.fromEntries(rates.map((r) => [r.service, r]));

  it("adds the longest processing time of the cart's items, in business days, before the carrier's days", async () => {
    const candles = await list({ name: 'Beeswax Taper Candles', weight: 16, dimensions: '12x4x2', processingDaysMin: 1, processingDaysMax: 3 });
    const table = await list({ name: 'Oak Trestle Table', weight: 16, dimensions: '12x4x2', processingDaysMin: 5, processingDaysMax: 10 });

    // One product at a time: the same weight, so the same carrier rates and days, promised after its own processing.
    const rates = async (productId: number) => {
      const res = await t.browser().post('/api/shipping/calculate-rates', { productId, destinationZip: '50309' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ShippingRatesDto>().rates;
    };
    const candleRates = await rates(candles.id);
    const tableRates = await rates(table.id);
    expect(tableRates.map(({ service, rate, estimatedDeliveryDays }) => ({ service, rate, estimatedDeliveryDays }))).toEqual(
      candleRates.map(({ service, rate, estimatedDeliveryDays }) => ({ service, rate, estimatedDeliveryDays })),
    );
    for (const rate of candleRates) {
      // Monday Dec 7 + 3 business days: Thursday Dec 10.
      expect(rate.estimatedDeliveryDate, rate.service).toBe(arrival('2026-12-10', rate.estimatedDeliveryDays));
    }
    for (const rate of tableRates) {
      // Monday Dec 7 + 10 business days (two weekends skipped): Monday Dec 21.
      expect(rate.estimatedDeliveryDate, rate.service).toBe(arrival('2026-12-21', rate.estimatedDeliveryDays));
    }

    // A cart of both: the table's 10 days count; the rates stay the carrier's.
    const shopper = t.browser();
    await registerUser(shopper, { prefix: 'shopper' });
    await addToCart(shopper, candles.id);
    await addToCart(shopper, table.id);
    const cart = await shopper.post('/api/shipping/calculate-rates', { cart: true, destinationZip: '50309' });
    expect(cart.statusCode, cart.body).toBe(200);
    const cartRates = byService(cart.json<ShippingRatesDto>().rates);
    const ground = cartRates['USPS Ground Advantage']!;
    expect(ground.estimatedDeliveryDays).toBe(byService(candleRates)['USPS Ground Advantage']!.estimatedDeliveryDays);
    expect(ground.estimatedDeliveryDate).toBe(arrival('2026-12-21', ground.estimatedDeliveryDays));
    expect(ground.estimatedDeliveryDate! > noon('2026-12-21')).toBe(true);

    // The payment step answers the same date, and the order records it as its promise.
    const form = shippingForm({ shippingMethod: 'USPS Ground Advantage' });
    const setup = await setUpPayment(shopper, form);
    expect(setup).toMatchObject({ estimatedDeliveryDays: ground.estimatedDeliveryDays, estimatedDeliveryDate: ground.estimatedDeliveryDate });
    await payWithCard(shopper, setup.clientSecret, CARDS.success);
    const placed = await shopper.post('/api/orders', orderPayload(setup, form));
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    const order = placed.json<OrderDto>();
    expect(order.promisedDeliveryDate).toBe(ground.estimatedDeliveryDate);
    expect((await shopper.get(`/api/orders/${order.id}`)).json<OrderDto>().promisedDeliveryDate).toBe(ground.estimatedDeliveryDate);
  });
});
