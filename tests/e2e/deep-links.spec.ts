// Journeys (issue 30): a signed-out visit to a signed-in page goes to sign-in and, after it, to
// that page with its query; a destination on another site is never followed; the guides' links
// for visitors carry the page they name. (OpenID Connect carries it the same way: there is no
// identity provider in these journeys, src/server/features/auth/oidc.test.ts covers it.)
import type { Page } from '@playwright/test';
import { MSG } from '../../src/contracts/messages.js';
import { newAccount, signUpViaApi, type Account } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { createPropertyViaApi } from './support/properties-api.js';

/** A new account, signed out again: the browser holds no session. */
async function signedOutAccount(page: Page, prefix: string): Promise<Account> {
  const a = newAccount(prefix);
  await signUpViaApi(page.context().request, a);
  await page.context().clearCookies();
  return a;
}

async function signInWithPassword(page: Page, a: Account) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a deep link with a query, opened signed out, lands on its page after sign-in', async ({
  page,
  baseURL,
}) => {
  const request = page.context().request;
  const a = newAccount('deeplink');
  await signUpViaApi(request, a);
  const p = await createPropertyViaApi(request, { name: 'Deep Lodge', ipAddress: '127.0.0.1' });
  await page.context().clearCookies();

  const target = `/properties/${p.id}?range=7d`;
  await page.goto(target);
  await expect(page).toHaveURL(`${baseURL}/sign-in?next=${encodeURIComponent(target)}`);
  await signInWithPassword(page, a);

  await expect(page).toHaveURL(`${baseURL}${target}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Lodge' })).toBeVisible();
  // the query took effect: the 7-day range is the one shown
  await expect(
    page.getByRole('tablist', { name: 'Range' }).getByRole('tab', { name: '7d' }),
  ).toHaveAttribute('aria-selected', 'true');
});

test('a destination on another site is ignored: sign-in lands on the dashboard', async ({
  page,
  baseURL,
}) => {
  const a = await signedOutAccount(page, 'openredirect');
  for (const next of ['//evil.example/team', '/\\evil.example', 'https://evil.example/']) {
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
    // the single sign-on link, were one configured, would not carry it either
    await signInWithPassword(page, a);
    await expect(page, next).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.context().clearCookies();
  }
  // through the server's login too
  await page.goto(`/api/login?next=${encodeURIComponent('/%2F/evil.example')}`);
  await expect(page).toHaveURL(`${baseURL}/sign-in`);
});

test("a guide's link for visitors leads through sign-in to the page it names", async ({
  page,
  baseURL,
}) => {
  const a = await signedOutAccount(page, 'guidelink');
  await page.goto('/getting-started');
  const invite = page.getByRole('link', { name: 'Invite your team' });
  await expect(invite).toHaveAttribute('href', '/api/login?next=%2Fteam');
  await invite.click();
  await expect(page).toHaveURL(`${baseURL}/sign-in?next=%2Fteam`);
  await signInWithPassword(page, a);
  await expect(page).toHaveURL(`${baseURL}/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
});

test('signed out, an unknown path is still "404 Page Not Found", not sign-in', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/no-such-page', '/team/no-such-page', '/properties/1/deeper']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: MSG.pageNotFound }), path).toBeVisible();
    await expect(page, path).toHaveURL(`${baseURL}${path}`);
  }
});
