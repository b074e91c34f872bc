// Billing journeys on the server with Stripe configured (a loopback fake serves Stripe's API,
// Stripe.js and signed webhooks): the owner's promo codes, a customer's trial and checkout with a
// promo code (declined card, then paid), the limit rising, plan management, Contact Sales, the
// customer portal, the Business Dashboard and its export, public pricing and Access Denied.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { newAccount, signUpViaApi, type Account } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { createPropertyViaApi } from './support/properties-api.js';

test.describe.configure({ mode: 'serial' });
// axe is injected into the page; the app's CSP would refuse it otherwise
test.use({ bypassCSP: true });

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * WCAG 2.1 AA violations (axe-core) inside `scope`, by rule and element: this feature's content
 * (the page's main area, or a dialog), not the shell around it.
 */
async function axeViolations(page: Page, scope = 'main'): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  type Result = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
  const found = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<Result> } })
      .axe;
    const r = await axe.run(
      { include: [include] },
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    );
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, scope);
  return found;
}

const SHOTS = 'test-results/billing';
const owner: Account = newAccount('billingowner');
const customer: Account = newAccount('payer');
const PROMO = `SAVE${Date.now().toString(36).toUpperCase()}`;

async function signedIn(page: Page, who: Account) {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email: who.email, password: who.password },
  });
  expect(res.status()).toBe(200);
}

test('the first account is the owner; it creates, edits and deactivates promo codes', async ({
  page,
}) => {
  await signUpViaApi(page.request, owner); // first account of this server: Website Owner
  await page.goto('/promo-codes');
  await expect(page.getByRole('heading', { name: 'Promo Codes', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Promo Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Promo Code' });
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(dialog.getByText('Code is required')).toBeVisible();
  await dialog.getByLabel('Code').fill(PROMO.toLowerCase());
  await expect(dialog.getByLabel('Code')).toHaveValue(PROMO);
  await dialog.getByLabel('Description').fill('Twenty percent off');
  await expect(dialog.getByText('Enter a number such as 20 for 20% off.')).toBeVisible();
  await dialog.getByLabel('Discount Type').selectOption('fixed');
  await expect(dialog.getByText('Enter cents, such as 2000 for $20.')).toBeVisible();
  await dialog.getByLabel('Discount Type').selectOption('percentage');
  await dialog.getByLabel('Discount Value').fill('20');
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByText('Promo code created successfully')).toBeVisible();
  const row = page.getByTestId(`promo-row-${PROMO}`);
  await expect(row).toContainText('20%');
  await expect(row).toContainText('No expiry');
  await expect(page.getByTestId('stat-total-codes')).toHaveText('1');

  await row.getByRole('button', { name: `Edit ${PROMO}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Promo Code' });
  await expect(edit.getByLabel('Code')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Description').fill('Twenty percent off the first month');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Promo code updated successfully')).toBeVisible();
  await expect(row).toContainText('Twenty percent off the first month');

  // a second code, deactivated: it moves to the Inactive tab, without actions
  const gone = `${PROMO}X`;
  await page.getByRole('button', { name: 'Create Promo Code' }).click();
  const second = page.getByRole('dialog', { name: 'Create Promo Code' });
  await second.getByLabel('Code').fill(gone);
  await second.getByLabel('Discount Type').selectOption('fixed');
  await second.getByLabel('Discount Value').fill('500');
  await second.getByLabel('Max Usage (optional)').fill('3');
  await second.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByTestId(`promo-row-${gone}`)).toContainText('$5.00');
  await expect(page.getByTestId(`promo-row-${gone}`)).toContainText('0/3');
  await page.getByRole('button', { name: `Deactivate ${gone}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Promo code deactivated successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active (1)', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Inactive (1)' }).click();
  await expect(page.getByTestId(`promo-row-${gone}`)).toContainText('Inactive');
  await expect(page.getByRole('button', { name: `Edit ${gone}` })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/promo-codes-owner.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create Promo Code' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Promo Code' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a customer on the trial applies a code, is declined, pays, and the limit rises', async ({
  page,
}) => {
  await signUpViaApi(page.request, customer);
  for (let i = 1; i <= 10; i++) {
    await createPropertyViaApi(page.request, { name: `Shop ${i}`, ipAddress: `127.0.9.${i}` });
  }
  await page.goto('/properties');
  await expect(page.getByTestId('trial-banner')).toContainText('14 days left');
  await expect(page.getByTestId('usage-text')).toHaveText('10 / 10 properties');
  await expect(page.getByTestId('limit-reached')).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('trial-days')).toContainText('14 days left');

  const box = page.getByTestId('promo-code-box');
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please enter a promo code to validate.')).toBeVisible();
  await box.getByLabel('Promo code').fill('nothing-here');
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid Promo Code')).toBeVisible();
  await expect(page.getByText('This promo code does not exist.')).toBeVisible();
  await box.getByLabel('Promo code').fill(`  ${PROMO.toLowerCase()}  `);
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(box.getByTestId('promo-applied')).toContainText(`${PROMO} (20% off)`);
  await box.getByRole('button', { name: 'Remove' }).click();
  await expect(box.getByTestId('promo-applied')).toHaveCount(0);
  await box.getByLabel('Promo code').fill(PROMO);
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('plan-basic')).toContainText('$23.20');
  await page.screenshot({ path: `${SHOTS}/billing-trial.png`, fullPage: true });

  // too small for 10 properties: refused with how many to remove
  await page.getByRole('button', { name: 'Choose Solo' }).click();
  await expect(page.getByText('Remove 9 properties before changing to this plan.')).toBeVisible();

  await page.getByRole('button', { name: 'Choose Basic' }).click();
  const checkout = page.getByRole('dialog', { name: 'Subscribe to Basic' });
  await expect(checkout.getByTestId('price-summary')).toContainText('$29.00');
  await expect(checkout.getByTestId('price-summary')).toContainText('-$5.80');
  await expect(checkout.getByTestId('due-today')).toHaveText('$23.20');
  await expect(checkout.getByLabel('Card number')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/checkout.png` });
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Pay $23.20' }).click();
  await expect(checkout.getByRole('alert')).toContainText(
    'Payment Failed: Your card was declined.',
  );
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $23.20' }).click();

  // Stripe returns to the site root
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  await page.goto('/properties');
  await expect(page.getByTestId('usage-text')).toHaveText('10 / 100 properties');
  await expect(page.getByTestId('limit-reached')).toHaveCount(0);
});

test('the paying customer sees the real next billing date, invoices, and manages the plan', async ({
  page,
}) => {
  await signedIn(page, customer);
  await page.goto('/billing');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('next-billing')).toContainText('Next billing date:');
  await expect(page.getByRole('button', { name: 'Current Plan: Basic' })).toBeDisabled();
  await expect(page.getByTestId('plan-basic')).toContainText('Current Plan');
  await expect(page.getByTestId('invoice-history')).toContainText('$23.20');
  await expect(page.getByTestId('invoice-history')).toContainText('Paid');
  await page.screenshot({ path: `${SHOTS}/billing-customer.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep Subscription' }).click();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByTestId('next-billing')).toContainText('Ends on');
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(page.getByTestId('next-billing')).toContainText('Next billing date:');

  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change Plan' }).click();
  await expect(
    page.getByText('You are now on the Pro plan. The difference is prorated.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Current Plan: Pro' })).toBeDisabled();
  await expect(page.getByTestId('invoice-history').getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Contact Sales: Enterprise' }).click();
  await page
    .getByRole('dialog', { name: 'Contact Sales' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('button', { name: 'Contact Sales: Enterprise' }).click();
  const sales = page.getByRole('dialog', { name: 'Contact Sales' });
  await sales.getByLabel('Name').fill('Paula Payer');
  await sales.getByRole('button', { name: 'Send' }).click();
  await expect(sales.getByText('Please enter the number of properties')).toBeVisible();
  await sales.getByLabel('Company').fill('Payer Parks');
  await sales.getByLabel('Number of properties').fill('1200');
  await sales.getByLabel('Message').fill('We run campgrounds across three states.');
  await sales.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Our sales team will contact you shortly.')).toBeVisible();

  await page.getByRole('button', { name: 'Manage Payment Methods' }).click();
  await expect(page.getByRole('heading', { name: 'Customer portal (fake)' })).toBeVisible();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/billing$/);

  // a customer's workspace admin never reaches the operator's pages
  for (const path of ['/promo-codes', '/business-dashboard']) {
    await page.goto(path);
    await expect(page.getByTestId('access-denied')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${path.slice(1)}-customer.png` });
  }
});

test('the owner reads revenue as charged and exports customer e-mails', async ({ page }) => {
  await signedIn(page, owner);
  await page.goto('/business-dashboard');
  await expect(page.getByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-active-subscriptions')).toHaveText('1');
  // the discounted first invoice is what was charged as the recurring amount
  await expect(page.getByTestId('stat-monthly-recurring-revenue')).toHaveText('$23.20');
  await expect(page.getByTestId('revenue-trend')).toHaveText('Growing');
  await expect(page.getByTestId('subscriptions-by-plan')).toContainText('Pro');
  await expect(page.getByTestId('revenue-chart')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-dashboard-owner.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Customer Emails' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^customer-emails-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Customer emails have been downloaded as CSV file.')).toBeVisible();
  const csv = (await file.createReadStream()) as NodeJS.ReadableStream;
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  expect(text).toContain('email,registration date,subscription status,current plan');
  expect(text).toContain(`${customer.email},`);
  expect(text).toMatch(new RegExp(`${customer.email.replace(/\./g, '\\.')},[\\d-]+,active,pro`));
});

test('signed out: /pricing shows five plans and the free trial; /billing asks to sign in', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: '14-day free trial' })).toBeVisible();
  const plans = page.getByRole('list', { name: 'Plans' }).locator(':scope > li');
  await expect(plans).toHaveCount(5);
  await expect(page.getByTestId('plan-pro')).toContainText('Recommended');
  await expect(page.getByTestId('plan-enterprise')).toContainText('Contact Sales');
  await page.screenshot({ path: `${SHOTS}/pricing.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto('/billing');
  await expect(page.getByRole('button', { name: 'Sign In to Subscribe: Basic' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/billing-signed-out.png`, fullPage: true });
  await page.getByRole('button', { name: 'Sign In to Subscribe: Basic' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});
