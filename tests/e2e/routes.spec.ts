// Journeys: both route tables of spec core §2 render pages; anything else is "404 Page Not Found".
import { MSG } from '../../src/contracts/messages.js';
import { SIGNED_IN_PATHS, SIGNED_OUT_PATHS } from '../../src/contracts/web-routes.js';
import { OWNER_STATE } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

test('signed out: an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: MSG.pageNotFound })).toBeVisible();
  // a signed-in-only page leads to sign-in, and back to it after (issue 30: deep-links.spec.ts)
  await page.goto('/properties');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fproperties$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('signed out: every public route renders its page', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of SIGNED_OUT_PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: MSG.pageNotFound }), path).toHaveCount(0);
  }
});

test.describe('signed in', () => {
  test.use({ storageState: OWNER_STATE });

  test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
    await page.goto('/no-such-page/deeper');
    await expect(page.getByRole('heading', { name: MSG.pageNotFound })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('every signed-in route renders its page', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of SIGNED_IN_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('heading', { name: MSG.pageNotFound }), path).toHaveCount(0);
    }
  });

  test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
    const res = await request.get('/api/no-such-endpoint');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: MSG.notFound, code: 'not_found' });
  });
});
