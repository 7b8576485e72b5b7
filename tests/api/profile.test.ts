// PUT /api/user (docs/product.md B2, B5 and B7): the account fields with the spec's validation, the
// email unique regardless of case (409), and the profile picture sent as a data URL, judged by its
// content, resized and stored, its old file deleted; signed-out requests get 401.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import type { PublicUser } from '#shared/user.ts';
import { createTestApp, registerUser, type Account, type Browser, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const EMAIL_TAKEN = 'An account with this email already exists. Please use another email address.';
const NOT_AN_IMAGE = 'The file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF picture.';
const TOO_LARGE = 'The image is too large. Please choose an image of 10MB or less.';

async function signedIn(): Promise<{ browser: Browser; account: Account }> {
  const browser = t.browser();
  return { browser, account: await registerUser(browser, { prefix: 'profile' }) };
}

const put = (browser: Browser, body: unknown) => browser.request('PUT', '/api/user', { body });

const details = (account: Account, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Pat Prairie',
  email: account.email,
  street: '12 Elm Street',
  city: 'Ames',
  state: 'IA',
  zipCode: '50010',
  country: 'United States',
  ...overrides,
});

const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A data URL of a generated picture. */
async function pictureDataUrl(format: 'png' | 'jpeg' = 'png', width = 900, height = 600): Promise<string> {
  const image = sharp({ create: { width, height, channels: 3, background: '#2a6f97' } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

const uploadedFile = (url: string) => path.join(t.dataDir, url);

describe('PUT /api/user', () => {
  it('answers 401 to a visitor', async () => {
    const res = await put(t.browser(), { email: 'someone@example.test' });
    expect(res.statusCode).toBe(401);
  });

  it('saves the account information and answers the updated user, as GET /api/user then does', async () => {
    const { browser, account } = await signedIn();
    const res = await put(browser, details(account, { email: `  ${account.email.toUpperCase()} ` }));
    expect(res.statusCode).toBe(200);
    const user = res.json<PublicUser>();
    expect(user).toMatchObject({
      id: account.id,
      fullName: 'Pat Prairie',
      email: account.email,
      street: '12 Elm Street',
      city: 'Ames',
      state: 'IA',
      zipCode: '50010',
      country: 'United States',
      profileImage: null,
    });
    expect((await browser.get('/api/user')).json()).toEqual(user);
  });

  it('refuses another country and changes nothing (decision 0043)', async () => {
    const { browser, account } = await signedIn();
    await put(browser, details(account));
    const message = 'We ship only within the United States, including its territories and military addresses. Please enter a US address.';
    const res = await put(browser, details(account, { city: 'Toronto', state: 'ON', zipCode: 'M5V 2T6', country: 'Canada' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_failed', details: [{ path: 'country', message }] });
    expect((await browser.get('/api/user')).json<PublicUser>()).toMatchObject({ city: 'Ames', country: 'United States' });
  });

  it('stores blank optional fields as empty', async () => {
    const { browser, account } = await signedIn();
    await put(browser, details(account));
    const res = await put(browser, { email: account.email, fullName: '  ', street: '', city: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: null, street: null, city: null, state: null, zipCode: null, country: null });
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ email: '' }, 'Please enter a valid email'],
    [{ email: undefined }, 'Please enter a valid email'],
    [{ city: 'x'.repeat(101) }, 'City must be at most 100 characters'],
  ])('%j answers 400 %s and changes nothing', async (overrides, message) => {
    const { browser, account } = await signedIn();
    const before = await rowOf(account.id);
    const res = await put(browser, details(account, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await rowOf(account.id)).toEqual(before);
  });

  it("refuses another account's email, in any case, with 409 and changes nothing", async () => {
    const { browser, account } = await signedIn();
    const other = await registerUser(t.browser(), { prefix: 'other' });
    const before = await rowOf(account.id);
    const res = await put(browser, details(account, { email: other.email.toUpperCase(), fullName: 'Someone Else' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: EMAIL_TAKEN, details: [{ path: 'email', message: EMAIL_TAKEN }] });
    expect(await rowOf(account.id)).toEqual(before);
  });

  it('changes the email to a free address, and the old one is free for others again', async () => {
    const { browser, account } = await signedIn();
    const res = await put(browser, details(account, { email: `new-${account.email}` }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: `new-${account.email}` });
    const taker = await registerUser(t.browser(), { prefix: 'taker', email: account.email });
    expect(taker.email).toBe(account.email);
  });
});

describe('PUT /api/user: the profile picture', () => {
  it('stores a data URL picture resized to a 256 px WebP and saves its URL, not the data', async () => {
    const { browser, account } = await signedIn();
    const res = await put(browser, details(account, { profileImage: await pictureDataUrl('jpeg', 1200, 800) }));
    expect(res.statusCode).toBe(200);
    const url = res.json<PublicUser>().profileImage!;
    expect(url).toMatch(new RegExp(`^/uploads/profiles/${account.id}-[0-9a-f]+\\.webp$`));
    expect((await rowOf(account.id)).profileImage).toBe(url);

    const image = await browser.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('keeps the picture when its URL (or nothing) is sent back, replaces it and deletes the old file, and removes it with null', async () => {
    const { browser, account } = await signedIn();
    const first = (await put(browser, details(account, { profileImage: await pictureDataUrl() }))).json<PublicUser>().profileImage!;
    expect(existsSync(uploadedFile(first))).toBe(true);

    expect((await put(browser, details(account, { profileImage: first, city: 'Boone' }))).json()).toMatchObject({ profileImage: first, city: 'Boone' });
    expect((await put(browser, details(account))).json()).toMatchObject({ profileImage: first });

    const second = (await put(browser, details(account, { profileImage: await pictureDataUrl('png', 300, 300) }))).json<PublicUser>().profileImage!;
    expect(second).not.toBe(first);
    expect(existsSync(uploadedFile(second))).toBe(true);
    expect(existsSync(uploadedFile(first))).toBe(false);
    expect((await browser.get(first)).statusCode).toBe(404);

    const removed = await put(browser, details(account, { profileImage: null }));
    expect(removed.json()).toMatchObject({ profileImage: null });
    expect(existsSync(uploadedFile(second))).toBe(false);
  });

  it.each([
    ['text dressed as a PNG', 400, NOT_AN_IMAGE, `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`],
    [
      'an SVG',
      400,
      NOT_AN_IMAGE,
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64')}`,
    ],
    ['a truncated PNG', 400, NOT_AN_IMAGE, 'truncated'],
    ['an outside address', 400, 'The profile image must be a picture file chosen on this page.', 'https://images.example.com/me.png'],
  ])('refuses %s with %i and changes nothing', async (_why, status, message, image) => {
    const { browser, account } = await signedIn();
    const profileImage = image === 'truncated' ? (await pictureDataUrl()).slice(0, 200) : image;
    const before = await rowOf(account.id);
    const res = await put(browser, details(account, { profileImage, fullName: 'Changed Name' }));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
    expect(await rowOf(account.id)).toEqual(before);
  });

  it.each([
    ['10.5 MB, within the request limit', 10.5 * 1024 * 1024],
    ['11 MB, beyond the request limit', 11 * 1024 * 1024],
  ])('refuses a picture of %s with 413 and a clear message', async (_why, bytes) => {
    const { browser, account } = await signedIn();
    const before = await rowOf(account.id);
    const profileImage = `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
    const res = await put(browser, details(account, { profileImage }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: TOO_LARGE });
    expect(await rowOf(account.id)).toEqual(before);
  });
});
