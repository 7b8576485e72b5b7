import { describe, expect, it } from 'vitest';
import { PLATFORM_ORIGIN_ZIP, type ShippingRate } from '#server/integrations/carrier/carrier.ts';
import { quoteRates } from '#server/integrations/carrier/sandbox-rates.ts';
import { chargedOptions, combineQuotes, fallbackRates, groupPackages, originFrom, toPackageDtos, type CartPackage } from './packages.ts';

const origins = originFrom(new Map([[7, '28801']]));

const rate = (service: string, rateCents: number, estimatedDeliveryDays: number): ShippingRate => ({
  service,
  rateCents,
  estimatedDeliveryDays,
  description: `${service} description`,
  zone: 1,
});

const pkg = (sellerId: number | null, weightOz: number, originZip = PLATFORM_ORIGIN_ZIP): CartPackage => ({ sellerId, originZip, weightOz, units: 1 });

describe('groupPackages', () => {
  it('makes one package per seller, in the order sellers first appear, weighing all their lines', () => {
    const packages = groupPackages(
      [
        { sellerId: 7, weightOz: 20, quantity: 2 },
        { sellerId: null, weightOz: 48, quantity: 1 },
        { sellerId: 9, weightOz: 10, quantity: 3 },
        { sellerId: 7, weightOz: 8, quantity: 1 },
      ],
      origins,
    );
    expect(packages).toEqual([
      { sellerId: 7, originZip: '28801', weightOz: 48, units: 3 },
      { sellerId: null, originZip: PLATFORM_ORIGIN_ZIP, weightOz: 48, units: 1 },
      { sellerId: 9, originZip: PLATFORM_ORIGIN_ZIP, weightOz: 30, units: 3 },
    ]);
  });

  it('counts a unit without a weight (null or 0) as 16 oz', () => {
    const [only] = groupPackages(
      [
        { sellerId: null, weightOz: null, quantity: 2 },
        { sellerId: null, weightOz: 0, quantity: 1 },
      ],
      origins,
    );
    expect(only).toMatchObject({ weightOz: 48, units: 3 });
  });

  it('gives no package for no lines', () => {
    expect(groupPackages([], origins)).toEqual([]);
  });
});

describe('combineQuotes', () => {
  it('offers the services of every package at the summed rate and the slowest days, cheapest first', () => {
    const packages = [pkg(7, 48, '28801'), pkg(null, 16)];
    const combined = combineQuotes(packages, [
      [rate('Priority Mail', 1500, 2), rate('Ground', 900, 4), rate('Express', 4000, 1)],
      [rate('Ground', 725, 2), rate('Priority Mail', 1040, 1)],
    ]);
    expect(combined.map((r) => [r.service, r.rateCents, r.estimatedDeliveryDays])).toEqual([
      ['Ground', 1625, 4],
      ['Priority Mail', 2540, 2],
    ]);
    expect(combined[0]!.packages).toEqual([
      { sellerId: 7, originZip: '28801', weightOz: 48, rateCents: 900, estimatedDeliveryDays: 4 },
      { sellerId: null, originZip: PLATFORM_ORIGIN_ZIP, weightOz: 16, rateCents: 725, estimatedDeliveryDays: 2 },
    ]);
  });

  it('answers the carrier’s own rates for a single package', () => {
    const quotes = quoteRates({ originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '90210', weightOz: 16 });
    const combined = combineQuotes([pkg(null, 16)], [quotes]);
    expect(combined.map((r) => [r.service, r.rateCents, r.estimatedDeliveryDays, r.description])).toEqual(
      quotes.map((q) => [q.service, q.rateCents, q.estimatedDeliveryDays, q.description]),
    );
  });

  it('offers nothing when no service reaches every package', () => {
    expect(combineQuotes([pkg(1, 16), pkg(2, 16)], [[rate('Ground', 700, 3)], [rate('Express', 3000, 1)]])).toEqual([]);
  });
});

describe('fallbackRates', () => {
  it('keeps the spec’s one price per order, each package carrying its share by weight', () => {
    const [standard, expedited] = fallbackRates([pkg(7, 48, '28801'), pkg(null, 16)]);
    expect(standard).toMatchObject({ service: 'Standard Shipping', rateCents: 599, estimatedDeliveryDays: 5 });
    expect(standard!.packages.map((p) => p.rateCents)).toEqual([449, 150]);
    expect(expedited).toMatchObject({ service: 'Expedited Shipping', rateCents: 1299, estimatedDeliveryDays: 2 });
    expect(expedited!.packages.map((p) => [p.rateCents, p.estimatedDeliveryDays])).toEqual([
      [974, 2],
      [325, 2],
    ]);
  });
});

describe('chargedOptions', () => {
  const rates = combineQuotes(
    [pkg(7, 48, '28801'), pkg(null, 16)],
    [
      [rate('Ground', 900, 4), rate('Priority Mail', 1500, 2)],
      [rate('Ground', 725, 2), rate('Priority Mail', 1040, 1)],
    ],
  );

  it('charges the cheapest service a flat $5.95 under $50, keeping its packages’ carrier rates, and the others the summed rates', () => {
    const [standard, priority] = chargedOptions(rates, 4999);
    expect(standard!.rate).toMatchObject({ service: 'Ground', rate: '5.95', description: 'Flat $5.95 on orders under $50' });
    expect(standard!.packages.map((p) => p.rateCents)).toEqual([900, 725]);
    expect(priority!.rate.rate).toBe('25.40');
  });

  it('makes the cheapest service free from $50, keeping its packages’ carrier rates', () => {
    const [free, priority] = chargedOptions(rates, 5000);
    expect(free!.rate).toMatchObject({ service: 'Ground', rate: '0.00', description: 'Free shipping on orders over $50' });
    expect(free!.packages.map((p) => p.rateCents)).toEqual([900, 725]);
    expect(priority!.rate.rate).toBe('25.40');
  });
});

describe('toPackageDtos', () => {
  it('tells where each package ships from (the state) and how many units it holds', () => {
    expect(
      toPackageDtos([
        { sellerId: 7, originZip: '28801', weightOz: 48, units: 3 },
        { sellerId: null, originZip: PLATFORM_ORIGIN_ZIP, weightOz: 16, units: 1 },
      ]),
    ).toEqual([
      { from: 'NC', items: 3 },
      { from: 'IA', items: 1 },
    ]);
  });
});
