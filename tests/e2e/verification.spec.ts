// Journeys: verified e-mail and SMS alerts (issue 8). A real SMTP server and a fake of Twilio's
// API run here on loopback (ports in support/providers.ts); the app sends to them for real.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { SMS_MSG } from '../../src/contracts/alert-preferences.js';
import type { Settings } from '../../src/contracts/settings.js';
import { OIDC_LINK_ERRORS, VERIFY_MSG } from '../../src/contracts/verification.js';
import {
  startFakeTwilio,
  type FakeTwilio,
} from '../../src/server/notify/test-support/fake-twilio.js';
import { parseMail } from '../../src/server/notify/test-support/mime.js';
import { startSmtpSink, type SmtpSink } from '../../src/server/notify/test-support/smtp-sink.js';
import { linkTokenFor } from '../../src/server/notify/test-support/verification.js';
import { newAccount, type Account } from './support/accounts.js';
import { toast } from './support/pages.js';
import { expect, test } from './support/fixtures.js';
import { SMTP_PORT, TWILIO_PORT } from './support/providers.js';

const SHOTS = 'test-results/verification';
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let sink: SmtpSink;
let twilio: FakeTwilio;

test.beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT);
  twilio = await startFakeTwilio(TWILIO_PORT);
});
test.afterAll(async () => {
  await sink?.close();
  await twilio?.close();
});
// the app's CSP blocks injected scripts; axe is injected to judge accessibility
test.use({ bypassCSP: true });

/** The link's token from the newest mail to `to`, once the outbox has delivered it. */
async function tokenMailedTo(to: string, count = 1): Promise<string> {
  await expect
    .poll(() => sink.messages.filter((m) => m.to.includes(to)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return linkTokenFor(sink, to);
}

async function expectAccessible(page: Page, what: string) {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<Result> } }).axe;
    const r = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, what).toEqual([]);
}

async function signUpInBrowser(page: Page, a: Account) {
  await page.goto('/sign-in?mode=sign-up');
  await page.getByLabel('First name').fill(a.firstName);
  await page.getByLabel('Last name').fill(a.lastName);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('sign up, verify the e-mail from the mail, then a phone by the code sent by SMS', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const a = newAccount('verifier');
  await signUpInBrowser(page, a);

  // the banner, until the link from the mail is followed
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText('Verify your e-mail.');
  await page.screenshot({ path: `${SHOTS}/banner.png` });
  await expectAccessible(page, 'dashboard with the banner');
  const token = await tokenMailedTo(a.email);
  const mail = parseMail(sink.messages.find((m) => m.to.includes(a.email))!.raw);
  expect(mail.headers.subject).toBe('Verify your e-mail address for Property Monitor');
  // Resend at once: the server's throttle, said plainly
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(toast(page)).toContainText(VERIFY_MSG.resendTooSoon);

  await page.goto(`/verify-email/${token}`);
  await expect(page.getByTestId('verify-result')).toHaveText('Your e-mail address is verified.');
  await expect(banner).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/verified.png` });
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  // the same link again
  await page.goto(`/verify-email/${token}`);
  await expect(page.getByTestId('verify-result')).toHaveText(VERIFY_MSG.used);

  // Settings: the verified address; SMS waits for a verified phone
  await page.goto('/settings');
  await expect(page.getByTestId('email-state')).toContainText('Verified');
  const sms = page.getByRole('switch', { name: 'SMS alerts' });
  await expect(sms).toBeDisabled();
  await expect(page.getByTestId('sms-status')).toHaveText(
    'Verify a phone number below to turn SMS alerts on.',
  );
  const phoneForm = page.getByRole('form', { name: 'Phone number' });
  await phoneForm.getByLabel('Phone number').fill('07700 900123');
  await phoneForm.getByRole('button', { name: 'Send code' }).click();
  await expect(phoneForm.getByText(SMS_MSG.phoneInvalid, { exact: true })).toBeVisible();
  await phoneForm.getByLabel('Phone number').fill('+44 7700 900123');
  await phoneForm.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page)).toContainText('We sent a code by SMS to +447700900123.');
  const phone = '+447700900123';
  await expect.poll(() => twilio.lastTo(phone)?.body ?? '').toMatch(/\d{6}/);
  const code = /(\d{6})/.exec(twilio.lastTo(phone)!.body)![1]!;
  const codeForm = page.getByRole('form', { name: 'Verification code' });
  await expect(page.getByTestId('code-sent')).toHaveText(
    'We sent a code to +447700900123. It works for 10 minutes.',
  );
  await page.screenshot({ path: `${SHOTS}/phone-code.png`, fullPage: true });
  // a new code at once: throttled
  await codeForm.getByRole('button', { name: 'Send a new code' }).click();
  await expect(toast(page)).toContainText('A code was sent a moment ago');
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeForm.getByLabel('Code from the SMS').fill(wrong);
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText(SMS_MSG.codeWrong(4));
  await codeForm.getByLabel('Code from the SMS').fill(code);
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Phone number verified');
  await expect(page.getByTestId('verified-phone')).toContainText(`${phone}Verified`);

  // SMS on, timeout alerts too
  await expect(sms).toBeEnabled();
  await sms.click();
  await expect(sms).toHaveAttribute('aria-checked', 'true');
  // saved as it changes; the box shows what the server stored
  await page.getByLabel('Timeout (first missed check)').click();
  await expect(page.getByLabel('Timeout (first missed check)')).toBeChecked();
  const saved = (await (await page.request.get('/api/settings')).json()) as Settings;
  expect(saved.alerts).toMatchObject({
    smsAlerts: true,
    phoneNumber: phone,
    alertTypes: ['offline', 'online', 'timeout'],
  });
  const emailSwitch = page.getByRole('switch', { name: 'Email notifications' });
  await emailSwitch.click();
  await expect(emailSwitch).toHaveAttribute('aria-checked', 'false');
  await emailSwitch.click();
  await expect(emailSwitch).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: `${SHOTS}/settings.png`, fullPage: true });
  await expectAccessible(page, 'settings');

  // Change number, then keep the old one; Remove asks first and turns SMS off
  await page.getByRole('button', { name: 'Change number' }).click();
  await page.getByRole('button', { name: `Keep ${phone}` }).click();
  await page.getByRole('button', { name: 'Remove number' }).click();
  await page
    .getByRole('dialog', { name: 'Remove phone number?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(toast(page)).toContainText('Phone number removed');
  await expect(sms).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('verified-phone')).toHaveCount(0);
});

test('a new e-mail and a new alert e-mail take effect when their links are followed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const a = newAccount('changer');
  await signUpInBrowser(page, a);
  await page.goto(`/verify-email/${await tokenMailedTo(a.email)}`);
  await expect(page.getByTestId('verify-result')).toHaveText('Your e-mail address is verified.');

  await page.goto('/settings');
  const profile = page.getByRole('form', { name: 'Profile information' });
  const next = `moved.${a.email}`;
  await profile.getByLabel('E-mail').fill(next);
  await profile.getByLabel('Current password').fill('wrong-password');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page)).toContainText(VERIFY_MSG.passwordWrong);
  await profile.getByLabel('Current password').fill(a.password);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page)).toContainText(`We sent a link to ${next}.`);
  await expect(page.getByTestId('pending-email')).toContainText(`Pending verification: ${next}.`);
  await expect(profile.getByLabel('E-mail')).toHaveValue(a.email);

  // the workspace's alert e-mail: pending until its link is followed
  const form = page.getByRole('form', { name: 'Monitoring configuration' });
  await form.getByLabel('Alert e-mail').fill(`noc.${a.email}`);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page)).toContainText(`We sent a verification link to noc.${a.email}.`);
  const state = page.getByTestId('alert-email-state');
  await expect(state).toContainText('Pending verification');
  await page.screenshot({ path: `${SHOTS}/pending.png`, fullPage: true });
  await state.getByRole('button', { name: 'Resend link' }).click();
  await expect(toast(page)).toContainText(VERIFY_MSG.resendTooSoon);

  await page.goto(`/verify-email/${await tokenMailedTo(next)}`);
  await expect(page.getByTestId('verify-result')).toHaveText(
    'Your e-mail address has been changed and verified.',
  );
  await page.goto(`/verify-email/${await tokenMailedTo(`noc.${a.email}`)}`);
  await expect(page.getByTestId('verify-result')).toHaveText(
    'The alert e-mail is verified: alert mail will be sent to it.',
  );
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByTestId('alert-email-state')).toContainText('Verified');
  await expect(page.getByTestId('email-state')).toContainText(next);
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
});

test('the sign-in page explains a refused single sign-on and an installation without mail', async ({
  page,
}) => {
  await page.goto('/sign-in?error=unverified_account');
  await expect(page.getByTestId('oidc-link-error')).toHaveText(OIDC_LINK_ERRORS.unverified_account);
  await page.screenshot({ path: `${SHOTS}/oidc-refused.png` });
  // as on an installation without SMTP
  await page.route('**/api/auth/config', (route) =>
    route.fulfill({
      json: {
        signUpAllowed: true,
        oidc: false,
        mailConfigured: false,
        session: { idleMinutes: 30, absoluteHours: 12 },
      },
    }),
  );
  await page.goto('/sign-in?mode=sign-up');
  await expect(page.getByTestId('sign-up-notice')).toHaveText(VERIFY_MSG.mailNotConfigured);
  await page.screenshot({ path: `${SHOTS}/sign-up-no-mail.png` });
  await expectAccessible(page, 'sign-up without mail');
  const a = newAccount('nomail');
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText(VERIFY_MSG.mailNotConfigured);
  await expect(banner.getByRole('button', { name: 'Resend' })).toHaveCount(0);
});
