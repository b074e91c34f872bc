// The dialogs every signed-in role's axe pass opens, and the shell on a phone (a11y.spec.ts).
import type { Page } from '@playwright/test';
import { paths } from '../../../src/contracts/web-routes.js';
import { checkDialog, closeWithEscape, settled } from './a11y-screens.js';
import { expectNoAxeViolations } from './axe.js';
import { expect } from './fixtures.js';

/** The Add Property dialog, blank and after an empty submit shows every message. */
export async function checkAddPropertyDialog(page: Page, who: string): Promise<void> {
  await page.goto(paths.properties);
  await settled(page);
  const form = await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Add Property' }).click(),
    'Add New Property',
    who,
  );
  await form.getByRole('button', { name: 'Add Property' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page, `${who}: Add New Property with errors`);
  await form.getByRole('button', { name: /Advanced/ }).click();
  await expectNoAxeViolations(page, `${who}: Add New Property, advanced open`);
  await closeWithEscape(page, form);
}

/** The settings dialogs an admin opens: add endpoint (blank and with errors), delete workspace. */
export async function checkSettingsDialogs(page: Page, who: string): Promise<void> {
  await page.goto(paths.settings);
  await settled(page);
  const add = await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Add endpoint' }).click(),
    'Add endpoint',
    who,
  );
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(add.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page, `${who}: Add endpoint with errors`);
  await closeWithEscape(page, add);
  const del = await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Delete workspace' }).click(),
    /Delete workspace/,
    who,
  );
  await closeWithEscape(page, del);
}

/** The signed-in shell on a phone: the off-canvas sidebar open over the page. */
export async function checkMobileShell(page: Page, who: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.home);
  await settled(page);
  await expectNoAxeViolations(page, `${who}: dashboard on a phone`);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expectNoAxeViolations(page, `${who}: phone, navigation open`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Settings' API keys: create (blank, with an error), the key shown once, revoke. */
export async function checkApiKeyDialogs(page: Page, who: string): Promise<void> {
  await page.goto(paths.settings);
  await settled(page);
  const create = await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Create API key' }).click(),
    'Create API key',
    who,
  );
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page, `${who}: Create API key with an error`);
  await create.getByLabel('Name').fill('Reporting script');
  const reveal = await checkDialog(
    page,
    () => create.getByRole('button', { name: 'Create key' }).click(),
    /^API key$/,
    who,
  );
  await closeWithEscape(page, reveal);
  const revoke = await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Revoke Reporting script' }).click(),
    'Revoke API key',
    who,
  );
  await closeWithEscape(page, revoke);
}
