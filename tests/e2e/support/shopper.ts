import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export type SignIn = (browser: Browser, baseURL: string | undefined, width?: number) => Promise<{ context: BrowserContext; page: Page }>;

/**
 * One shopper registered for a whole spec file (sign-in is rate limited per username, so journeys
 * reuse the session instead of signing in each time); each call opens a new context signed in as
 * them, at the given width.
 */
export function sharedShopper(prefix: string): SignIn {
  let state: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  return async (browser, baseURL, width = 1280) => {
    if (!state) {
      const setup = await browser.newContext({ baseURL });
      const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const res = await setup.request.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'secret-pass' } });
      expect(res.ok()).toBe(true);
      state = await setup.storageState();
      await setup.close();
    }
    const context = await browser.newContext({ baseURL, storageState: state, viewport: { width, height: width < 600 ? 812 : 900 } });
    return { context, page: await context.newPage() };
  };
}
