// Tax API: statewide base rates for states, DC, territories and military, rounding, validation, and
// the ZIP code belonging to the state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_TAX_TABLE } from '#shared/tax-rates.ts';
import type { TaxResultDto } from '#shared/schemas/checkout.ts';
import { createClock, createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const clock = createClock(new Date('2026-03-02T15:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const tax = (body: unknown) => t.browser().post('/api/tax/calculate', body);

/** A real ZIP code of each state the tests ask about. */
const ZIP: Record<string, string> = {
  CA: '90210',
  MI: '48201',
  NY: '10001',
  TX: '75201',
  MN: '55101',
  DC: '20001',
  PR: '00901',
  GU: '96910',
  OR: '97201',
  AK: '99501',
  AE: '09001',
  IA: '50309',
  MO: '63101',
  IL: '60601',
  NJ: '07102',
};

async function ok(subtotal: unknown, state: string) {
  const res = await tax({ subtotal, zipCode: ZIP[state.toUpperCase()], state });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaxResultDto>();
}

describe('POST /api/tax/calculate', () => {
  it.each([
    ['100.00', 'CA', '7.25', 7.25],
    ['100.00', 'MI', '6.00', 6],
    ['100.00', 'NY', '4.00', 4],
    ['100.00', 'TX', '6.25', 6.25],
    ['100.00', 'MN', '6.88', 6.875], // 6.875 rounds half up
    ['100.00', 'DC', '6.00', 6],
    ['100.00', 'PR', '10.50', 10.5],
    ['100.00', 'GU', '0.00', 0],
    ['100.00', 'OR', '0.00', 0],
    ['100.00', 'AK', '0.00', 0],
    ['100.00', 'AE', '0.00', 0],
    ['59.99', 'IA', '3.60', 6], // 3.5994
    ['10.10', 'CA', '0.73', 7.25], // 0.73225
    ['0.02', 'CA', '0.00', 7.25], // 0.00145
    ['0.14', 'NY', '0.01', 4], // 0.0056 rounds up
    ['0.25', 'TX', '0.02', 6.25], // 0.015625
    ['1.00', 'MO', '0.04', 4.225], // 0.04225
    ['0', 'CA', '0.00', 7.25],
  ])('%s in %s gives %s at %s%%', async (subtotal, state, taxAmount, taxPercentage) => {
    expect(await ok(subtotal, state)).toEqual({ taxAmount, taxPercentage });
  });

  it('rounds exactly half a cent up', async () => {
    // 10.00 at 6.25% = 0.625 -> 0.63; 0.20 at 6.25% = 0.0125 -> 0.01; 2.00 at 6.25% = 0.125 -> 0.13
    expect((await ok('10.00', 'TX')).taxAmount).toBe('0.63');
    expect((await ok('0.20', 'TX')).taxAmount).toBe('0.01');
    expect((await ok('2.00', 'TX')).taxAmount).toBe('0.13');
  });

  it('takes the subtotal as a number too, and the state in any case', async () => {
    expect(await ok(19.99, 'ca')).toEqual({ taxAmount: '1.45', taxPercentage: 7.25 });
    expect(await ok(100, 'Il')).toEqual({ taxAmount: '6.25', taxPercentage: 6.25 });
    expect(await ok('1234.5', 'NJ')).toEqual({ taxAmount: '81.79', taxPercentage: 6.625 });
  });

  it('covers all 50 states, DC, the territories, the freely associated states and the military post offices', () => {
    expect(Object.keys(SALES_TAX_TABLE)).toHaveLength(50 + 1 + 5 + 3 + 3);
    for (const state of ['AK', 'DE', 'MT', 'NH', 'OR', 'AA', 'AE', 'AP']) expect(SALES_TAX_TABLE[state]!.rate).toBe(0);
  });

  it("charges DC's enacted 7% from 1 October 2026, by the server's clock", async () => {
    const at = createClock(new Date('2026-10-01T04:00:00Z'));
    const later = await createTestApp({ database: t.database, now: at.now });
    try {
      const res = await later.browser().post('/api/tax/calculate', { subtotal: '100.00', zipCode: '20001', state: 'DC' });
      expect(res.json()).toEqual({ taxAmount: '7.00', taxPercentage: 7 });
    } finally {
      await later.close();
    }
  });

  it.each(['ZZ', 'XX', 'UK'])('answers 400 Unknown state for %s', async (state) => {
    const res = await tax({ subtotal: '10.00', zipCode: '50309', state });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown state' });
  });

  it('refuses a ZIP code of another state: the tax follows the address, not the State field alone', async () => {
    const res = await tax({ subtotal: '100.00', zipCode: '48201', state: 'OR' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'ZIP code 48201 is in Michigan (MI), not Oregon (OR). Please check the state and ZIP code.',
      details: [{ path: 'zipCode' }],
    });
    const prefixUnused = await tax({ subtotal: '100.00', zipCode: '00012', state: 'NY' });
    expect(prefixUnused.statusCode).toBe(400);
    expect(prefixUnused.json().message).toBe('ZIP code 00012 is not a valid US ZIP code');
  });

  it("accepts either state of a ZIP code that crosses a state line, at that state's rate", async () => {
    expect((await tax({ subtotal: '100.00', zipCode: '42223', state: 'KY' })).json()).toEqual({ taxAmount: '6.00', taxPercentage: 6 });
    expect((await tax({ subtotal: '100.00', zipCode: '42223', state: 'TN' })).json()).toEqual({ taxAmount: '7.00', taxPercentage: 7 });
  });

  it.each([
    [{ subtotal: '-1.00', zipCode: '50309', state: 'IA' }, 'Subtotal'],
    [{ subtotal: -1, zipCode: '50309', state: 'IA' }, 'Subtotal'],
    [{ subtotal: '1.001', zipCode: '50309', state: 'IA' }, 'Subtotal'],
    [{ subtotal: 'ten', zipCode: '50309', state: 'IA' }, 'Subtotal'],
    [{ zipCode: '50309', state: 'IA' }, 'Subtotal'],
    [{ subtotal: '10.00', zipCode: '5030', state: 'IA' }, 'Please enter a valid 5-digit ZIP code'],
    [{ subtotal: '10.00', zipCode: '50309', state: 'Iowa' }, 'State must be a 2-letter code'],
    [{ subtotal: '10.00', zipCode: '50309' }, 'State must be a 2-letter code'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await tax(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });
});
