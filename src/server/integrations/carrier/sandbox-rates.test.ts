// Sandbox carrier rates: the zone rule, the rate table, delivery days and its failures.
import { describe, expect, it } from 'vitest';
import { CarrierError, PLATFORM_ORIGIN_ZIP } from './carrier.ts';
import { MAX_WEIGHT_OZ, SANDBOX_OUTAGE_ZIP, SERVICES, billedPounds, priceCents, quoteRates, regionOfZip, zoneBetween } from './sandbox-rates.ts';

const zone = (zip: string) => zoneBetween(PLATFORM_ORIGIN_ZIP, zip);

describe('zone rule', () => {
  it.each([
    ['50310', 1, 'same SCF as Des Moines'],
    ['50309-1234', 1, 'ZIP+4'],
    ['52240', 2, 'another Iowa SCF'],
    ['60601', 3, 'Chicago'],
    ['80202', 5, 'Denver'],
    ['10001', 5, 'New York'],
    ['02108', 6, 'Boston'],
    ['90210', 7, 'Beverly Hills'],
    ['98101', 7, 'Seattle'],
    ['96815', 8, 'Honolulu'],
    ['99501', 8, 'Anchorage'],
    ['00901', 8, 'San Juan, PR'],
    ['00802', 8, 'St Thomas, VI'],
    ['96910', 9, 'Guam'],
    ['96799', 9, 'American Samoa'],
    ['09001', 6, 'APO AE via the New York gateway'],
    ['34001', 6, 'APO AA via Miami'],
    ['96201', 7, 'APO AP via San Francisco'],
  ])('50309 -> %s is zone %i (%s)', (zip, expected) => {
    expect(zone(zip)).toBe(expected);
  });

  it('is symmetric and grows with distance', () => {
    expect(zoneBetween('90210', '50309')).toBe(zone('90210'));
    expect(zone('52240')).toBeLessThan(zone('60601'));
    expect(zone('60601')).toBeLessThan(zone('10001'));
    expect(zone('10001')).toBeLessThan(zone('90210'));
  });

  it('knows regions, military and territories', () => {
    expect(regionOfZip('50309')).toBe('IA');
    expect(regionOfZip('09001')).toBe('AE');
    expect(regionOfZip('34001')).toBe('AA');
    expect(regionOfZip('96601')).toBe('AP');
    expect(regionOfZip('00601')).toBe('PR');
    expect(regionOfZip('96910')).toBe('GU');
    expect(regionOfZip('96950')).toBe('MP');
    expect(zone('96950')).toBe(9);
  });

  it.each(['00001', '00499', '21301', '51701', '69901', '1234', 'abcde'])('refuses %s (prefix not in use or not a ZIP)', (zip) => {
    expect(regionOfZip(zip)).toBeUndefined();
    expect(() => zone(zip)).toThrow(CarrierError);
  });
});

describe('rate table', () => {
  const [ground, priority, express] = SERVICES;

  it('prices 1 lb in zone 1 at the base and adds per zone and per pound', () => {
    expect(priceCents(ground!, 1, 16)).toBe(725);
    expect(priceCents(priority!, 1, 16)).toBe(1040);
    expect(priceCents(express!, 1, 16)).toBe(3150);
    expect(priceCents(ground!, 8, 16)).toBe(725 + 7 * 85);
    // 5 lb in zone 8: four extra pounds at 100 + 7 * 30 each
    expect(priceCents(ground!, 8, 80)).toBe(725 + 7 * 85 + 4 * (100 + 7 * 30));
    expect(priceCents(priority!, 8, 80)).toBe(1040 + 7 * 120 + 4 * (150 + 7 * 55));
  });

  it('bills whole pounds, rounded up, at least one', () => {
    expect(billedPounds(1)).toBe(1);
    expect(billedPounds(16)).toBe(1);
    expect(billedPounds(17)).toBe(2);
    expect(billedPounds(33)).toBe(3);
  });

  it('keeps services ordered by price in every zone and weight', () => {
    for (let z = 1; z <= 9; z++) {
      for (const oz of [4, 16, 48, 160, MAX_WEIGHT_OZ]) {
        const prices = SERVICES.map((s) => priceCents(s, z, oz));
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        if (z > 1) expect(priceCents(ground!, z, oz)).toBeGreaterThan(priceCents(ground!, z - 1, oz));
      }
    }
  });

  it('has delivery days within the service standards', () => {
    expect(ground!.daysByZone.every((d) => d >= 2 && d <= 5)).toBe(true);
    expect(priority!.daysByZone.every((d) => d >= 1 && d <= 3)).toBe(true);
    expect(express!.daysByZone.every((d) => d >= 1 && d <= 2)).toBe(true);
  });
});

describe('quoteRates', () => {
  it('quotes three services cheapest first with days by zone', () => {
    const rates = quoteRates({ originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '90210', weightOz: 16 });
    expect(rates.map((r) => [r.service, r.rateCents, r.estimatedDeliveryDays, r.zone])).toEqual([
      ['USPS Ground Advantage', 1235, 5, 7],
      ['Priority Mail', 1760, 3, 7],
      ['Priority Mail Express', 4950, 2, 7],
    ]);
    expect(rates.every((r) => r.description.length > 0)).toBe(true);
  });

  it('notes military handling on APO/FPO/DPO quotes', () => {
    const rates = quoteRates({ originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '09001', weightOz: 16 });
    expect(rates.every((r) => r.description.includes('Military'))).toBe(true);
  });

  it.each([
    [{ originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '00012', weightOz: 16 }, 'invalid_destination'],
    [{ originZip: PLATFORM_ORIGIN_ZIP, destinationZip: SANDBOX_OUTAGE_ZIP, weightOz: 16 }, 'unavailable'],
    [{ originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '90210', weightOz: 0 }, 'invalid_weight'],
    [{ originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '90210', weightOz: MAX_WEIGHT_OZ + 1 }, 'invalid_weight'],
    [{ originZip: '00100', destinationZip: '90210', weightOz: 16 }, 'invalid_origin'],
  ])('fails %j with %s', (request, code) => {
    expect(() => quoteRates(request)).toThrow(expect.objectContaining({ code }));
  });
});
