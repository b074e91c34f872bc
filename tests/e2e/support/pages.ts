// Page helpers every journey reads the same way: the toast, and opening a signed-in page.
import { expect, type Page } from '@playwright/test';

export const toast = (page: Page) => page.getByTestId('toast');

/** Goes to `path` and waits for the page's own heading. */
export async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}
