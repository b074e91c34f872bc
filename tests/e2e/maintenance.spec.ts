// Journey (issue 27): schedule a maintenance window on /maintenance with the keyboard, see the
// property labelled "Maintenance" on the properties page, the dashboard and its detail page, end
// it early; axe on the screen and its dialogs.
import { signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { createPropertyViaApi } from './support/properties-api.js';

test.use({ bypassCSP: true });

/** `YYYY-MM-DDTHH:mm` in UTC (the workspace's zone: the API sign-up sends none). */
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test('schedule a window, see "Maintenance" on every screen, end it early', async ({ page }) => {
  test.setTimeout(60_000);
  const request = page.context().request;
  await signUpNewAccount(request, 'maint');
  const maple = await createPropertyViaApi(request, {
    name: 'Maple Court',
    ipAddress: '127.0.9.1',
  });
  await createPropertyViaApi(request, { name: 'Oak House', ipAddress: '127.0.9.2' });

  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
  await expect(page.getByText('No maintenance scheduled')).toBeVisible();
  await expect(page.getByText('Times in UTC.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, '/maintenance, empty');

  // keyboard alone: the button, the fields, the checkboxes, the submit
  await page.getByRole('button', { name: 'Schedule maintenance' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Schedule maintenance' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expectNoAxeViolations(page, 'schedule maintenance dialog');
  // nothing chosen: the form says what is missing
  await dialog.getByLabel('All properties (including ones added later)').focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Schedule' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Choose at least one property, or all properties')).toBeVisible();

  await dialog.getByLabel('Title').focus();
  await page.keyboard.type('Cabinet swap');
  await dialog.getByRole('checkbox', { name: /Maple Court/ }).focus();
  await page.keyboard.press('Space');
  const now = Date.now();
  await dialog.getByLabel('Start (UTC)').fill(wall(now - 60_000));
  await dialog.getByLabel('End (UTC)').fill(wall(now + 60 * 60_000));
  await dialog.getByLabel('Repeat', { exact: true }).selectOption('weekly');
  await expect(dialog.getByLabel('Repeat until (last day)')).toBeVisible();
  await expectNoAxeViolations(page, 'schedule maintenance dialog, weekly');
  await dialog.getByLabel('Repeat', { exact: true }).selectOption('none');
  await dialog.getByRole('button', { name: 'Schedule' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('maintenance-window').filter({ hasText: 'Cabinet swap' });
  await expect(card).toContainText('In progress');
  await expect(card).toContainText('Maple Court');
  await expect(page.getByRole('region', { name: 'In progress' })).toContainText('Cabinet swap');
  await expectNoAxeViolations(page, '/maintenance, one window in progress');

  // "Maintenance" (text and icon) beside the status, on every screen that shows the property
  await page.goto('/properties');
  const mapleCard = page.getByTestId('property-card').filter({ hasText: 'Maple Court' });
  await expect(mapleCard.getByTestId('maintenance-badge')).toHaveText('Maintenance');
  const oakCard = page.getByTestId('property-card').filter({ hasText: 'Oak House' });
  await expect(oakCard.getByTestId('maintenance-badge')).toHaveCount(0);
  await page.goto('/');
  await expect(
    page.getByRole('row').filter({ hasText: 'Maple Court' }).getByTestId('maintenance-badge'),
  ).toHaveText('Maintenance');
  await page.goto(`/properties/${maple.id}`);
  await expect(page.getByTestId('property-header').getByTestId('maintenance-badge')).toHaveText(
    'Maintenance',
  );

  // end it early, after a confirmation
  await page.goto('/maintenance');
  await card.getByRole('button', { name: 'End now Cabinet swap' }).click();
  const confirm = page.getByRole('dialog', { name: 'End maintenance now?' });
  await expectNoAxeViolations(page, 'end maintenance confirmation');
  await confirm.getByRole('button', { name: 'End now' }).click();
  await expect(page.getByRole('region', { name: 'Past' })).toContainText('Cabinet swap');
  await expect(card).toContainText('Ended');
  await page.goto('/properties');
  await expect(mapleCard).toBeVisible();
  await expect(mapleCard.getByTestId('maintenance-badge')).toHaveCount(0);
});
