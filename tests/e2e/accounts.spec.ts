import { expect, test, type Page } from './support/test.ts';
import { expectToast } from './support/toasts.ts';

// Journeys of issue 2: register, sign out, Welcome Back (the password after a logout, quick sign-in
// after an expired session), and sign-in with a returnTo to a protected route. Each test runs in a
// fresh browser context (no shared cookies).

const unique = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function register(page: Page, username: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signOut(page: Page, username: string) {
  await page.getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'You have been successfully logged out.');
}

test('a visitor registers, signs out, signs back in with the password on Welcome Back, and with Quick Sign In once a session has expired', async ({ page }) => {
  const username = unique();
  await register(page, username);

  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Registration successful!');
  await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();

  await signOut(page, username);
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();

  // Logging out ended the password-free way back in: Welcome Back asks for the password (decision 0039).
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText(username).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick Sign In' })).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, `You're now logged in as ${username}`);

  // A session that ended without a logout (as after 14 days) comes back with one click.
  await page.context().clearCookies({ name: 'hm_session' });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Quick Sign In' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, `You're now logged in as ${username}`);
  await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
});

test('registration shows the validation messages and refuses a taken username', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();

  await page.getByLabel('Username', { exact: true }).fill('shopper');
  await page.getByLabel('Email', { exact: true }).fill('someone-new@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('different-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Confirm Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration failed');
  await expectToast(page, 'Username already exists');
  await expect(page).toHaveURL(/\/auth/);
});

test('a protected page sends a visitor to sign in and back to it afterwards', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);

  await page.getByLabel('Username', { exact: true }).fill('shopper');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Invalid username or password. Please try again.');

  await page.getByLabel('Password', { exact: true }).fill('shopper123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expectToast(page, "You're now logged in as shopper");

  // Signed in, /auth sends straight on to returnTo.
  await page.goto('/auth?returnTo=%2Forders');
  await expect(page).toHaveURL(/\/orders$/);
});
