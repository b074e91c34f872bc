// Journeys: the Properties page (spec core §2, §5, §8) and the property detail page, over real
// loopback properties. Each test works in a fresh workspace of its own.
import type { Page } from '@playwright/test';
import { PROPERTY_MSG } from '../../src/contracts/properties.js';
import { hasCreateUserCli, signInAsNewMember, signUpNewAccount } from './support/accounts.js';
import { openPage, toast } from './support/pages.js';
import { downloadPropertiesCsv } from './support/properties-export.js';
import { expect, test } from './support/fixtures.js';
import { createPropertyViaApi, unmaskIps } from './support/properties-api.js';

const cards = (page: Page) => page.getByTestId('property-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

const openProperties = (page: Page) => openPage(page, '/properties', 'Properties');

test('adds a property: each validation message on bad input, then it appears', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpNewAccount(page.context().request, 'adder');
  await unmaskIps(page.context().request);
  await openProperties(page);
  await expect(
    page.getByText('No properties found. Add your first property to get started.'),
  ).toBeVisible();
  // an enterprise workspace: unlimited
  await expect(page.getByTestId('usage-text')).toHaveText('0 / ∞ properties');
  await expect(page.getByTestId('usage-summary')).toContainText('Enterprise Plan');
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/billing',
  );
  await expect(page.getByTestId('limit-reached')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Property' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Property' });
  await expect(form).toBeVisible();
  // defaults: empty strings, residential, permission unconfirmed
  await expect(form.getByLabel('Property Name')).toHaveValue('');
  await expect(form.getByLabel('Property Type')).toHaveValue('residential');
  await expect(form.getByRole('checkbox')).not.toBeChecked();

  const submit = form.getByRole('button', { name: 'Add Property' });
  await submit.click();
  await expect(form.getByText(PROPERTY_MSG.nameRequired, { exact: true })).toBeVisible();
  await expect(form.getByText(PROPERTY_MSG.addressRequired, { exact: true })).toBeVisible();
  await expect(form.getByText(PROPERTY_MSG.ipRequired, { exact: true })).toBeVisible();
  await expect(form.getByText(PROPERTY_MSG.permission, { exact: true })).toBeVisible();
  await expect(form.getByText('Property name is required')).toBeVisible();

  await form.getByLabel('Property Name').fill('Loopback HQ');
  await form.getByLabel('Address', { exact: true }).fill('1 Loopback Lane');
  await form.getByLabel('IP Address').fill('127.0.0');
  await submit.click();
  await expect(
    form.getByText('Please enter a valid IP address (e.g., 192.168.1.1)', { exact: true }),
  ).toBeVisible();
  await expect(form.getByText(PROPERTY_MSG.nameRequired)).toHaveCount(0);
  await expect(form.getByText(PROPERTY_MSG.permission)).toBeVisible();

  // the advanced fields are validated too
  await form.getByRole('button', { name: /Advanced/ }).click();
  await form.getByLabel('Check interval (seconds)').fill('5');
  await submit.click();
  await expect(form.getByText(PROPERTY_MSG.intervalRange, { exact: true })).toBeVisible();
  await form.getByLabel('Check interval (seconds)').fill('');

  await form.getByLabel('IP Address').fill('127.0.7.1');
  await form.getByLabel('Property Type').selectOption('commercial');
  await form.getByRole('checkbox').check();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await submit.click();

  await expect(toast(page)).toContainText('Property created successfully');
  await expect(form).toHaveCount(0);
  const hq = card(page, 'Loopback HQ');
  await expect(hq).toContainText('1 Loopback Lane');
  await expect(hq).toContainText('Commercial');
  await expect(hq).toContainText('127.0.7.1');
  await expect(page.getByTestId('usage-text')).toHaveText('1 / ∞ properties');
  // its first check comes soon after creation: online with a response time
  await expect(hq.locator('[data-status]')).toHaveText('online', { timeout: 35_000 });
  await expect(hq.getByTestId('response-time')).toHaveText(/^\d+(\.\d{1,2})? ms$/);
});

test('the server refuses an address outside the allowed ranges with its own message', async ({
  page,
}) => {
  await signUpNewAccount(page.context().request, 'refused');
  await openProperties(page);
  await page.getByRole('button', { name: 'Add Property' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Property' });
  await form.getByLabel('Property Name').fill('Public Resolver');
  await form.getByLabel('Address', { exact: true }).fill('Somewhere');
  // a valid format, but MONITOR_ALLOW is loopback only: nothing is sent to it
  await form.getByLabel('IP Address').fill('192.0.2.1');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Add Property' }).click();
  await expect(toast(page)).toContainText('Failed to create property');
  await expect(form).toBeVisible();
});

test('search, status filter, export and the visitor IP', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signUpNewAccount(page.context().request, 'finder');
  await unmaskIps(page.context().request);
  for (const [name, address, ip] of [
    ['North Depot', '4 Harbor Road', '127.0.8.1'],
    ['North Annex', '5 Elm Street', '127.0.8.2'],
    ['South Yard', '6 Elm Street', '127.0.8.30'],
  ] as const) {
    await createPropertyViaApi(page.context().request, { name, address, ipAddress: ip });
  }
  await openProperties(page);
  await expect(cards(page)).toHaveCount(3);

  const search = page.getByRole('searchbox', { name: 'Search properties' });
  await search.fill('north');
  await expect(cards(page)).toHaveCount(2);
  await search.fill('HARBOR');
  await expect(cards(page)).toHaveCount(1);
  await search.fill('127.0.8.3');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('South Yard');
  await search.fill('nothing like this');
  await expect(page.getByText('No properties match your search criteria.')).toBeVisible();

  await search.fill('');
  const status = page.getByRole('combobox', { name: 'Status filter' });
  await expect(status.locator('option')).toHaveText(['All Status', 'Online', 'Offline', 'Timeout']);
  await status.selectOption('offline');
  await expect(page.getByText('No properties match your search criteria.')).toBeVisible();
  await status.selectOption('online');
  await expect(cards(page)).toHaveCount(3, { timeout: 35_000 });

  await search.fill('elm');
  const { csv, lines } = await downloadPropertiesCsv(page);
  expect(lines).toHaveLength(3);
  expect(csv).toContain('North Annex,5 Elm Street,127.0.8.2,residential,online');
  expect(csv).not.toContain('North Depot');

  // the visitor's address as our server sees it, with a copy button
  await expect(page.getByTestId('my-ip-value')).toHaveText('127.0.0.1');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy IP address' }).click();
  await expect(toast(page)).toContainText('127.0.0.1 copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('127.0.0.1');
});

test('a long list renders 60 cards at first, then more on demand', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpNewAccount(page.context().request, 'many');
  for (let i = 1; i <= 65; i++) {
    await createPropertyViaApi(page.context().request, {
      name: `Bulk ${String(i).padStart(2, '0')}`,
      ipAddress: `127.0.13.${i}`,
    });
  }
  await openProperties(page);
  await expect(cards(page)).toHaveCount(60);
  await expect(page.getByText('Showing 60 of 65 properties')).toBeVisible();
  await page.getByRole('button', { name: 'Show more (5 more)' }).click();
  await expect(cards(page)).toHaveCount(65);
  await expect(page.getByRole('button', { name: /Show more/ })).toHaveCount(0);
  // a new search starts from the first batch again
  await page.getByRole('searchbox', { name: 'Search properties' }).fill('Bulk 6');
  await expect(cards(page)).toHaveCount(6);
});

test('the IP lookup failing shows the error toast', async ({ page }) => {
  await signUpNewAccount(page.context().request, 'noip');
  await page.route('**/api/network/my-ip', (route) =>
    route.fulfill({ status: 500, body: '{"message":"Internal server error"}' }),
  );
  await openProperties(page);
  await expect(toast(page)).toContainText('Failed to fetch your current IP address');
  await expect(page.getByTestId('my-ip')).toContainText('Unavailable');
});

test('edits a property (masked IP kept) and deletes one after confirmation', async ({ page }) => {
  await signUpNewAccount(page.context().request, 'editor');
  // masking is on by default for everyone but the owner
  const keep = await createPropertyViaApi(page.context().request, {
    name: 'Keep Me',
    ipAddress: '127.0.9.1',
  });
  await createPropertyViaApi(page.context().request, { name: 'Remove Me', ipAddress: '127.0.9.2' });
  await openProperties(page);

  await card(page, 'Keep Me').getByRole('button', { name: 'Edit Keep Me' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Property' });
  await expect(form.getByLabel('Property Name')).toHaveValue('Keep Me');
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('Keep Me Street');
  await expect(form.getByLabel('IP Address')).toHaveValue('127.0.9.x');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await form.getByLabel('Property Name').fill('Kept Office');
  await form.getByLabel('Property Type').selectOption('industrial');
  await form.getByRole('button', { name: 'Update Property' }).click();
  await expect(form.getByText(PROPERTY_MSG.permission)).toBeVisible();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Update Property' }).click();
  await expect(toast(page)).toContainText('Property updated successfully');
  await expect(form).toHaveCount(0);
  await expect(card(page, 'Kept Office')).toContainText('Industrial');
  // the masked address left the real one unchanged
  const after = await (await page.context().request.get(`/api/properties/${keep.id}`)).json();
  expect(after).toMatchObject({ name: 'Kept Office', ipAddress: '127.0.9.x', type: 'industrial' });

  // Esc closes a modal without saving
  await card(page, 'Kept Office').getByRole('button', { name: 'Edit Kept Office' }).click();
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);

  await card(page, 'Remove Me').getByRole('button', { name: 'Delete Remove Me' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Property' });
  await expect(confirm).toContainText('Remove Me');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(cards(page)).toHaveCount(2);

  await card(page, 'Remove Me').getByRole('button', { name: 'Delete Remove Me' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Property deleted successfully');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Kept Office');
});

test.describe('plan limit (client behaviour; the API tests cover the server side)', () => {
  // The e2e server runs every workspace on the unlimited plan, so the limit answers are stubbed.
  test('opening Add Property at the limit is blocked', async ({ page }) => {
    await signUpNewAccount(page.context().request, 'limited');
    await createPropertyViaApi(page.context().request, {
      name: 'Only One',
      ipAddress: '127.0.10.1',
    });
    await page.route('**/api/properties/limits', (route) =>
      route.fulfill({
        json: { current: 1, limit: 1, plan: 'solo', percentage: 100, canAddMore: false },
      }),
    );
    await openProperties(page);
    await expect(page.getByTestId('usage-text')).toHaveText('1 / 1 properties');
    await expect(page.getByTestId('usage-summary')).toContainText('Solo Plan');
    await expect(page.getByTestId('limit-reached')).toHaveText('Limit Reached');
    await expect(page.getByRole('progressbar', { name: 'Property usage' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(toast(page)).toContainText('Property Limit Reached');
    await expect(toast(page)).toContainText(
      "You've reached your Solo plan limit of 1 properties. Please upgrade to add more.",
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a 403 limit answer on create closes the modal and offers Upgrade Now', async ({ page }) => {
    await signUpNewAccount(page.context().request, 'raced');
    await page.route('**/api/properties', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            json: {
              message: PROPERTY_MSG.limitReached,
              code: 'limit_reached',
              upgradeRequired: true,
              plan: 'starter',
              limit: 10,
            },
          })
        : route.continue(),
    );
    await openProperties(page);
    await page.getByRole('button', { name: 'Add Property' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Property' });
    await form.getByLabel('Property Name').fill('Eleventh');
    await form.getByLabel('Address', { exact: true }).fill('11 Full Street');
    await form.getByLabel('IP Address').fill('127.0.10.11');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Add Property' }).click();
    await expect(form).toHaveCount(0);
    await expect(toast(page)).toContainText('Property Limit Reached');
    await expect(toast(page)).toContainText(
      "You've reached your Starter plan limit of 10 properties. Upgrade to add more.",
    );
    await toast(page).getByRole('link', { name: 'Upgrade Now' }).click();
    await expect(page).toHaveURL(/\/billing$/);
  });
});

test('the detail page shows status, chart, uptime and incidents after a check', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpNewAccount(page.context().request, 'detail');
  await unmaskIps(page.context().request);
  const p = await createPropertyViaApi(page.context().request, {
    name: 'Detail Office',
    address: '9 Detail Road',
    ipAddress: '127.0.0.1',
  });
  await openProperties(page);
  await card(page, 'Detail Office').getByRole('link', { name: 'Detail Office' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${p.id}$`));
  await expect(page.getByRole('heading', { name: 'Detail Office', level: 1 })).toBeVisible();
  const header = page.getByTestId('property-header');
  await expect(header).toContainText('9 Detail Road');
  await expect(header).toContainText('127.0.0.1');
  await expect(header).toContainText('ICMP ping');
  await expect(header).toContainText('Residential');

  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(toast(page)).toContainText('Ping check started for property');
  await expect(header.locator('[data-status]')).toHaveText('online', { timeout: 35_000 });
  await expect(page.getByTestId('detail-response-time')).toHaveText(/^\d+(\.\d{1,2})? ms$/);

  // history re-loads with the property; the chart and the uptime bar show the checks
  const history = page.getByTestId('history-card');
  await expect(history.getByTestId('response-chart')).toBeVisible({ timeout: 20_000 });
  await expect(history.locator('.recharts-surface')).toBeVisible();
  await expect(history.getByTestId('range-uptime')).toHaveText('100.0%');
  await expect(history.getByTestId('uptime-bar').getByRole('listitem')).toHaveCount(24);
  await expect(history.getByTestId('uptime-bar').getByRole('listitem').last()).toHaveAttribute(
    'aria-label',
    /100\.0% up/,
  );

  await expect(page.getByTestId('uptime-24h')).toContainText('100.0%');
  await expect(page.getByTestId('uptime-90d')).toContainText('100.0%');

  await history.getByRole('tab', { name: '90d' }).click();
  await expect(history.getByRole('tab', { name: '90d' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/range=90d/);
  await expect(history.getByTestId('uptime-bar').getByRole('listitem')).toHaveCount(90);
  // the range cards select the range too
  await page.getByTestId('uptime-7d').click();
  await expect(history.getByRole('tab', { name: '7d' })).toHaveAttribute('aria-selected', 'true');
  await expect(history.getByTestId('uptime-bar').getByRole('listitem')).toHaveCount(168);

  await expect(page.getByTestId('incidents-empty')).toBeVisible();
  await expect(page.getByTestId('property-alerts-empty')).toBeVisible();
});

test('the detail page of an unknown or foreign property says it was not found', async ({
  page,
}) => {
  await signUpNewAccount(page.context().request, 'foreign');
  const theirs = await createPropertyViaApi(page.context().request, {
    name: 'Not Yours',
    ipAddress: '127.0.11.1',
  });
  await page.context().clearCookies();
  await signUpNewAccount(page.context().request, 'visitor');
  await page.goto(`/properties/${theirs.id}`);
  await expect(page.getByTestId('property-not-found')).toBeVisible();
  await expect(page.getByText('Not Yours')).toHaveCount(0);
  await page.goto('/properties/abc');
  await expect(page.getByTestId('property-not-found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Properties' }).click();
  await expect(page).toHaveURL(/\/properties$/);
});

test.describe('roles', () => {
  test.skip(!hasCreateUserCli, 'src/server/cli/create-user.ts is not there yet');

  test('a viewer sees masked IPs and no Add, Check, Edit or Delete', async ({ page, request }) => {
    const admin = await signUpNewAccount(request, 'propadmin');
    const p = await createPropertyViaApi(request, {
      name: 'Viewed Office',
      ipAddress: '127.0.12.7',
    });
    await signInAsNewMember(page.context().request, 'propviewer', admin.email, 'viewer');

    await openProperties(page);
    const office = card(page, 'Viewed Office');
    await expect(office).toContainText('127.0.12.x');
    await expect(office).not.toContainText('127.0.12.7');
    await expect(office.getByText('Masked', { exact: true })).toBeVisible();
    await expect(office.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Property' })).toHaveCount(0);
    // Export stays: the list is theirs to read
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();

    await page.goto(`/properties/${p.id}`);
    await expect(page.getByRole('heading', { name: 'Viewed Office', level: 1 })).toBeVisible();
    await expect(page.getByTestId('property-header')).toContainText('127.0.12.x');
    await expect(page.getByRole('button', { name: 'Check now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('staff add, check and edit but do not delete', async ({ page, request }) => {
    const admin = await signUpNewAccount(request, 'propstaffadmin');
    await createPropertyViaApi(request, { name: 'Staff Office', ipAddress: '127.0.12.8' });
    await signInAsNewMember(page.context().request, 'propstaff', admin.email, 'staff');

    await openProperties(page);
    const office = card(page, 'Staff Office');
    await expect(page.getByRole('button', { name: 'Add Property' })).toBeVisible();
    await expect(office.getByRole('button', { name: 'Check Staff Office' })).toBeVisible();
    await expect(office.getByRole('button', { name: 'Edit Staff Office' })).toBeVisible();
    await expect(office.getByRole('button', { name: 'Delete Staff Office' })).toHaveCount(0);
  });
});
