// PATCH /api/user/become-seller (docs/product.md B4, B5 and B7): signed-in users only, the form's
// rules checked by the server too, the updated user in the answer; and the 403 every seller
// endpoint gives a signed-in user who is not a seller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '#shared/user.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { multipartBody } from '../support/multipart.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  isSeller: true,
  companyName: 'Prairie Pottery',
  companyWebsite: 'https://prairie-pottery.example',
  confirmationUsManufacturer: true,
  termsAndConditions: true,
  ...overrides,
});

const becomeSeller = (b: Browser, body: unknown) => b.request('PATCH', '/api/user/become-seller', { body });

async function shopper(): Promise<Browser> {
  const b = t.browser();
  await registerUser(b, { prefix: 'maker' });
  return b;
}

describe('PATCH /api/user/become-seller', () => {
  it('answers 401 to a visitor', async () => {
    const res = await becomeSeller(t.browser(), form());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });

  it("refuses the form's mistakes with the spec's messages and leaves the user a shopper", async () => {
    const b = await shopper();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ companyWebsite: 'prairie-pottery.example' }, 'companyWebsite', 'Please enter a valid URL or leave empty'],
      [{ companyWebsite: 'ftp://prairie-pottery.example' }, 'companyWebsite', 'Please enter a valid URL or leave empty'],
      [{ confirmationUsManufacturer: false }, 'confirmationUsManufacturer', 'You must confirm your products are manufactured in the USA'],
      [{ confirmationUsManufacturer: undefined }, 'confirmationUsManufacturer', 'You must confirm your products are manufactured in the USA'],
      [{ termsAndConditions: false }, 'termsAndConditions', 'You must accept the terms and conditions'],
      [{ isSeller: false }, 'isSeller', 'isSeller must be true'],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await becomeSeller(b, form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ message, details: [{ path, message }] });
    }
    expect((await b.get('/api/user')).json<PublicUser>().isSeller).toBe(false);
  });

  it('makes the user a seller with their company details and answers the updated user', async () => {
    const b = await shopper();
    const res = await becomeSeller(b, form({ companyName: '  Prairie Pottery  ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSeller: true, companyName: 'Prairie Pottery', companyWebsite: 'https://prairie-pottery.example' });
    expect((await b.get('/api/user')).json<PublicUser>()).toMatchObject({ isSeller: true, companyName: 'Prairie Pottery' });
    expect((await b.get('/api/seller/products')).statusCode).toBe(200);
  });

  it('takes an empty website and no company name', async () => {
    const b = await shopper();
    const res = await becomeSeller(b, form({ companyName: '', companyWebsite: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSeller: true, companyName: null, companyWebsite: null });
  });
});

describe('seller endpoints', () => {
  const image = multipartBody({ image: { filename: 'a.png', contentType: 'image/png', data: Buffer.from('not read') } });
  const requests: Array<[string, (b: Browser) => ReturnType<Browser['request']>]> = [
    ['GET /api/seller/products', (b) => b.get('/api/seller/products')],
    [
      'POST /api/seller/products',
      (b) => b.post('/api/seller/products', { name: 'Walnut Bowl', description: 'A turned walnut bowl from Iowa.', price: 40, categoryId: 1 }),
    ],
    ['POST /api/upload', (b) => b.request('POST', '/api/upload', image)],
  ];

  it('answer 401 to a visitor and 403 to a shopper', async () => {
    const b = await shopper();
    for (const [name, send] of requests) {
      expect((await send(t.browser())).statusCode, name).toBe(401);
      const refused = await send(b);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json(), name).toMatchObject({ message: 'Only sellers can do this.' });
    }
  });
});
