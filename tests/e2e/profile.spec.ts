import sharp from 'sharp';
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test.ts';
import { expectToast } from './support/toasts.ts';

// Journeys of issue 13's profile: a shopper edits their account with a picture (stored resized by
// the server), changes their password (every other browser is signed out), and a shared computer
// forgets a remembered account with "Not you?". SCREENSHOTS=dir saves each tab at 375 and 1280 px.

test.describe.configure({ timeout: 60_000 });

const shots = process.env.SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

const unique = () => `prof${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'secret-pass';

/** A new browser with a freshly registered shopper signed in (and remembered). */
async function newShopper(browser: Browser, baseURL: string | undefined, width = 1280): Promise<{ context: BrowserContext; page: Page; username: string }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 812 : 900 } });
  const username = unique();
  const res = await context.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return { context, page: await context.newPage(), username };
}

test('a shopper edits their account information with a profile picture', async ({ browser, baseURL }) => {
  const { context, page, username } = await newShopper(browser, baseURL);
  await page.goto('/profile');
  await expect(page).toHaveTitle('My Profile | Heartland Market');
  await expect(page.getByRole('tab', { name: 'Account Information' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(`${username}@example.com`);
  await shot(page, 'profile-account-1280');

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByLabel('Email').fill(`${username}@example.com`);

  await page.getByLabel('Full Name').fill('Pat Prairie');
  await page.getByLabel('Street Address').fill('12 Elm Street');
  await page.getByLabel('City').fill('Ames');
  await page.getByLabel('State').fill('IA');
  await page.getByLabel('ZIP Code').fill('50010');
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByAltText('Your profile picture')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated');

  // The picture is the server's resized copy, not the data the browser sent.
  const avatar = page.getByAltText('Your profile picture');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/profiles\/\d+-[0-9a-f]+\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Pat Prairie');
  await expect(page.getByLabel('City')).toHaveValue('Ames');
  await expect(page.getByAltText('Your profile picture')).toHaveAttribute('src', /^\/uploads\/profiles\//);
  await shot(page, 'profile-account-filled-1280');
  await context.close();
});

test('a shopper changes their password and is signed out on their other browser', async ({ browser, baseURL }) => {
  const { context, page, username } = await newShopper(browser, baseURL);
  const other = await browser.newContext({ baseURL });
  expect((await other.request.post('/api/login', { data: { username, password: PASSWORD } })).ok()).toBe(true);

  await page.goto('/profile?tab=security');
  await expect(page.getByRole('heading', { name: 'Security Settings' })).toBeVisible();
  await page.getByLabel('Current Password', { exact: true }).fill('wrong-password');
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password change failed');
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

  await page.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed');
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

  // This browser stays signed in; the other one is signed out.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  expect((await other.request.get('/api/user')).status()).toBe(401);
  const otherPage = await other.newPage();
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);

  const fresh = await browser.newContext({ baseURL });
  expect((await fresh.request.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(401);
  expect((await fresh.request.post('/api/login', { data: { username, password: 'brand-new-pass' } })).ok()).toBe(true);
  await Promise.all([context.close(), other.close(), fresh.close()]);
});

test('"Not you?" on the Welcome Back panel makes a shared computer forget the account', async ({ browser, baseURL }) => {
  const { context, page, username } = await newShopper(browser, baseURL);
  await context.request.post('/api/logout');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Not you?' }).click();
  await expectToast(page, `This browser no longer remembers ${username}.`);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await context.close();
});

test('the profile tabs at 375 px', async ({ browser, baseURL }) => {
  const { context, page } = await newShopper(browser, baseURL, 375);
  for (const [tab, heading] of [
    ['account', 'Account Information'],
    ['security', 'Security Settings'],
    ['shipping', 'Shipping Settings'],
  ] as const) {
    await page.goto(`/profile?tab=${tab}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, `profile-${tab}-375`);
  }
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Become a Seller' })).toBeVisible();
  await context.close();
});
