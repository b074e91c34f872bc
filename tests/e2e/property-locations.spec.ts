// Journey: the property detail page's Locations section (issue 28): the primary and an agent
// location each with its last result in words, its response time and when it checked; the
// history chart switched to "Split by location" by keyboard alone; axe-clean.
import { MAX_WORK_CHECKS, toResultColumns, type AgentWork } from '../../src/contracts/agents.js';
import type { CreatedLocation } from '../../src/contracts/locations.js';
import { OWNER_STATE } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { tabTo } from './support/keyboard.js';
import { openPage } from './support/pages.js';
import { createPropertyViaApi } from './support/properties-api.js';

test.use({ bypassCSP: true, storageState: OWNER_STATE });

test('the detail page shows each location’s last result and splits the chart', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  // an address of this run's own: a retry (or an earlier run on the same server) left a property
  // at a fixed one, whose check the agent could be handed first
  const address = `127.44.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const property = await createPropertyViaApi(page.request, {
    name: `Harbour ${tag}`,
    ipAddress: address,
  });
  const created = await page.request.post('/api/monitoring-locations', {
    data: { name: `Agent ${tag}`, region: 'eu-journey' },
  });
  expect(created.status()).toBe(201);
  const { location, token } = (await created.json()) as CreatedLocation;

  // the agent's side, with its token only (no session): take the check, report it up in 8.5 ms
  const agent = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  // A new location is due every property of the installation at once: on the shared journey
  // server that is over 10,000 (dashboard-large.spec seeds them), handed out a batch per poll,
  // so the agent polls until ours comes, within a bound.
  let checkId: string | undefined;
  const deadline = Date.now() + 40_000;
  while (!checkId && Date.now() < deadline) {
    const res = await agent.get(`/api/agent/work?waitMs=2000&max=${MAX_WORK_CHECKS}`);
    expect(res.status()).toBe(200);
    const work = (await res.json()) as AgentWork;
    checkId = work.checks.find((c) => c.address === address)?.id;
  }
  expect(checkId).toBeDefined();
  const posted = await agent.post('/api/agent/results', {
    data: {
      results: toResultColumns([
        { id: checkId!, outcome: 'up', rttMs: 8.5, checkedAt: Date.now(), late: false },
      ]),
    },
  });
  expect(posted.status()).toBe(200);
  await agent.dispose();

  await openPage(page, `/properties/${property.id}`, property.name);
  const card = page.getByTestId('locations-card');
  await expect(card.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await expect(card.getByTestId('location-row-primary')).toContainText('Primary');
  const row = card.getByTestId(`location-row-${location.id}`);
  await expect(row).toContainText(`Agent ${tag}`);
  await expect(row).toContainText('eu-journey');
  await expect(row).toContainText('Up');
  await expect(row).toContainText('8.5 ms');
  await expectNoAxeViolations(page, 'property detail, locations');

  // the chart by location, by keyboard: focus the picker and choose "Split by location"
  const picker = page.getByLabel('Location', { exact: true });
  await tabTo(page, picker, { max: 80 });
  await page.keyboard.press('End');
  await expect(picker).toHaveValue('split');
  const split = page.getByTestId('split-figures');
  await expect(split).toBeVisible();
  await expect(split.getByRole('row', { name: new RegExp(`Agent ${tag}`) })).toContainText(
    '8.5 ms',
  );
  await expectNoAxeViolations(page, 'property detail, history split by location');

  // the agent's history alone, then the 30-day range, where the choice is disabled and says why
  await picker.selectOption(location.id);
  await expect(page.getByTestId('range-checks')).toHaveText('1');
  await page.getByRole('tab', { name: '30d' }).click();
  await expect(picker).toBeDisabled();
  await expect(page.getByText('History by location covers the last 7 days')).toBeVisible();

  // tidy: the location stays listed but revoked, and leaves other journeys' pages alone
  await page.request.post(`/api/monitoring-locations/${location.id}/revoke`);
});
