import { expect, test, type Page } from './support/test.ts';
import { expectToast } from './support/toasts.ts';

// The Help Center's search and the contact form (issue 13): a visitor finds an answer, then writes
// to support; the administrator finds the message in the mail outbox, addressed to support.
// SCREENSHOTS=dir saves the pages at 375 and 1280 px for review.

const shots = process.env.SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('a visitor searches the Help Center, finds an answer and opens a policy page', async ({ page }) => {
  await page.goto('/help');
  await expect(page).toHaveTitle('Help Center | Heartland Market');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search the Help Center' });

  await search.fill('REFUND');
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  const answer = page.locator('details', { hasText: 'When will I get my refund?' });
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer).toContainText('Refunds are processed within 3-5 business days');
  await shot(page, 'help-search-1280');

  await search.fill('snowmobile');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');

  await page.getByRole('tab', { name: 'Shipping & Delivery' }).click();
  const shipping = page.getByRole('tabpanel', { name: 'Shipping & Delivery' });
  await shipping.getByText('Where do you ship?').click();
  await expect(shipping.getByText(/military APO, FPO and DPO addresses/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Help topics' })
    .getByRole('link', { name: /Returns & Refunds/ })
    .click();
  await expect(page).toHaveURL(/\/returns-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Returns & Refunds Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Returns & Refunds Policy | Heartland Market');
});

test('a visitor sends a message; the success view offers another; support receives it', async ({ browser, baseURL, page }) => {
  const subject = `Gift wrapping question ${Date.now().toString(36)}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();

  await page.getByLabel('Your Name').fill('Wendy Visitor');
  await page.getByLabel('Email Address').fill('wendy@example.com');
  await page.getByLabel('What is this about?').selectOption({ label: 'An order or a delivery' });
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Can the cutting board be gift wrapped with a note?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expectToast(page, 'Message sent');
  await expectToast(page, "We've received your message and will respond soon.");
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeFocused();
  await expect(page.getByText('wendy@example.com')).toBeVisible();
  await shot(page, 'contact-sent-1280');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Your Name')).toHaveValue('Wendy Visitor');
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await page.getByRole('link', { name: 'Help Center' }).first().click();
  await expect(page).toHaveURL(/\/help$/);

  // The administrator's outbox holds it, addressed to support, with the sender to reply to.
  const admin = await browser.newContext({ baseURL });
  expect((await admin.request.post('/api/login', { data: { username: 'admin', password: 'admin123' } })).ok()).toBe(true);
  const list = (await (await admin.request.get('/api/admin/outbox?limit=50')).json()) as Array<{ id: number; to: string; subject: string; kind: string }>;
  const mail = list.find((m) => m.subject === `[An order or a delivery] ${subject}`);
  expect(mail).toMatchObject({ to: 'support@heartland-market.example', kind: 'contact_message' });
  const detail = (await (await admin.request.get(`/api/admin/outbox/${mail!.id}`)).json()) as { text: string };
  expect(detail.text).toContain('From: Wendy Visitor <wendy@example.com>');
  expect(detail.text).toContain('Can the cutting board be gift wrapped with a note?');
  await admin.close();
});

test('the success view leads back to the homepage, at 375 px', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByLabel('Your Name').fill('Milo Mobile');
  await page.getByLabel('Email Address').fill('milo@example.com');
  await page.getByLabel('Subject').fill('Hello from my phone');
  await page.getByLabel('Message', { exact: true }).fill('Do you ship to Guam?');
  await shot(page, 'contact-form-375');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});
