// Journeys: a forgotten password reset through the link mailed to a real SMTP server, and a
// password changed in Settings → Security (issue 30); axe over each new page and form, keyboard
// alone where a person types.
import { request as newRequest } from '@playwright/test';
import { PASSWORD_MSG } from '../../src/contracts/password.js';
import { newAccount, signUpNewAccount, signUpViaApi } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { tabTo } from './support/keyboard.js';
import { startMailSink, waitForMail, type SmtpSink } from './support/mail-sink.js';
import { toast } from './support/pages.js';

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startMailSink();
});
test.afterAll(async () => {
  await sink?.close();
});
// the app's CSP blocks injected scripts; axe is injected to judge accessibility
test.use({ bypassCSP: true });

const NEW_PASSWORD = 'juniper-lantern-73';

test('forgot password: the mailed link sets a new one, once, and the owner is told', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const a = newAccount('forgetful');
  await signUpViaApi(page.context().request, a);
  await page.context().clearCookies();

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('heading', { name: 'Forgot your password?', level: 1 }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password');
  // keyboard alone: to the field, type, Enter
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(a.email);
  const before = sink.messages.length;
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('forgot-result')).toHaveText(PASSWORD_MSG.resetRequested);
  await expectNoAxeViolations(page, 'forgot password: sent');

  const mail = await waitForMail(sink, a.email, before, '/reset-password#');
  expect(mail.headers.subject).toBe('Reset your Property Monitor password');
  const link = /https?:\/\/[^/\s]+(\/reset-password#[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(
    page.getByRole('heading', { name: 'Choose a new password', level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(a.email);
  // the token leaves the address bar once read
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectNoAxeViolations(page, 'reset password form');

  await tabTo(page, page.getByLabel('New password', { exact: true }));
  await page.keyboard.type('password1');
  const hint = page.getByTestId('password-strength');
  await expect(hint).toHaveText(
    'This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
  );
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(hint).toHaveText('Strong enough.');
  await tabTo(page, page.getByLabel('Confirm new password'));
  await page.keyboard.type('juniper-lantern-74');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reset-error')).toHaveText(PASSWORD_MSG.mismatch);
  await expectNoAxeViolations(page, 'reset password with an error');
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  // signed out everywhere: back to sign-in, with the reason
  await expect(page).toHaveURL(/\/sign-in\?reset=done$/);
  await expect(page.getByTestId('reset-done')).toHaveText(PASSWORD_MSG.resetDone);
  await expectNoAxeViolations(page, 'sign-in after a reset');
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const notice = await waitForMail(sink, a.email, before, 'was reset through a link');
  expect(notice.headers.subject).toBe('Your Property Monitor password was changed');

  // the same link again, signed in or not: spent
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByTestId('reset-result')).toHaveText(PASSWORD_MSG.resetUsed);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(
    page.getByRole('heading', { name: 'Forgot your password?', level: 1 }),
  ).toBeVisible();
});

test('Settings → Security: change the password; the other sessions end', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const a = await signUpNewAccount(page.context().request, 'changer');
  // the same person signed in elsewhere
  const elsewhere = await newRequest.newContext({ baseURL });
  expect(
    (
      await elsewhere.post('/api/auth/sign-in', { data: { email: a.email, password: a.password } })
    ).status(),
  ).toBe(200);

  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form).toBeVisible();
  await tabTo(page, form.getByLabel('Current password'));
  await page.keyboard.type('not-my-password');
  await tabTo(page, form.getByLabel('New password', { exact: true }));
  await page.keyboard.type(NEW_PASSWORD);
  await expect(form.getByTestId('password-strength')).toHaveText('Strong enough.');
  await tabTo(page, form.getByLabel('Confirm new password'));
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('password-error')).toHaveText(PASSWORD_MSG.currentWrong);
  await expectNoAxeViolations(page, 'settings: change password with an error');

  await form.getByLabel('Current password').fill(a.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page)).toContainText(
    'Your password has been changed. 1 other session was signed out.',
  );
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // this browser stays signed in; the other session is gone
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect((await elsewhere.get('/api/auth/user')).status()).toBe(401);
  await elsewhere.dispose();
});

test('forgot password where no mail is configured: the page says so and asks for no address', async ({
  page,
}) => {
  // this server mails; the page decides from the public config, so that is what changes here
  await page.route('**/api/auth/config', async (route) => {
    const real = await route.fetch();
    await route.fulfill({
      response: real,
      json: { ...(await real.json()), mailConfigured: false },
    });
  });
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('heading', { name: 'Forgot your password?', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('forgot-unavailable')).toHaveText(PASSWORD_MSG.resetNoMail);
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'forgot password without mail');
  await tabTo(page, page.getByRole('link', { name: 'Back to sign in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in$/);
});
