import { expect, test, type Browser, type BrowserContext, type Page } from './support/test.ts';
import { expectToast } from './support/toasts.ts';

// Journeys of issue 13's newsletter: a visitor subscribes on the home page; the administrator
// writes a newsletter, sends it and finds it in the mail outbox; the subscriber unsubscribes
// through the link in their email. SCREENSHOTS=dir saves the pages at 375 and 1280 px.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const shots = process.env.SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

/** The administrator signs in once for the file: the login endpoint is rate limited per username. */
async function asAdmin(browser: Browser, baseURL: string | undefined, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  if (!adminState) {
    const login = await browser.newContext({ baseURL });
    const res = await login.request.post('/api/login', { data: { username: 'admin', password: 'admin123' } });
    expect(res.ok(), await res.text()).toBe(true);
    adminState = await login.storageState();
    await login.close();
  }
  const context = await browser.newContext({ baseURL, storageState: adminState, viewport: { width, height: width < 600 ? 812 : 900 } });
  return { context, page: await context.newPage() };
}

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const subscriber = `reader${stamp}@example.com`;
const title = `Harvest news ${stamp}`;

test('a visitor subscribes on the home page; anyone but the administrator is turned away from /admin/newsletter', async ({ page }) => {
  await page.goto('/');
  // The signup loads as it comes near the screen.
  const signup = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(signup).toBeVisible({ timeout: 500 });
  }).toPass();
  await signup.getByLabel('Email address').fill(subscriber);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Subscribed!');

  const username = `news${stamp}`;
  expect((await page.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } })).ok()).toBe(true);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  expect((await page.request.get('/api/admin/newsletters')).status()).toBe(403);
});

test('the administrator writes a newsletter, sends it and finds it in the outbox', async ({ browser, baseURL }) => {
  const { context, page } = await asAdmin(browser, baseURL);
  await page.goto('/admin/newsletter');
  await expect(page).toHaveTitle('Newsletter Management | Heartland Market');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Management' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Subscribers' }).getByText(subscriber)).toBeVisible();
  await shot(page, 'newsletter-create-1280');

  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expectToast(page, 'Missing Fields');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('The apple growers are back.\n\nSee their orchards in our Home & Garden aisle.');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expectToast(page, 'Newsletter Created');
  await expect(page.getByRole('tab', { name: 'Manage Newsletters' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Draft')).toBeVisible();
  await shot(page, 'newsletter-manage-1280');

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('tab', { name: 'Edit Newsletter' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'newsletter-edit-1280');
  await page.getByLabel('Content').fill('The apple growers are back.\n\nSee their orchards in our Home & Garden aisle, and the cider presses too.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Updated');
  await expect(page.getByRole('tab', { name: 'Edit Newsletter' })).toHaveCount(0);

  await card.getByRole('button', { name: `Send ${title}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to send this newsletter to all subscribers? This action cannot be undone.')).toBeVisible();
  await shot(page, 'newsletter-send-confirm-1280');
  await dialog.getByRole('button', { name: 'Send Newsletter' }).click();
  await expectToast(page, 'Sent');
  await expect(card.getByText(/^Sent on /)).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  await page.goto('/admin/outbox');
  const row = page.getByRole('row').filter({ hasText: subscriber });
  await expect(row.getByText(title)).toBeVisible();
  await expect(row.getByText('Newsletter')).toBeVisible();
  await context.close();
});

test('the subscriber unsubscribes through the link in their email', async ({ browser, baseURL }) => {
  // The administrator's outbox holds the email as it will be sent.
  const { context: adminContext } = await asAdmin(browser, baseURL);
  const list = (await (await adminContext.request.get('/api/admin/outbox?limit=100')).json()) as Array<{ id: number; to: string; subject: string }>;
  const message = list.find((m) => m.to === subscriber && m.subject === title);
  expect(message).toBeDefined();
  const detail = (await (await adminContext.request.get(`/api/admin/outbox/${message!.id}`)).json()) as { text: string };
  const link = /(http\S+\/newsletter\/unsubscribe\?\S+)/.exec(detail.text)?.[1];
  expect(link, detail.text).toBeDefined();

  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeVisible();
  await expect(page.getByText(subscriber)).toBeVisible();
  await shot(page, 'unsubscribe-confirm-375');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You've been unsubscribed" })).toBeVisible();
  await shot(page, 'unsubscribe-done-375');
  await expect(page).toHaveURL(new RegExp(`${baseURL}/$`), { timeout: 6000 });

  // A tampered link is refused and says so.
  await page.goto(link!.replace(/token=[\w-]+/, 'token=tampered'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid. Please use the link from your latest newsletter email.');
  await shot(page, 'unsubscribe-error-375');

  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/newsletter');
  const entry = adminPage.getByRole('list', { name: 'Subscribers' }).getByRole('listitem').filter({ hasText: subscriber });
  await expect(entry.getByText('Unsubscribed')).toBeVisible();
  await Promise.all([context.close(), adminContext.close()]);
});

test('the newsletter pages at 375 px', async ({ browser, baseURL }) => {
  const { context, page } = await asAdmin(browser, baseURL, 375);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Management' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'newsletter-create-375');
  await page.getByRole('tab', { name: 'Manage Newsletters' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await shot(page, 'newsletter-manage-375');
  await context.close();
});
