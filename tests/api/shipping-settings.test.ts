// PUT /api/user/shipping-settings (docs/product.md B5 and B7, issue 12): sellers only, the spec's
// validation messages, a US ZIP code, the USPS API key sealed at rest and only ever answered masked,
// a blank key keeping the saved one, and USPS on only with a key.
import { eq } from 'drizzle-orm';
import { shipments } from '#server/db/schema.ts';
import { LABELS_NEED_PAYMENT_ACCOUNT } from '#server/integrations/carrier/usps.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { readUspsAccount } from '#server/features/profile/shipping-settings.ts';
import { uspsCredentialBox } from '#server/security/secret-box.ts';
import type { PublicUser } from '#shared/user.ts';
import { createTestApp, registerUser, type Account, type Browser, type TestApp } from '../support/app.ts';
import { insertOrder, insertProduct } from '../support/orders.ts';
import { giveShop } from '../support/shops.ts';

const SECRET = 'a-test-application-secret-of-at-least-32-characters';
const KEY = 'Zq8ConsumerSecret5wxyz';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ sessionSecret: SECRET });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function seller(): Promise<{ browser: Browser; account: Account }> {
  const browser = t.browser();
  const account = await registerUser(browser, { prefix: 'shipset' });
  const res = await browser.request('PATCH', '/api/user/become-seller', {
    body: { isSeller: true, companyName: 'Prairie Goods', companyWebsite: '', confirmationUsManufacturer: true, termsAndConditions: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { browser, account };
}

const put = (browser: Browser, body: unknown) => browser.request('PUT', '/api/user/shipping-settings', { body });
const settings = (overrides: Record<string, unknown> = {}) => ({
  uspsUserId: 'consumer-key-123',
  uspsApiKey: KEY,
  shippingOriginZip: '50309',
  uspsEnabled: true,
  ...overrides,
});
const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PUT /api/user/shipping-settings', () => {
  it('refuses a visitor (401) and a shopper who is not a seller (403), changing nothing', async () => {
    const visitor = await put(t.browser(), settings());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<{ message: string }>().message).toBeTruthy();

    const browser = t.browser();
    const shopper = await registerUser(browser, { prefix: 'shopper' });
    const res = await put(browser, settings());
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBeTruthy();
    expect(await row(shopper.id)).toMatchObject({ uspsUserId: null, uspsApiKeyEncrypted: null, shippingOriginZip: null, uspsEnabled: false });
  });

  it("answers the spec's validation messages, and a ZIP code must be a US one", async () => {
    const { browser, account } = await seller();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ uspsUserId: '' }, 'USPS User ID is required for shipping integration'],
      [{ uspsUserId: '   ' }, 'USPS User ID is required for shipping integration'],
      [{ shippingOriginZip: '5030' }, 'ZIP code must be at least 5 characters'],
      [{ shippingOriginZip: '50309-12345' }, 'ZIP code cannot exceed 10 characters'],
      [{ shippingOriginZip: 'ABCDE' }, 'Enter a US ZIP code of 5 digits or ZIP+4, like 50309 or 50309-1234'],
      [{ shippingOriginZip: '503091234' }, 'Enter a US ZIP code of 5 digits or ZIP+4, like 50309 or 50309-1234'],
      [{ uspsApiKey: 'has a space' }, 'The USPS API key cannot contain spaces'],
    ];
    for (const [overrides, message] of cases) {
      const res = await put(browser, settings(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await row(account.id)).toMatchObject({ uspsUserId: null, uspsApiKeyEncrypted: null, uspsEnabled: false });
  });

  it('saves the settings, keeps the key sealed at rest and answers it masked, here and on GET /api/user', async () => {
    const { browser, account } = await seller();
    const res = await put(browser, settings({ shippingOriginZip: ' 50309-1234 ' }));
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json<PublicUser>();
    expect(user).toMatchObject({ id: account.id, uspsUserId: 'consumer-key-123', uspsApiKeySet: true, shippingOriginZip: '50309-1234', uspsEnabled: true });
    expect(user.uspsApiKey).toBe('••••••••wxyz');
    expect(res.body).not.toContain(KEY);

    const stored = (await row(account.id)).uspsApiKeyEncrypted!;
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(KEY);
    expect(stored).not.toContain(Buffer.from(KEY).toString('base64'));

    const me = await browser.get('/api/user');
    expect(me.json<PublicUser>()).toMatchObject({ uspsUserId: 'consumer-key-123', uspsApiKey: '••••••••wxyz', uspsApiKeySet: true, uspsEnabled: true });
    expect(me.body).not.toContain(KEY);

    // The carrier opens it with the application's secret, and only for this seller's row.
    expect(await readUspsAccount(t.database.db, uspsCredentialBox(SECRET), account.id)).toEqual({
      clientId: 'consumer-key-123',
      clientSecret: KEY,
      originZip: '50309-1234',
    });
    expect(await readUspsAccount(t.database.db, uspsCredentialBox('another-secret-of-at-least-32-characters!'), account.id)).toBeNull();
    const other = await seller();
    await t.database.db.update(users).set({ uspsUserId: 'x', uspsEnabled: true, uspsApiKeyEncrypted: stored }).where(eq(users.id, other.account.id));
    expect(await readUspsAccount(t.database.db, uspsCredentialBox(SECRET), other.account.id)).toBeNull();
  });

  it('keeps the saved key when the key is blank, omitted or sent back masked; a new key replaces it', async () => {
    const { browser, account } = await seller();
    await put(browser, settings());
    const sealed = (await row(account.id)).uspsApiKeyEncrypted;

    for (const uspsApiKey of ['', undefined, null, '••••••••wxyz']) {
      const res = await put(browser, settings({ uspsApiKey, uspsUserId: 'renamed-key' }));
      expect(res.statusCode, String(uspsApiKey)).toBe(200);
      expect(res.json<PublicUser>()).toMatchObject({ uspsUserId: 'renamed-key', uspsApiKey: '••••••••wxyz', uspsApiKeySet: true });
      expect((await row(account.id)).uspsApiKeyEncrypted).toBe(sealed);
    }

    const res = await put(browser, settings({ uspsApiKey: 'AnotherSecret9876' }));
    expect(res.json<PublicUser>().uspsApiKey).toBe('••••••••9876');
    expect((await readUspsAccount(t.database.db, uspsCredentialBox(SECRET), account.id))?.clientSecret).toBe('AnotherSecret9876');
  });

  it('refuses to turn USPS on without a key, and removes the key only with USPS off', async () => {
    const { browser, account } = await seller();
    const noKey = await put(browser, settings({ uspsApiKey: '' }));
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<{ message: string }>().message).toBe('Enter your USPS API key to turn on USPS shipping');
    expect(await row(account.id)).toMatchObject({ uspsUserId: null, uspsEnabled: false });

    // Saved off without a key: fine (the spec's default is off).
    const off = await put(browser, settings({ uspsApiKey: '', uspsEnabled: undefined }));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<PublicUser>()).toMatchObject({ uspsEnabled: false, uspsApiKey: null, uspsApiKeySet: false });

    await put(browser, settings());
    const removeWhileOn = await put(browser, settings({ uspsApiKey: '', removeUspsApiKey: true }));
    expect(removeWhileOn.statusCode).toBe(400);
    expect((await row(account.id)).uspsApiKeyEncrypted).toBeTruthy();

    const removed = await put(browser, settings({ uspsApiKey: '', uspsEnabled: false, removeUspsApiKey: true }));
    expect(removed.statusCode).toBe(200);
    expect(removed.json<PublicUser>()).toMatchObject({ uspsApiKey: null, uspsApiKeySet: false, uspsEnabled: false });
    expect((await row(account.id)).uspsApiKeyEncrypted).toBeNull();
  });

  it('a seller who turned USPS off ships on the platform carrier: the account is no longer usable', async () => {
    const { browser, account } = await seller();
    await put(browser, settings());
    await put(browser, settings({ uspsApiKey: '', uspsEnabled: false }));
    expect(await readUspsAccount(t.database.db, uspsCredentialBox(SECRET), account.id)).toBeNull();
  });

  it("buys a seller's order label on their own USPS account when it is on, and on the platform carrier when it is off", async () => {
    const { browser, account } = await seller();
    // A label needs the shop's ship-from address (decision 0055): Des Moines 50309, the settings' ZIP code.
    await giveShop(t.database.db, account.id);
    const shopper = await registerUser(t.browser(), { prefix: 'buyer' });
    const product = await insertProduct(t.database.db, { name: 'Cedar Birdhouse', priceCents: 3900, sellerId: account.id });
    const order = async () => (await insertOrder(t.database.db, { userId: shopper.id, items: [{ productId: product, quantity: 1, priceCents: 3900 }] })).id;
    const label = (orderId: number) =>
      browser.post(`/api/orders/${orderId}/generate-label`, {
        recipientName: 'Ada Lovelace',
        recipientAddress: '12 Pike Street',
        recipientCity: 'Seattle',
        recipientState: 'WA',
        recipientZip: '98101',
        packageWeight: 16,
        packageDimensions: '12x9x3',
        serviceType: 'Priority',
      });

    // On: the USPS account is asked, and (without the payment details USPS needs) says what is missing, buying nothing.
    await put(browser, settings());
    const onUsps = await order();
    const refused = await label(onUsps);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(LABELS_NEED_PAYMENT_ACCOUNT);
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, onUsps))).toEqual([]);

    // Off: the platform's carrier buys it, recorded as the sandbox's.
    await put(browser, settings({ uspsApiKey: '', uspsEnabled: false }));
    const bought = await label(onUsps);
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await t.database.db.select().from(shipments).where(eq(shipments.orderId, onUsps)))[0]).toMatchObject({ provider: 'sandbox', sellerId: account.id });
  });
});
