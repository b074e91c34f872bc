// Journeys: System Overview (spec commercial §2, §4, §5, §8, §9) over real loopback TCP targets:
// health and figures, the first 8 properties, Run Diagnostics with each property's outcome from
// the live stream, the zero-property state, Auto Refresh, and roles.
import type { Page } from '@playwright/test';
import { DIAGNOSTICS_MSG } from '../../src/contracts/diagnostics.js';
import { hasCreateUserCli, signInAsNewMember, signUpNewAccount } from './support/accounts.js';
import { openPage, toast } from './support/pages.js';
import { expect, test } from './support/fixtures.js';
import {
  hasPython,
  startAcceptingServer,
  startJammedListener,
  type Target,
} from './support/loopback-targets.js';
import { createPropertyViaApi } from './support/properties-api.js';

const runButton = (page: Page) => page.getByRole('button', { name: /Run Diagnostics|Running/ });
const resultRow = (page: Page, name: string) =>
  page.getByTestId('diagnostics-row').filter({ hasText: name });

const openOverview = (page: Page) => openPage(page, '/system-overview', 'System Overview');

test('figures, the first 8 properties, and Run Diagnostics with live outcomes', async ({
  page,
}) => {
  test.skip(!hasPython, 'the timing-out target needs python3');
  test.setTimeout(90_000);
  const request = page.context().request;
  await signUpNewAccount(request, 'overview');
  const targets: Target[] = [await startAcceptingServer(), await startJammedListener()];
  const [up, jammed] = targets as [Target, Target];
  try {
    const tcp = (port: number) => ({ checkMethod: 'tcp' as const, tcpPort: port, timeoutMs: 1000 });
    const types = ['residential', 'commercial', 'industrial', 'government'] as const;
    // 8 answering properties (two of each type) and one that times out
    for (let i = 1; i <= 8; i++) {
      await createPropertyViaApi(request, {
        name: `Answering ${i}`,
        ipAddress: '127.0.0.1',
        type: types[i % 4],
        ...tcp(up.port),
      });
    }
    await createPropertyViaApi(request, {
      name: 'Silent Depot',
      ipAddress: '127.0.0.1',
      type: 'industrial',
      ...tcp(jammed.port),
    });
    const gone = await createPropertyViaApi(request, { name: 'Sold Shop', ipAddress: '127.0.0.9' });

    await openOverview(page);
    await expect(page.getByTestId('overview-property')).toHaveCount(8);
    const viewAll = page.getByRole('link', { name: 'View All (10)' });
    await expect(viewAll).toHaveAttribute('href', '/properties');
    await expect(page.getByRole('group', { name: 'Total Properties' })).toContainText('10');
    const industrial = page.locator('[data-testid="type-share"][data-type="industrial"]');
    await expect(industrial).toContainText('3 properties online');
    for (const [name, href] of [
      ['View Alerts', '/alerts'],
      ['Generate Report', '/reports'],
      ['System Settings', '/settings'],
    ] as const) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('switch', { name: 'Auto Refresh' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // hold the first check call so "Running..." can be seen while the run is under way
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let calls = 0;
    await page.route('**/api/ping/check/*', async (route) => {
      calls += 1;
      if (calls === 1) await held;
      await route.continue();
    });
    await runButton(page).click();
    await expect(runButton(page)).toHaveText(DIAGNOSTICS_MSG.running);
    await expect(runButton(page)).toBeDisabled();
    // a property sold while the run is under way: its check is refused, an issue of this run
    expect((await request.delete(`/api/properties/${gone.id}`)).status()).toBe(204);
    release();

    await expect(toast(page)).toContainText(DIAGNOSTICS_MSG.completeTitle);
    await expect(toast(page)).toContainText('9 succeeded, 1 with issues');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    expect(calls).toBe(10);
    await expect(runButton(page)).toHaveText(DIAGNOSTICS_MSG.run);
    await expect(runButton(page)).toBeEnabled();

    // each property's own outcome arrives on the live stream
    await expect(page.getByTestId('diagnostics-row')).toHaveCount(10);
    await expect(resultRow(page, 'Sold Shop')).toContainText('Check failed: Property not found');
    for (let i = 1; i <= 8; i++) {
      await expect(resultRow(page, `Answering ${i}`)).toContainText(/Up · \d+(\.\d+)? ms/);
    }
    await expect(resultRow(page, 'Silent Depot')).toContainText('Timeout: no reply');
    await expect(page.getByTestId('diagnostics-progress')).toHaveText('10 of 10 finished');

    // the figures follow: 8 of 9 online is 88.9 %, the yellow band
    await expect(page.getByTestId('health-count')).toHaveText('8 of 9 properties online');
    await expect(page.getByTestId('health-percent')).toHaveText('88.9%');
    await expect(page.getByTestId('health-label')).toHaveText('Degraded');
    await expect(industrial).toContainText('66.7%');
    await expect(industrial).toContainText('2 of 3 properties online');
    await expect(page.getByRole('list', { name: 'Recent activity' })).toBeVisible();
  } finally {
    for (const t of targets) await t.close();
  }
});

test('with no properties: a sensible empty state and the No Properties message', async ({
  page,
}) => {
  await signUpNewAccount(page.context().request, 'emptyoverview');
  await openOverview(page);
  await expect(page.getByTestId('health-label')).toHaveText('No properties yet');
  await expect(page.getByTestId('health-count')).toHaveText('0 of 0 properties online');
  await expect(page.getByTestId('health-percent')).toHaveText('—');
  await expect(page.getByText('No properties yet.')).toBeVisible();
  await expect(page.getByTestId('type-share')).toHaveCount(4);
  await expect(page.getByTestId('type-share').first()).toContainText('No properties');
  await expect(page.getByRole('link', { name: /View All/ })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('NaN');

  await runButton(page).click();
  await expect(toast(page)).toContainText(DIAGNOSTICS_MSG.noPropertiesTitle);
  await expect(toast(page)).toContainText(DIAGNOSTICS_MSG.noPropertiesBody);
  await expect(page.getByTestId('diagnostics-row')).toHaveCount(0);
  await expect(runButton(page)).toHaveText(DIAGNOSTICS_MSG.run);
});

test('Auto Refresh re-loads properties and stats every 30 s; off stops it', async ({ page }) => {
  await signUpNewAccount(page.context().request, 'refresher');
  await page.clock.install();
  const loads = { properties: 0, stats: 0 };
  let inFlight = 0;
  let lastChange = Date.now();
  const watched = (r: { url(): string }) =>
    ['/api/properties', '/api/dashboard/stats'].includes(new URL(r.url()).pathname);
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/properties') loads.properties += 1;
    if (path === '/api/dashboard/stats') loads.stats += 1;
    if (watched(r)) [inFlight, lastChange] = [inFlight + 1, Date.now()];
  });
  const ended = (r: { url(): string }) => {
    if (watched(r)) [inFlight, lastChange] = [inFlight - 1, Date.now()];
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // A re-load still under way when a tick comes makes that tick join it instead of asking
  // again (as it should); so the counts are taken once the page's own loads (the first read,
  // the live stream's re-read when it goes live) have ended and nothing new started for 1 s.
  const settled = () =>
    expect.poll(() => inFlight === 0 && Date.now() - lastChange > 1000).toBe(true);
  await openOverview(page);
  await expect(page.getByTestId('health-label')).toHaveText('No properties yet');
  await settled();
  const before = { ...loads };

  await page.clock.runFor(30_000);
  await expect.poll(() => loads.properties).toBeGreaterThan(before.properties);
  await expect.poll(() => loads.stats).toBeGreaterThan(before.stats);

  const toggle = page.getByRole('switch', { name: 'Auto Refresh' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await settled();
  const stopped = { ...loads };
  await page.clock.runFor(95_000);
  // give any request the page would make time to leave it
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  expect(loads).toEqual(stopped);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.clock.runFor(30_000);
  await expect.poll(() => loads.properties).toBeGreaterThan(stopped.properties);
});

test.describe('roles', () => {
  test.skip(!hasCreateUserCli, 'src/server/cli/create-user.ts is not there yet');

  test('a viewer sees the overview but no Run Diagnostics', async ({ page, request }) => {
    const admin = await signUpNewAccount(request, 'overviewadmin');
    await createPropertyViaApi(request, { name: 'Viewed Office', ipAddress: '127.0.6.9' });
    await signInAsNewMember(page.context().request, 'overviewviewer', admin.email, 'viewer');

    await openOverview(page);
    await expect(page.getByTestId('overview-property')).toContainText('Viewed Office');
    await expect(page.getByRole('link', { name: 'View Alerts' })).toBeVisible();
    await expect(runButton(page)).toHaveCount(0);
  });
});
