import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';

// Issue 12's Shipping Settings: a new seller connects their USPS account. The key is answered only
// by its last four characters, stays saved when the field is left blank, and can be removed.

test.describe.configure({ timeout: 60_000 });

const unique = () => `ship${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

for (const width of [375, 1280]) {
  test(`a seller saves their USPS account and removes its key (${width} px)`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 812 : 900 } });
    const username = unique();
    expect((await context.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } })).ok()).toBe(true);
    const seller = await context.request.patch('/api/user/become-seller', {
      data: { isSeller: true, companyName: 'Prairie Goods', companyWebsite: '', confirmationUsManufacturer: true, termsAndConditions: true },
    });
    expect(seller.ok(), await seller.text()).toBe(true);
    const page = await context.newPage();

    await page.goto('/profile?tab=shipping');
    await expect(page.getByText('USPS shipping is off.')).toBeVisible();
    await page.getByRole('button', { name: 'Save Shipping Settings' }).click();
    await expect(page.getByText('USPS User ID is required for shipping integration')).toBeVisible();
    await expect(page.getByText('ZIP code must be at least 5 characters')).toBeVisible();

    await page.getByLabel('USPS User ID').fill('my-consumer-key');
    await page.getByLabel(/^USPS API Key/).fill('MyConsumerSecret1234');
    await page.getByLabel('Shipping Origin ZIP Code').fill('50309');
    await page.getByLabel('Use my USPS account for shipping labels').check();
    await page.getByRole('button', { name: 'Save Shipping Settings' }).click();
    await expectToast(page, 'Shipping settings updated');
    await expect(page.getByText('USPS shipping is on.')).toBeVisible();

    // After a reload the key is not in the page, only its last four.
    await page.reload();
    await expect(page.getByLabel('USPS User ID')).toHaveValue('my-consumer-key');
    await expect(page.getByLabel(/^USPS API Key/)).toHaveValue('');
    await expect(page.getByText('A key ending in 1234 is saved.', { exact: false })).toBeVisible();
    expect(await page.content()).not.toContain('MyConsumerSecret1234');

    await page.getByRole('button', { name: 'Remove saved key' }).click();
    await expectToast(page, 'Shipping settings updated');
    await expect(page.getByText('USPS shipping is off.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove saved key' })).toHaveCount(0);
    await context.close();
  });
}
