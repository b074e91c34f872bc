// Journey: the dashboard of a workspace too large to read whole (issue 32: over WHOLE_LIST_MAX
// properties). The table pages, searches, filters and sorts on the server, by keyboard alone; the
// whole list (GET /api/properties) is never asked; Export is the server's streamed CSV; axe clean.
import type { Page } from '@playwright/test';
import { WHOLE_LIST_MAX } from '../../src/contracts/properties.js';
import { signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { tabTo } from './support/keyboard.js';
import { downloadPropertiesCsv } from './support/properties-export.js';
import { seedProperties } from './support/seed-properties.js';

// axe is injected as a script tag, which the app's CSP would refuse
test.use({ bypassCSP: true });

const COUNT = WHOLE_LIST_MAX + 500;
const rows = (page: Page) => page.getByTestId('property-row');
const showing = (page: Page) => page.getByTestId('showing-text');

test('a large workspace: page turn, search, filter, sort and export answered by the server, by keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await signUpNewAccount(page.context().request, 'large');
  await seedProperties(account.email, COUNT, 23);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/properties')) asked.push(url.pathname + url.search);
  });
  await page.goto('/');
  await expect(showing(page)).toHaveText(`Showing 1-10 of ${COUNT} properties`);
  await expect(rows(page)).toHaveCount(10);
  const firstPage = await rows(page).allTextContents();
  await expectNoAxeViolations(page, 'dashboard of a large workspace');

  // Next by keyboard: the next 10, asked of the server
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await tabTo(page, pager.getByRole('button', { name: 'Next' }), { max: 150 });
  await page.keyboard.press('Enter');
  await expect(showing(page)).toHaveText(`Showing 11-20 of ${COUNT} properties`);
  expect(await rows(page).allTextContents()).not.toEqual(firstPage);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // a page-number button further on
  await pager.getByRole('button', { name: 'Page 4' }).focus();
  await page.keyboard.press('Enter');
  await expect(showing(page)).toHaveText(`Showing 31-40 of ${COUNT} properties`);

  // search by keyboard: back to page 1, the one match, no pagination
  const search = page.getByRole('searchbox', { name: 'Search properties' });
  await tabTo(page, search, { back: true });
  await page.keyboard.type(`Property ${COUNT}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(`Property ${COUNT}`);
  await expect(pager).toHaveCount(0);
  await search.fill('no such property');
  await expect(page.getByText('No properties match your search criteria.')).toBeVisible();
  await search.fill('');

  // status filter by keyboard: every fifth property is a timeout (the seed's pattern)
  const status = page.getByRole('combobox', { name: 'Status filter' });
  await status.focus();
  await status.selectOption('timeout');
  await expect(showing(page)).toHaveText(`Showing 1-10 of ${COUNT / 5} properties`);
  for (const r of await rows(page).all())
    await expect(r.locator('[data-status]')).toHaveText('timeout');

  // sort by a header with the keyboard
  const byName = page.getByRole('columnheader', { name: 'Name' });
  await byName.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(byName).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Enter');
  await expect(byName).toHaveAttribute('aria-sort', 'descending');
  // numbers within names sort as numbers: the highest timeout comes first
  await expect(rows(page).first()).toContainText(`Property ${COUNT - 1}`);

  // Export: the server's stream of every selected property, not the 10 on screen
  const { csv, lines } = await downloadPropertiesCsv(page);
  expect(lines).toHaveLength(COUNT / 5 + 1);
  expect(lines[1]).toMatch(new RegExp(`^Property ${COUNT - 1},`));
  expect(csv).not.toContain(',online,');
  await expectNoAxeViolations(page, 'dashboard of a large workspace, filtered and sorted');

  // the whole list was never asked; every page came from the paged call
  expect(asked.filter((u) => u === '/api/properties')).toEqual([]);
  expect(asked.some((u) => u.startsWith('/api/properties/page?') && u.includes('offset=30'))).toBe(
    true,
  );
});
