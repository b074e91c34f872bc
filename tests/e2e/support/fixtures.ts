// The e2e `test`: fails a journey whose page throws an uncaught error, and lets every navigation
// wait until the app has hydrated (a prerendered page is on screen before its buttons work).
import { test as base, expect, type Page } from '@playwright/test';

const isInteractive = () =>
  !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true';

/** page.goto, then the app's hydration mark (pages without the app, e.g. JSON, do not wait). */
function waitForAppAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // A page that navigates on by itself (a redirect in script) has nothing left to wait for.
    await page.waitForFunction(isInteractive, null, { timeout: 15_000 }).catch(() => undefined);
    return response;
  };
}

export const test = base.extend<{ failOnPageError: void }>({
  page: async ({ page }, use) => {
    waitForAppAfterGoto(page);
    await use(page);
  },
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
