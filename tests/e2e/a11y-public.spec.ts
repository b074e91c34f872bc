// axe-core (WCAG 2.1 A + AA) over every public page, the sign-in forms and the not-found page,
// at desktop width and at 320 px (with no sideways scrolling there). Signed-in screens: a11y.spec.ts.
import { SIGNED_OUT_PATHS, paths } from '../../src/contracts/web-routes.js';
import { checkScreen } from './support/a11y-screens.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

// The app's CSP refuses injected scripts, axe-core among them.
test.use({ bypassCSP: true });

const NOT_FOUND = '/no-such-page';

test.describe('signed out', () => {
  test('every public page and the not-found page', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of [...SIGNED_OUT_PATHS, NOT_FOUND]) {
      await checkScreen(page, path, 'visitor');
    }
  });

  test('sign-in and sign-up forms, blank and with an error', async ({ page }) => {
    await checkScreen(page, paths.signIn, 'visitor');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('auth-error')).toBeVisible();
    await expectNoAxeViolations(page, 'visitor: sign-in with an error');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expectNoAxeViolations(page, 'visitor: sign-up');
  });

  test('the public pages on a 320 px wide phone', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [...SIGNED_OUT_PATHS, NOT_FOUND]) {
      await checkScreen(page, path, 'visitor at 320 px');
      // reflow (WCAG 1.4.10): nothing wider than the screen, so no sideways scrolling
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `horizontal scroll at 320 px on ${path}`).toBe(0);
    }
  });
});
