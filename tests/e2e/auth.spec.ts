// Journeys: sign up, sign in, sign out with the built-in accounts.
import { MSG } from '../../src/contracts/messages.js';
import { newAccount, signUpViaApi } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

test('a later sign-up gets its own workspace as Administrator', async ({ page }) => {
  const a = newAccount('alice');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill(a.firstName);
  await page.getByLabel('Last name').fill(a.lastName);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-name')).toHaveText(`${a.firstName} ${a.lastName}`);
  await expect(page.getByTestId('user-role')).toHaveText('Administrator');
});

test('sign-up shows the server message for a taken e-mail', async ({ page }) => {
  const a = newAccount('taken');
  await signUpViaApi(page.context().request, a);
  await page.context().clearCookies();

  await page.goto('/sign-in?mode=sign-up');
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill('another-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText(MSG.emailTaken);
});

test('sign in, then sign out', async ({ page }) => {
  const a = newAccount('bob');
  await signUpViaApi(page.context().request, a);
  await page.context().clearCookies();

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-name')).toHaveText(`${a.firstName} ${a.lastName}`);

  // a signed-in visitor of /sign-in is sent to the dashboard
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  await page.getByTestId('logout').click();
  await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  // the session is gone on the server too
  const res = await page.request.get('/api/auth/user');
  expect(res.status()).toBe(401);
});

test('a wrong password shows the server message', async ({ page }) => {
  const a = newAccount('carol');
  await signUpViaApi(page.context().request, a);
  await page.context().clearCookies();

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText(MSG.invalidCredentials);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the landing page leads to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('the landing footer links to FAQ, Pricing and the Beta Program', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(footer.getByRole('link', { name: 'Beta Program' })).toHaveAttribute(
    'href',
    '/apply-beta',
  );
});
