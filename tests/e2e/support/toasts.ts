import { expect, type Page } from './test.ts';

/** The toast as shown on screen (Radix also copies its text into a screen-reader announcement). */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true })).toBeVisible();
}
