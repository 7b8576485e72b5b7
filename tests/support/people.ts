// The people of a test: shoppers and sellers, each in a browser of their own.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '#server/db/schema.ts';
import { registerUser, type Account, type Browser, type TestApp } from './app.ts';
import { giveShop } from './shops.ts';

export interface Person {
  b: Browser;
  account: Account;
}

/**
 * A newly registered shopper, signed in; a seller when `isSeller`, made one straight in the database
 * (for tests of what sellers do, not of becoming one), with a shop that has a ship-from address.
 */
export async function newPerson(t: TestApp, isSeller: boolean): Promise<Person> {
  const b = t.browser();
  const account = await registerUser(b, { prefix: isSeller ? 'maker' : 'buyer' });
  if (isSeller) {
    await t.database.db.update(users).set({ isSeller: true }).where(eq(users.id, account.id));
    await giveShop(t.database.db, account.id);
  }
  return { b, account };
}

/**
 * A newly registered user who became a seller through the become-seller form's request; without `companyName` the shop goes by the username.
 * Their shop is then given a ship-from address (TEST_SHIP_FROM), so they may publish listings.
 */
export async function newSeller(t: TestApp, companyName?: string): Promise<{ browser: Browser; id: number }> {
  const browser = t.browser();
  const { id } = await registerUser(browser, { prefix: 'seller' });
  const res = await browser.request('PATCH', '/api/user/become-seller', {
    body: { isSeller: true, ...(companyName ? { companyName } : {}), companyWebsite: '', confirmationUsManufacturer: true, termsAndConditions: true },
  });
  expect(res.statusCode).toBe(200);
  await giveShop(t.database.db, id);
  return { browser, id };
}
