// Journeys with the keyboard alone (issue 18): sign in, add a property, mark an alert read,
// download a report; the skip link, dialogs, tabs and the sortable table by keyboard.
import type { Page } from '@playwright/test';
import { newAccount, signUpViaApi } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { expectFocused, tabTo } from './support/keyboard.js';
import { hasPython, startJammedListener } from './support/loopback-targets.js';
import {
  checkNowViaApi,
  createPropertyViaApi,
  getPropertyViaApi,
} from './support/properties-api.js';

async function openSignedIn(page: Page, path: string, prefix: string): Promise<void> {
  await signUpViaApi(page.context().request, newAccount(prefix));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('sign in, then skip to the main content', async ({ page }) => {
  const a = newAccount('keysignin');
  await signUpViaApi(page.context().request, a);
  await page.context().clearCookies();

  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // the first Tab stop is the skip link, shown while it has the focus
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await page.keyboard.press('Tab');
  await expectFocused(skip);
  await expect(skip).toBeInViewport();

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(a.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(a.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // in the signed-in shell too: Tab, Enter, and the next Tab is inside the main content
  await page.keyboard.press('Tab');
  await expectFocused(skip);
  await page.keyboard.press('Enter');
  await expectFocused(page.getByRole('main'));
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('add a property: the dialog takes the focus, keeps it, and gives it back', async ({
  page,
}) => {
  await openSignedIn(page, '/properties', 'keyadd');
  const add = page.getByRole('button', { name: 'Add Property' });
  await tabTo(page, add);

  // Escape closes the dialog and the focus returns to the button that opened it
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Property' });
  await expect(dialog).toBeVisible();
  await expectFocused(dialog.getByLabel('Property Name'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(add);

  await page.keyboard.press('Enter');
  await expectFocused(dialog.getByLabel('Property Name'));
  // Shift+Tab from the first field stays inside the dialog (on its Close button), and going
  // forward from the last control comes round to the first again
  await page.keyboard.press('Shift+Tab');
  await expectFocused(dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Shift+Tab');
  const last = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  expect(last).toBe('Add Property');
  await page.keyboard.press('Tab');
  await expectFocused(dialog.getByRole('button', { name: 'Close' }));

  await tabTo(page, dialog.getByLabel('Property Name'));
  await page.keyboard.type('Keyboard House');
  await tabTo(page, dialog.getByLabel('Address', { exact: true }));
  await page.keyboard.type('1 Tab Street');
  await tabTo(page, dialog.getByLabel('IP Address'));
  await page.keyboard.type('127.0.0.1');
  await tabTo(page, dialog.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Add Property' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('property-card').filter({ hasText: 'Keyboard House' }),
  ).toBeVisible();
  await expectFocused(add);
});

test('mark an alert read', async ({ page }) => {
  test.skip(!hasPython, 'needs python3 for a never-accepting listener');
  test.setTimeout(60_000);
  const request = page.context().request;
  await signUpViaApi(request, newAccount('keyalert'));
  const jammed = await startJammedListener();
  try {
    const property = await createPropertyViaApi(request, {
      name: 'Quiet Router',
      ipAddress: '127.0.0.1',
      checkMethod: 'tcp',
      tcpPort: jammed.port,
      timeoutMs: 1000,
    });
    await checkNowViaApi(request, property.id);
    await expect
      .poll(async () => (await getPropertyViaApi(request, property.id)).status, {
        timeout: 20_000,
      })
      .toBe('timeout');
  } finally {
    await jammed.close();
  }

  await page.goto('/alerts');
  await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
  const card = page.getByTestId('alert-card').filter({ hasText: 'Quiet Router' });
  await tabTo(page, card.getByRole('button', { name: 'Mark as Read' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('unread-count')).toHaveText('0 unread');
  await expect(card.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
  // the button is gone: the focus stays on the alert, not lost to the page
  await expectFocused(card);
});

test('download a report', async ({ page }) => {
  await openSignedIn(page, '/reports', 'keyreport');
  await tabTo(page, page.getByLabel('Format'));
  await page.keyboard.press('ArrowDown'); // CSV -> Excel
  await expect(page.getByLabel('Format')).toHaveValue('xlsx');
  await tabTo(page, page.getByRole('button', { name: /Daily Summary/ }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
});

test('the dashboard table sorts from its headers', async ({ page }) => {
  const request = page.context().request;
  await signUpViaApi(request, newAccount('keysort'));
  for (const name of ['Birch Court', 'Alder House', 'Cedar Lodge']) {
    await createPropertyViaApi(request, { name, ipAddress: '127.0.0.1' });
  }
  await page.goto('/');
  const names = page.getByTestId('property-row').locator('td:first-child');
  await expect(names).toHaveCount(3);
  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).not.toHaveAttribute('aria-sort');

  await tabTo(page, nameHeader.getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(['Alder House', 'Birch Court', 'Cedar Lodge']);
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText(['Cedar Lodge', 'Birch Court', 'Alder House']);

  // one column at a time carries the sort
  const statusHeader = page.getByRole('columnheader', { name: 'Status' });
  await tabTo(page, statusHeader.getByRole('button'));
  await page.keyboard.press('Space');
  await expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameHeader).not.toHaveAttribute('aria-sort');
});

test('the range tabs of a property move with the arrow keys', async ({ page }) => {
  const request = page.context().request;
  await signUpViaApi(request, newAccount('keytabs'));
  const p = await createPropertyViaApi(request, { name: 'Tab Lodge', ipAddress: '127.0.0.1' });
  await page.goto(`/properties/${p.id}`);
  const tabs = page.getByRole('tablist', { name: 'Range' });
  const tab = (name: string) => tabs.getByRole('tab', { name });
  await tabTo(page, tab('24h'));
  await page.keyboard.press('ArrowRight');
  await expectFocused(tab('7d'));
  await expect(tab('7d')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/range=7d/);
  await page.keyboard.press('End');
  await expectFocused(tab('90d'));
  await page.keyboard.press('ArrowRight');
  await expectFocused(tab('24h'));
  await page.keyboard.press('ArrowLeft');
  await expectFocused(tab('90d'));
  await expect(page.getByRole('tabpanel', { name: '90d' })).toBeVisible();
  // the list is one Tab stop: the next Tab leaves it
  await page.keyboard.press('Tab');
  expect(await tabs.evaluate((t) => t.contains(document.activeElement))).toBe(false);
});

test('the phone navigation takes the focus and gives it back on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/', 'keymenu');
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  expect(await sidebar.evaluate((s) => s.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expectFocused(toggle);
});

test('with reduced motion asked for, nothing slides or spins', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/', 'keymotion');
  const durations = await page.evaluate(() => {
    const sidebar = getComputedStyle(document.getElementById('app-sidebar')!);
    const probe = document.createElement('span');
    probe.className = 'animate-spin';
    document.body.append(probe);
    const spin = getComputedStyle(probe);
    const result = [
      sidebar.transitionDuration,
      spin.animationDuration,
      spin.animationIterationCount,
    ];
    probe.remove();
    return result;
  });
  const [slide, spin, turns] = durations;
  expect(parseFloat(slide!)).toBeLessThan(0.001);
  expect(parseFloat(spin!)).toBeLessThan(0.001);
  expect(turns).toBe('1');
});
