// Playwright's test and expect for the journeys, with one addition: a page load of the app waits
// until the app has hydrated the server-rendered page (decision 0035). The server's HTML is on screen
// at once, but the app's code is only fetched after the first paint, so the 'load' event can come
// before the page answers clicks the way the app does (a link would still load the next page in full).
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** Waits while /start.js has begun starting the app and the app has not marked the page ready. */
async function appReady(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await page.waitForFunction(() => document.documentElement.getAttribute('data-app') !== 'starting');
}

let patched = false;

/** Every page of the run, whichever context made it: goto and reload are patched on Page's prototype. */
function patch(page: Page): void {
  if (patched) return;
  patched = true;
  const proto = Object.getPrototypeOf(page) as Page;
  const goto = proto.goto;
  const reload = proto.reload;
  proto.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    await appReady(this, response);
    return response;
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    await appReady(this, response);
    return response;
  };
}

export const test = base.extend<object, { appReadyAfterLoad: void }>({
  appReadyAfterLoad: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      patch(await context.newPage());
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
