import { ADMIN_USER_ID } from '#server/http/auth.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import { users } from '#server/db/schema.ts';
import { login, type Account, type Browser, type TestApp } from './app.ts';

/**
 * The administrator (user id 1, as the demo seed creates it) without seeding the whole catalogue,
 * and a browser signed in as them.
 */
export async function signedInAdmin(t: TestApp): Promise<{ browser: Browser; account: Account }> {
  const account: Account = { id: ADMIN_USER_ID, username: 'admin', email: 'admin@heartland.example', password: 'admin-test-password' };
  await t.database.db
    .insert(users)
    .values({ id: account.id, username: account.username, email: account.email, passwordHash: await hashPassword(account.password) })
    .onConflictDoNothing();
  const browser = t.browser();
  await login(browser, account);
  return { browser, account };
}
