// Journey: the platform owner's Locations panel in System Overview (issue 28, decision 029), by
// keyboard alone: add a location, the token shown once in a dialog (copied, then never shown
// again), pause it, revoke it after confirming; axe-clean with the dialog open and after.
import { OWNER_STATE } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { tabTo } from './support/keyboard.js';
import { openPage } from './support/pages.js';

test.use({ bypassCSP: true, storageState: OWNER_STATE });

test('add a location, its token once, pause and revoke it, by keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Agent ${Date.now().toString(36)}`;
  await openPage(page, '/system-overview', 'System Overview');
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  const primary = page.getByTestId('location-Primary');
  await expect(primary).toContainText("This installation's worker");

  await tabTo(page, page.getByLabel('Location name'), { max: 120 });
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('eu-test');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Agent token' });
  await expect(dialog).toBeVisible();
  const token = (await dialog.getByTestId('agent-token').textContent()) ?? '';
  expect(token).toMatch(/^pma_[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page, 'locations, token dialog');
  // the focus starts on the closing button; Enter closes, and the token is gone for good
  await expect(dialog.getByRole('button', { name: 'I have copied it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(token)).toHaveCount(0);

  const row = page.getByTestId(`location-${name}`);
  await expect(row).toContainText('Not seen');
  await expect(row).toContainText('eu-test');
  await tabTo(page, row.getByRole('button', { name: `Pause ${name}` }));
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Paused');
  await expect(row.getByRole('button', { name: `Resume ${name}` })).toBeVisible();

  await tabTo(page, row.getByRole('button', { name: `Revoke ${name}` }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Revoke ${name}?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'locations, revoke confirmation');
  await tabTo(page, confirm.getByRole('button', { name: 'Revoke' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'locations, after revoking');
});
