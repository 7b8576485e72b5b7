// Tax API: statewide base rates for states, DC, territories and military, rounding, validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_TAX_RATES } from '#shared/tax-rates.ts';
import type { TaxResultDto } from '#shared/schemas/checkout.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const tax = (body: unknown) => t.browser().post('/api/tax/calculate', body);

async function ok(subtotal: unknown, state: string, zipCode = '50309') {
  const res = await tax({ subtotal, zipCode, state });
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
    ['100.00', 'DC', '6.50', 6.5],
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

  it('covers all 50 states, DC, the territories and the military post offices', () => {
    expect(Object.keys(SALES_TAX_RATES)).toHaveLength(50 + 1 + 5 + 3);
    for (const state of ['AK', 'DE', 'MT', 'NH', 'OR', 'AA', 'AE', 'AP']) expect(SALES_TAX_RATES[state]).toBe(0);
  });

  it.each(['ZZ', 'XX', 'UK'])('answers 400 Unknown state for %s', async (state) => {
    const res = await tax({ subtotal: '10.00', zipCode: '50309', state });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown state' });
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
