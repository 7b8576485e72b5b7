// PATCH /api/user/shipping-info: login required, the shipping form's messages, saved on the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '#shared/user.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const valid = {
  fullName: 'Ada Lovelace',
  street: '123 Main Street',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'United States',
  phone: '515-555-0123',
};

const patch = (b: Browser, body: unknown) => b.request('PATCH', '/api/user/shipping-info', { body });

async function signedIn(): Promise<Browser> {
  const b = t.browser();
  await registerUser(b);
  return b;
}

describe('PATCH /api/user/shipping-info', () => {
  it('answers 401 signed out, before judging the body', async () => {
    for (const body of [valid, { fullName: 'x' }]) {
      const res = await patch(t.browser(), body);
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it.each([
    ['fullName', 'Al', 'Full name is required'],
    ['street', '12 A', 'Address is required'],
    ['city', 'X', 'City is required'],
    ['state', 'I', 'State is required'],
    ['zipCode', '5030', 'Zip code is required'],
    ['country', 'U', 'Country is required'],
    ['phone', '555-0123', 'Phone number is required'],
    ['fullName', '   ', 'Full name is required'],
    ['phone', undefined, 'Phone number is required'],
  ])('answers 400 when %s is %j: %s', async (field, value, message) => {
    const b = await signedIn();
    const res = await patch(b, { ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_failed' });
    // nothing saved
    expect((await b.get('/api/user')).json<PublicUser>().street).toBeNull();
  });

  it.each([
    [{ state: 'OR', zipCode: '48201' }, 'zipCode', 'ZIP code 48201 is in Michigan (MI), not Oregon (OR). Please check the state and ZIP code.'],
    [{ state: 'IA', zipCode: '00012' }, 'zipCode', 'ZIP code 00012 is not a valid US ZIP code'],
    [{ state: 'Ontario' }, 'state', 'Please enter a US state, e.g. MI or Michigan'],
    [{ zipCode: 'K1A 0B1' }, 'zipCode', 'Please enter a valid 5-digit ZIP code'],
    [{ state: 'OR', zipCode: '48201', country: 'USA' }, 'zipCode', 'ZIP code 48201 is in Michigan (MI), not Oregon (OR). Please check the state and ZIP code.'],
  ])('answers 400 for a US address whose state does not own the ZIP code: %j', async (change, path, message) => {
    const b = await signedIn();
    const res = await patch(b, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_failed', details: [{ path, message }] });
    expect((await b.get('/api/user')).json<PublicUser>().street).toBeNull();
  });

  it('takes a state by its name', async () => {
    const b = await signedIn();
    expect((await patch(b, { ...valid, state: 'Iowa' })).json()).toEqual({ ...valid, state: 'Iowa' });
  });

  it('refuses another country, even with a US address, and saves nothing (decision 0043)', async () => {
    const b = await signedIn();
    const message = 'We ship only within the United States, including its territories and military addresses. Please enter a US address.';
    for (const change of [{ country: 'CA' }, { city: 'Ottawa', state: 'ON', zipCode: 'K1A 0B1', country: 'Canada' }]) {
      const res = await patch(b, { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'validation_failed', details: expect.arrayContaining([{ path: 'country', message }]) });
    }
    expect((await b.get('/api/user')).json<PublicUser>()).toMatchObject({ street: null, country: null });
  });

  it('saves the fields on the profile and answers them', async () => {
    const b = await signedIn();
    const res = await patch(b, { ...valid, fullName: '  Ada Lovelace  ', email: 'ignored@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(valid);
    const user = (await b.get('/api/user')).json<PublicUser>();
    expect(user).toMatchObject(valid);
    expect(user.email).not.toBe('ignored@example.test');

    const again = await patch(b, { ...valid, city: 'Ames', zipCode: '50010' });
    expect(again.json()).toEqual({ ...valid, city: 'Ames', zipCode: '50010' });
    expect((await b.get('/api/user')).json<PublicUser>()).toMatchObject({ city: 'Ames', zipCode: '50010' });
  });

  it("changes only the signed-in user's profile", async () => {
    const a = await signedIn();
    const other = await signedIn();
    await patch(a, valid);
    expect((await other.get('/api/user')).json<PublicUser>().street).toBeNull();
  });
});
