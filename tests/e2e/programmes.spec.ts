// The beta and affiliate programmes, on the server with Stripe configured (the fake serves the
// API and webhooks): a customer applies to the beta, a platform admin reviews, invites and
// deletes, the approved applicant signs up through the mailed link onto the beta terms; then
// an affiliate is approved, a visitor follows their link, signs up and pays, and the commission
// appears on both dashboards, reverses on a refund and is created once for a duplicated event.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { newAccount, type Account } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { tabTo } from './support/keyboard.js';
import { startMailSink, waitForMail, type SmtpSink } from './support/mail-sink.js';

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

const admin: Account = newAccount('progadmin');
const company = `Lakeside RV ${Date.now().toString(36)}`;
const applicant = newAccount('applicant');
let sink: SmtpSink;

test.beforeAll(async () => {
  sink = await startMailSink();
  // a platform admin on the billing server's database (its first account may be billing's owner)
  await promisify(execFile)(
    'node_modules/.bin/tsx',
    [
      'src/server/cli/create-user.ts',
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--first-name',
      admin.firstName,
      '--last-name',
      admin.lastName,
      '--platform-role',
      'admin',
    ],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_BILLING_DATA_DIR, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
});
test.afterAll(async () => sink?.close());

async function signIn(page: Page, who: Account) {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email: who.email, password: who.password },
  });
  expect(res.status()).toBe(200);
}

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  return context.newPage();
}

test('a visitor applies to the beta with the keyboard; the thank-you screen follows', async ({
  page,
}) => {
  await page.goto('/apply-beta');
  await expect(
    page.getByRole('heading', { name: 'Join the Beta Program', level: 1 }),
  ).toBeVisible();
  for (const name of ['Free Access', 'Direct Support', 'Shape the Product']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'What to Expect' })).toBeVisible();
  await expectNoAxeViolations(page, '/apply-beta');

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Number of properties must be at least 1')).toBeVisible();
  await expect(page.getByLabel('Company Name')).toBeFocused();
  await expectNoAxeViolations(page, '/apply-beta with messages');

  // keyboard only: each field in turn, then Enter on the submit button
  await page.keyboard.type(company);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${applicant.firstName} ${applicant.lastName}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(applicant.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('24');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Campground gate routers and office Wi-Fi');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Our guests complain when the Wi-Fi drops at night');
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Application Submitted')).toBeVisible();
  const thanks = page.getByTestId('beta-thank-you');
  await expect(thanks.getByRole('heading', { name: 'Thank you for applying!' })).toBeFocused();
  await expect(thanks).toContainText('2-3 business days');
  await expect(thanks.getByRole('link', { name: 'support@example.com' })).toBeVisible();
  await expectNoAxeViolations(page, '/apply-beta thank-you');
  await thanks.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the admin reviews, approves, invites and deletes; the applicant signs up on the beta terms', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, admin);
  await page.goto('/beta-testers');
  await expect(page.getByRole('heading', { name: 'Beta Testers', level: 1 })).toBeVisible();
  const form = page.getByRole('link', { name: /View Application Form/ });
  await expect(form).toHaveAttribute('href', '/apply-beta');
  await expect(form).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('stat-pending-review')).not.toHaveText('0');
  await expectNoAxeViolations(page, '/beta-testers');

  const row = page.getByTestId('beta-row').filter({ hasText: company });
  await row.getByRole('button', { name: `Review ${company}` }).click();
  const review = page.getByRole('dialog', { name: 'Review Application' });
  await expect(review).toContainText(applicant.email);
  await expect(review).toContainText('24');
  await expectNoAxeViolations(page, 'review dialog');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(review.getByText('Decision is required')).toBeVisible();
  await review.getByLabel('Decision').selectOption('approved');
  await review.getByLabel('Notes (optional)').fill('Great fit for RV parks');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Beta tester application updated successfully')).toBeVisible();
  await page.getByRole('tab', { name: /Approved/ }).click();
  await expect(page.getByTestId('beta-row').filter({ hasText: company })).toContainText(
    'Great fit for RV parks',
  );
  // approved rows can only be deleted
  await expect(
    page
      .getByTestId('beta-row')
      .filter({ hasText: company })
      .getByRole('button', { name: /Review/ }),
  ).toHaveCount(0);

  // the applicant's mail carries the sign-up link; their workspace starts on Pro, free
  const mail = await waitForMail(sink, applicant.email, 0, 'beta=');
  const link = /https?:\/\/[^/\s]+(\/sign-in\?mode=sign-up&beta=[\w-]+)/.exec(mail.text)![1]!;
  const visitor = await freshPage(browser, baseURL);
  await visitor.goto(link);
  await expect(visitor.getByTestId('beta-sign-up-notice')).toBeVisible();
  await visitor.getByLabel('Email').fill(applicant.email);
  await visitor.getByLabel('Password').fill(applicant.password);
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const me = await (await visitor.request.get('/api/auth/user')).json();
  expect(me.subscriptionPlan).toBe('pro');
  await visitor.context().close();

  // Invite Beta Tester: Esc closes it; sending mails the same kind of link
  await page.getByRole('button', { name: 'Invite Beta Tester' }).click();
  let invite = page.getByRole('dialog', { name: 'Invite Beta Tester' });
  await expect(invite.getByLabel('Company Name')).toBeFocused();
  await expectNoAxeViolations(page, 'invite dialog');
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();
  await page.getByRole('button', { name: 'Invite Beta Tester' }).click();
  invite = page.getByRole('dialog', { name: 'Invite Beta Tester' });
  const invitee = newAccount('invitee');
  const invitedCompany = `Pine School ${Date.now().toString(36)}`;
  await invite.getByLabel('Company Name').fill(invitedCompany);
  await invite.getByLabel('Contact Name').fill('Sam Pine');
  await invite.getByLabel('Email').fill(invitee.email);
  await invite.getByLabel('Number of Properties').fill('3');
  await invite.getByLabel('Use Case').fill('School network closets');
  await invite.getByLabel('Why do you want to join the beta?').fill('Met them at a conference');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Beta tester invitation sent successfully')).toBeVisible();
  await waitForMail(sink, invitee.email, 0, 'beta=');

  const invitedRow = page.getByTestId('beta-row').filter({ hasText: invitedCompany });
  await invitedRow.getByRole('button', { name: `Delete ${invitedCompany}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete application?' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete the beta tester application from ${invitedCompany}? This action cannot be undone.`,
  );
  await expectNoAxeViolations(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Beta tester deleted successfully')).toBeVisible();
  await expect(invitedRow).toHaveCount(0);
  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(page.getByText('No rejected applications')).toBeVisible();
});

// --- affiliates ------------------------------------------------------------------------------

const FAKE_STRIPE = `http://127.0.0.1:${Number(process.env.E2E_FAKE_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3917) + 200)}`;
const tag = Date.now().toString(36);
const partner: Account = { ...newAccount('partner'), email: `partner.${tag}@partner-site.example` };
const buyer: Account = { ...newAccount('buyer'), email: `buyer.${tag}@buyer-co.example` };
let code = '';

/** A call to the Stripe fake, as the SDK or Stripe.js would make it. */
async function stripe(path: string, form: Record<string, string>, key = 'sk_test_e2e') {
  const res = await fetch(`${FAKE_STRIPE}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

test('a signed-out visitor sees the pitch; a customer applies as an affiliate', async ({
  page,
}) => {
  await page.goto('/affiliate-dashboard');
  await expect(page.getByRole('heading', { name: 'Become an Affiliate' })).toBeVisible();
  for (const t of ['20% Commission', 'PayPal Only', 'Monthly Payment', '30-Day Cookie']) {
    await expect(page.getByText(t)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Sign In to Apply' })).toBeVisible();
  await expectNoAxeViolations(page, '/affiliate-dashboard signed out');

  const res = await page.request.post('/api/auth/sign-up', { data: partner });
  expect(res.status()).toBe(201);
  await page.goto('/affiliate-dashboard');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply to the Affiliate Program' });
  await expect(dialog.getByLabel('PayPal Email')).toBeFocused();
  await expectNoAxeViolations(page, 'affiliate apply dialog');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('PayPal email is required')).toBeVisible();
  await dialog.getByLabel('PayPal Email').fill('not-an-address');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please enter a valid PayPal email address')).toBeVisible();
  await dialog.getByLabel('PayPal Email').fill(`paypal.${tag}@partner-site.example`);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Your affiliate application has been submitted for review'),
  ).toBeVisible();
  await expect(page.getByText('Application Under Review')).toBeVisible();
  await expect(page.getByTestId('affiliate-status')).toHaveText('Pending');
  await expectNoAxeViolations(page, '/affiliate-dashboard pending');
});

test('the admin approves the affiliate; their dashboard shows the link', async ({
  page,
  context,
}) => {
  await signIn(page, admin);
  await page.goto('/affiliates');
  await expect(page.getByRole('heading', { name: 'Affiliates', level: 1 })).toBeVisible();
  const row = page.getByTestId('affiliate-row').filter({ hasText: `paypal.${tag}@` });
  code = (await row.locator('td.font-mono').textContent())!.trim();
  await expectNoAxeViolations(page, '/affiliates');
  await row.getByRole('button', { name: `Review ${code}` }).click();
  const review = page.getByRole('dialog', { name: 'Review Affiliate' });
  await expect(review.getByTestId('affiliate-status')).toHaveText('Pending');
  await expect(review.getByLabel('Commission Rate (%)')).toHaveValue('20.0');
  await expectNoAxeViolations(page, 'affiliate review dialog');
  await review.getByRole('button', { name: 'Update Status' }).click();
  await expect(review.getByText('Status is required')).toBeVisible();
  await review.getByLabel('New Status').selectOption('approved');
  await review.getByLabel('Notes (optional)').fill('Runs an RV park blog');
  await review.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Affiliate status updated successfully')).toBeVisible();
  await page.getByRole('tab', { name: /Approved/ }).click();
  await expect(
    page.getByTestId('affiliate-row').filter({ hasText: `paypal.${tag}@` }),
  ).toContainText('20.0%');

  await page.request.post('/api/auth/sign-out');
  await signIn(page, partner);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/affiliate-dashboard');
  await expect(page.getByTestId('affiliate-status')).toHaveText('Approved');
  const origin = new URL(page.url()).origin;
  await expect(page.getByLabel('Affiliate link')).toHaveValue(`${origin}/track/${code}`);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Affiliate link copied to clipboard')).toBeVisible();
  await expect(page.getByRole('link', { name: /Test Link/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page, '/affiliate-dashboard approved');
});

test('a referred visitor signs up and pays; the commission appears, once, and a refund reverses it', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await freshPage(browser, baseURL);
  await visitor.goto(`/track/${code}?to=/pricing`);
  await expect(visitor).toHaveURL(/\/pricing$/);
  const signUp = await visitor.request.post('/api/auth/sign-up', { data: buyer });
  expect(signUp.status()).toBe(201);
  const sub = await visitor.request.post('/api/create-subscription', { data: { plan: 'starter' } });
  expect(sub.status()).toBe(200);
  const { clientSecret } = (await sub.json()) as { clientSecret: string };
  const intent = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  await stripe(
    `/v1/payment_intents/${intent}/confirm`,
    { client_secret: clientSecret, 'payment_method_data[card][number]': '4242424242424242' },
    'pk_test_fake',
  );

  await signIn(page, partner);
  await page.goto('/affiliate-dashboard');
  const rows = page.getByTestId('commission-row');
  await expect(async () => {
    await page.reload();
    await expect(rows).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(rows.first()).toContainText('$9.00');
  await expect(rows.first()).toContainText('$1.80');
  await expect(rows.first()).toContainText('Pending (on hold)');
  await expect(page.getByTestId('stat-total-earnings')).toHaveText('$1.80');
  await expect(page.getByTestId('stat-conversion-rate')).toHaveText('100.00%');
  await expect(page.getByTestId('recent-clicks')).toContainText('/pricing');

  // Stripe sends the payment event again: still one commission
  const invoices = (await (await visitor.request.get('/api/billing/invoices')).json()) as {
    id: string;
  }[];
  await stripe(`/v1/test_helpers/${invoices[0]!.id}/redeliver`, {});
  await page.waitForTimeout(1500); // the fake delivers asynchronously; nothing should appear
  await page.reload();
  await expect(rows).toHaveCount(1);

  await page.request.post('/api/auth/sign-out');
  await signIn(page, admin);
  await page.goto('/affiliates');
  await expect(page.getByTestId('stat-total-earnings')).toHaveText('$1.80');
  await expect(page.getByTestId('stat-conversion-rate')).not.toHaveText('0.00%');

  await stripe('/v1/refunds', { payment_intent: intent });
  await page.request.post('/api/auth/sign-out');
  await signIn(page, partner);
  await expect(async () => {
    await page.goto('/affiliate-dashboard');
    await expect(rows.first()).toContainText('Reversed (refunded)', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('stat-total-earnings')).toHaveText('$0.00');
  await visitor.context().close();
});
