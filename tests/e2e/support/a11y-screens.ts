// Visiting screens and dialogs for the axe pass: wait until a screen shows its content, then check.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { expect } from './fixtures.js';

/** A screen is ready when its main heading shows and nothing on it is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
}

/** Opens `path`, waits for it to settle and runs axe on it. */
export async function checkScreen(page: Page, path: string, label: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  await expectNoAxeViolations(page, `${label}: ${path}`);
}

/**
 * Opens a dialog with `open`, runs axe on the page with the dialog showing, then closes it with
 * Escape (every dialog must close on it) and returns the dialog's locator for further checks.
 */
export async function checkDialog(
  page: Page,
  open: () => Promise<void>,
  name: string | RegExp,
  label: string,
): Promise<Locator> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, `${label}: dialog "${name}"`);
  return dialog;
}

export async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
