// Journey: the screens other than the dashboard in a workspace too large to read whole (issue 32:
// over WHOLE_LIST_MAX properties, decision 035 "The other screens"). The properties page's cards,
// search and filters, and the property pickers of the other screens, ask the server
// (GET /api/properties/page); the whole list (GET /api/properties) is never asked; axe clean.
import type { Page } from '@playwright/test';
import { WHOLE_LIST_MAX } from '../../src/contracts/properties.js';
import { signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { seedProperties } from './support/seed-properties.js';

// axe is injected as a script tag, which the app's CSP would refuse
test.use({ bypassCSP: true });

const COUNT = WHOLE_LIST_MAX + 100;

/** A workspace of COUNT properties, signed in; what /api/properties* the page asks is recorded. */
async function largeWorkspace(page: Page, prefix: string, octet: number) {
  const account = await signUpNewAccount(page.context().request, prefix);
  await seedProperties(account.email, COUNT, octet);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/properties')) asked.push(url.pathname + url.search);
  });
  return asked;
}

const neverWholeList = (asked: string[]) =>
  expect(asked.filter((u) => u === '/api/properties' || u.startsWith('/api/properties?'))).toEqual(
    [],
  );

test('properties page: cards, show more, search and filters answered by the server', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const asked = await largeWorkspace(page, 'large-props', 24);
  const request = page.context().request;
  // a group holding two properties, for the group filter
  const group = await request.post('/api/groups', { data: { name: 'Harbour' } });
  expect(group.status()).toBe(201);
  const groupId = ((await group.json()) as { id: number }).id;
  const two = (await (
    await request.get('/api/properties/page?search=Property 777&limit=2')
  ).json()) as {
    properties: { id: number }[];
  };
  const assign = await request.post('/api/groups/assign', {
    data: { groupId, propertyIds: two.properties.map((p) => p.id) },
  });
  expect(assign.ok()).toBe(true);

  const cards = page.getByTestId('property-card');
  await page.goto('/properties');
  await expect(page.getByText(`Showing 60 of ${COUNT} properties`)).toBeVisible();
  await expect(cards).toHaveCount(60);
  await expect(page.getByTestId('usage-text')).toHaveText(`${COUNT} / ∞ properties`);
  await expectNoAxeViolations(page, '/properties, large workspace');

  // Show more by keyboard: the next offset, asked of the server
  const more = page.getByRole('button', { name: /^Show more/ });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(120);
  await expect(page.getByText(`Showing 120 of ${COUNT} properties`)).toBeVisible();
  expect(asked.some((u) => u.includes('offset=60'))).toBe(true);

  // search by keyboard: the server's match
  const search = page.getByRole('searchbox', { name: 'Search properties' });
  const status = page.getByRole('combobox', { name: 'Status filter' });
  await status.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type(`Property ${COUNT}`);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`Property ${COUNT}`);
  expect(asked.some((u) => u.includes(`search=Property+${COUNT}`))).toBe(true);
  await search.fill('no such property');
  await expect(page.getByText('No properties match your search criteria.')).toBeVisible();
  await search.fill('');

  // status filter: every fifth property is a timeout (the seed's pattern)
  await status.selectOption('timeout');
  await expect(page.getByText(`Showing 60 of ${COUNT / 5} properties`)).toBeVisible();
  expect(asked.some((u) => u.includes('status=timeout'))).toBe(true);
  await status.selectOption('all');

  // group filter: the group's two, then those in no group
  const groupFilter = page.getByRole('combobox', { name: 'Group filter' });
  await groupFilter.selectOption(String(groupId));
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Showing 2 of 2 properties')).toBeVisible();
  await groupFilter.selectOption('none');
  await expect(page.getByText(`Showing 60 of ${COUNT - 2} properties`)).toBeVisible();
  expect(asked.some((u) => u.includes('groupId=none'))).toBe(true);
  await expectNoAxeViolations(page, '/properties, large workspace, filtered');
  await groupFilter.selectOption('all');

  // Groups: the upstream is found by a typed search (it is not among the cards loaded), saved,
  // and the row names it (read by id), by keyboard
  await page.getByRole('button', { name: 'Groups' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Groups' });
  await expect(dialog.getByRole('button', { name: 'Edit Harbour' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit Harbour' }).focus();
  await page.keyboard.press('Enter');
  const find = dialog.getByLabel('Find the upstream property');
  const upstreams = dialog.getByRole('list', { name: 'Upstream property' });
  await expect(upstreams.getByRole('radio')).toHaveCount(20);
  await find.focus();
  await page.keyboard.type(`Property ${COUNT - 1}`);
  await expect(upstreams.getByRole('radio')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(
    upstreams.getByRole('radio', { name: new RegExp(`Property ${COUNT - 1}`) }),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'groups dialog, large workspace, upstream chosen');
  await dialog.getByRole('button', { name: 'Save group' }).focus();
  await page.keyboard.press('Enter');
  const row = dialog.getByTestId('group-row').filter({ hasText: 'Harbour' });
  await expect(row.getByRole('cell').nth(1)).toHaveText(`Property ${COUNT - 1}`);
  // the form is back to a new group once the save is through (an Edit before that is undone)
  await expect(dialog.getByRole('heading', { name: 'New group' })).toBeVisible();
  // opened again, the saved upstream is the chosen one, named
  await dialog.getByRole('button', { name: 'Edit Harbour' }).click();
  await expect(upstreams.getByRole('radio').first()).toHaveAccessibleName(
    new RegExp(`Property ${COUNT - 1}`),
  );
  await expect(upstreams.getByRole('radio').first()).toBeChecked();
  // and taken away again by keyboard: No upstream, saved
  await dialog.getByRole('button', { name: 'No upstream' }).focus();
  await page.keyboard.press('Enter');
  await expect(upstreams.getByRole('radio', { checked: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save group' }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('—');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Assign to group: all the page's filter matches (selected by the server, not the 60 cards
  // loaded), by keyboard; the whole workspace is over the bulk cap and said so before sending
  await page.getByRole('button', { name: 'Assign to group' }).focus();
  await page.keyboard.press('Enter');
  const assigning = page.getByRole('dialog', { name: 'Assign to group' });
  const everything = assigning.getByRole('radio', {
    name: `All ${COUNT} properties in the workspace`,
  });
  await expect(everything).toHaveAccessibleDescription(
    'At most 5000 properties at a time: narrow the search or filters first.',
  );
  await everything.focus();
  await page.keyboard.press('Space');
  await assigning.getByRole('button', { name: 'Assign' }).click();
  await expect(assigning.getByRole('alert')).toHaveText('At most 5000 properties at a time');
  await expectNoAxeViolations(page, 'assign dialog, large workspace, too many');
  await page.keyboard.press('Escape');
  await status.selectOption('timeout');
  await expect(page.getByText(`Showing 60 of ${COUNT / 5} properties`)).toBeVisible();
  await page.getByRole('button', { name: 'Assign to group' }).click();
  const timeouts = assigning.getByRole('radio', {
    name: `All ${COUNT / 5} properties matching the page's search and filters`,
  });
  await timeouts.focus();
  await page.keyboard.press('Space');
  await assigning.getByRole('button', { name: 'Assign' }).focus();
  await page.keyboard.press('Enter');
  await expect(assigning).toBeHidden();
  await expect(page.getByText('Assigned to Harbour').first()).toBeVisible();
  await expect(page.getByText(`${COUNT / 5} properties`).first()).toBeVisible();
  await status.selectOption('all');
  await groupFilter.selectOption(String(groupId));
  // every timeout is in Harbour now (a large workspace's index is read again in the background)
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/properties/page?groupId=${groupId}&status=timeout&limit=1`)
          ).json()) as { total: number }
        ).total,
      { timeout: 40_000 },
    )
    .toBe(COUNT / 5);
  await groupFilter.selectOption('all');

  // and properties chosen by a typed search (not among the cards), out of their group
  await page.getByRole('button', { name: 'Assign to group' }).click();
  await assigning.getByLabel('Group', { exact: true }).selectOption('');
  await assigning.getByRole('radio', { name: 'Properties I choose' }).check();
  await assigning.getByLabel('Find a property').fill(`Property ${COUNT - 5}`);
  const pick = assigning.getByRole('list', { name: 'Choose properties' });
  await expect(pick.getByRole('checkbox')).toHaveCount(1);
  await assigning.getByLabel('Find a property').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'assign dialog, large workspace, one chosen');
  await assigning.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Removed from their group').first()).toBeVisible();
  const chosen = (await (
    await request.get(`/api/properties/page?search=Property ${COUNT - 5}&limit=1`)
  ).json()) as { properties: { name: string; groupId: number | null }[] };
  expect(chosen.properties[0]).toMatchObject({ name: `Property ${COUNT - 5}`, groupId: null });
  neverWholeList(asked);
});

test('system overview: the first 8 from a page, Run Diagnostics a page at a time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const asked = await largeWorkspace(page, 'large-overview', 25);
  await page.goto('/system-overview');
  await expect(page.getByTestId('overview-property')).toHaveCount(8);
  await expect(page.getByTestId('overview-property').first()).toContainText('Property 1');
  await expect(page.getByRole('link', { name: `View All (${COUNT})` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Properties' })).toContainText(String(COUNT));
  // the breakdown by type counted by the server: the seed's properties are all residential,
  // three in five online
  const online = Array.from({ length: COUNT }, (_, i) => (i + 1) % 5).filter((r) => r < 3).length;
  await expect(page.locator('[data-testid="type-share"][data-type="residential"]')).toContainText(
    `${online} of ${COUNT} properties online`,
  );
  await expect(page.locator('[data-testid="type-share"][data-type="commercial"]')).toContainText(
    'No properties',
  );
  await expectNoAxeViolations(page, '/system-overview, large workspace');

  // Run Diagnostics by keyboard: the first page's checks, then the next page is read
  const run = page.getByRole('button', { name: 'Run Diagnostics' });
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('diagnostics-row').first()).toBeVisible();
  await expect
    .poll(() => asked.some((u) => u.includes('offset=100&limit=100')), { timeout: 60_000 })
    .toBe(true);
  expect(asked.some((u) => u === '/api/properties/page?limit=100')).toBe(true);
  await expect(page.getByTestId('diagnostics-row')).not.toHaveCount(0);
  expect(await page.getByTestId('diagnostics-row').count()).toBeLessThanOrEqual(300);
  await expectNoAxeViolations(page, '/system-overview, large workspace, diagnostics running');
  // leaving the page stops the run
  await page.goto('/properties');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  neverWholeList(asked);
});

/** `YYYY-MM-DDTHH:mm` in UTC (the workspace's zone: the API sign-up sends none). */
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test('maintenance: the property picker finds a property by a typed search and saves it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const asked = await largeWorkspace(page, 'large-maint', 26);
  await page.goto('/maintenance');
  await expect(page.getByText('No maintenance scheduled')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule maintenance' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Schedule maintenance' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Fibre splice');
  // chosen ones rather than all: the picker shows
  const all = dialog.getByLabel('All properties (including ones added later)');
  await all.focus();
  await page.keyboard.press('Space');
  await expect(all).not.toBeChecked();
  // the first matches from the server, not every property
  const choices = dialog.getByRole('list', { name: 'Choose properties' });
  await expect(choices.getByRole('checkbox')).toHaveCount(20);
  await expect(dialog.getByText(`First 20 of ${COUNT} matches: type more to narrow`)).toBeVisible();
  await expectNoAxeViolations(page, 'schedule maintenance dialog, large workspace');
  // by keyboard: Tab to the search, type, Tab to the match, Space
  const find = dialog.getByLabel('Find a property');
  await all.focus();
  await page.keyboard.press('Tab');
  await expect(find).toBeFocused();
  await page.keyboard.type('Property 10042');
  await expect(choices.getByRole('checkbox')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(choices.getByRole('checkbox', { name: /Property 10042/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(choices.getByRole('checkbox', { name: /Property 10042/ })).toBeChecked();
  // another search keeps the chosen one, listed first
  await find.fill('Property 7');
  await expect(choices.getByRole('checkbox').first()).toHaveAccessibleName(/Property 10042/);
  await expect(choices.getByRole('checkbox').first()).toBeChecked();
  const now = Date.now();
  await dialog.getByLabel('Start (UTC)').fill(wall(now + 60 * 60_000));
  await dialog.getByLabel('End (UTC)').fill(wall(now + 120 * 60_000));
  await expectNoAxeViolations(page, 'schedule maintenance dialog, large workspace, chosen');
  await dialog.getByRole('button', { name: 'Schedule' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('maintenance-window').filter({ hasText: 'Fibre splice' });
  // the card names it (read by id)
  await expect(card).toContainText('Property 10042');
  expect(asked.some((u) => u.startsWith('/api/properties/page?ids='))).toBe(true);
  await expectNoAxeViolations(page, '/maintenance, large workspace, one window');
  neverWholeList(asked);
});

test('status page form: a section finds a property by a typed search and saves it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const asked = await largeWorkspace(page, 'large-status', 27);
  await page.goto('/status-pages');
  await page.getByRole('button', { name: 'New Status Page' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Status Page' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  const title = `Large campus ${Date.now().toString(36)}`;
  await page.keyboard.type(title);
  await dialog.getByLabel('Section name').fill('Block C');
  const find = dialog.getByLabel('Find a property for Block C');
  const add = dialog.getByLabel('Add a property to Block C');
  await expect(dialog.getByText(`First 50 of ${COUNT} matches: type more to narrow`)).toBeVisible();
  // the select offers the server's first matches, not every property
  await expect(add.locator('option')).toHaveCount(51);
  await expect(dialog.getByRole('button', { name: /^Add all remaining/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'new status page dialog, large workspace');
  // by keyboard: type the search, Tab to the select, choose, Tab to Add, Enter
  await find.focus();
  await page.keyboard.type('Property 9031');
  await expect(dialog.getByText('1 match', { exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await add.selectOption({ label: 'Property 9031' });
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Display name of Property 9031')).toBeVisible();
  await expectNoAxeViolations(page, 'new status page dialog, large workspace, one chosen');
  // and every other property of the workspace, for the incident dialog's picker below
  await dialog.getByLabel('Also show every other property of the workspace').check();
  await dialog.getByRole('button', { name: 'Publish Page' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name: title });
  await expect(card.getByText('1 section, 1 property', { exact: false })).toBeVisible();
  expect(asked.some((u) => u.includes('search=Property+9031'))).toBe(true);

  // an incident on a property the page shows as "every other": found by a typed search
  await card.getByRole('button', { name: 'Post incident' }).click();
  const post = page.getByRole('dialog', { name: 'Post Incident' });
  await post.getByLabel('Title').fill('Riser fault');
  await post.getByLabel('Message').fill('An engineer is on site.');
  await post.getByRole('checkbox', { name: 'Property 9031' }).check();
  const other = post.getByRole('list', { name: 'Other affected properties' });
  await expect(other.getByRole('checkbox')).toHaveCount(20);
  await post.getByLabel('Find an affected property').focus();
  await page.keyboard.type('Property 4077');
  await expect(other.getByRole('checkbox')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(other.getByRole('checkbox', { name: /Property 4077/ })).toBeChecked();
  await expectNoAxeViolations(page, 'post incident dialog, large workspace');
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/incidents$/.test(new URL(r.url()).pathname),
  );
  await post.getByRole('button', { name: 'Post Incident' }).click();
  const body = (await posted).postDataJSON() as { propertyIds: number[] };
  expect(body.propertyIds).toHaveLength(2);
  await expect(post).toBeHidden();
  await expect(card.getByText('Riser fault')).toBeVisible();
  neverWholeList(asked);
});

test('incident filter: the property is found by a typed search, kept in the URL and named by id', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const asked = await largeWorkspace(page, 'large-incidents', 28);
  await page.goto('/incidents');
  const filters = page.getByRole('search', { name: 'Filter incidents' });
  const find = filters.getByLabel('Find a property');
  const property = filters.getByLabel('Property', { exact: true });
  await expect(
    filters.getByText(`First 50 of ${COUNT} matches in the Property list`),
  ).toBeVisible();
  await expect(property.locator('option')).toHaveCount(51);
  await expectNoAxeViolations(page, '/incidents, large workspace');
  // by keyboard: type, Tab to the select, choose
  await find.focus();
  await page.keyboard.type('Property 8123');
  await expect(filters.getByText('1 match in the Property list')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(property).toBeFocused();
  await property.selectOption({ label: 'Property 8123' });
  await expect(page).toHaveURL(/propertyId=\d+/);
  // reloaded: the chosen property is named by id, not from a list
  await page.reload();
  await expect(property).toHaveValue(/^\d+$/);
  await expect(property.locator('option:checked')).toHaveText('Property 8123');
  expect(asked.some((u) => u.startsWith('/api/properties/page?ids='))).toBe(true);
  await expectNoAxeViolations(page, '/incidents, large workspace, filtered by a property');
  neverWholeList(asked);
});
