// Journeys: live status changes reach screen-reader users through one polite live region, once
// per burst (issue 18): a real change on loopback, and a burst of 10,000 changes.
import type { Page } from '@playwright/test';
import { newAccount, signUpViaApi } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import {
  hasPython,
  startAcceptingServer,
  startJammedListener,
  type Target,
} from './support/loopback-targets.js';
import {
  checkNowViaApi,
  createPropertyViaApi,
  getPropertyViaApi,
} from './support/properties-api.js';

/** Records every text the live region shows, from now on, in window.__announced. */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="live-status"]')!;
    const seen: string[] = [];
    (window as unknown as { __announced: string[] }).__announced = seen;
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text) seen.push(text);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}

const announced = (page: Page) =>
  page.evaluate(() => (window as unknown as { __announced: string[] }).__announced);

test('a property that stops answering is announced once, by name', async ({ page }) => {
  test.skip(!hasPython, 'needs python3 for a never-accepting listener');
  test.setTimeout(60_000);
  const request = page.context().request;
  await signUpViaApi(request, newAccount('announce'));
  let target: Target = await startAcceptingServer();
  const port = target.port;
  try {
    const property = await createPropertyViaApi(request, {
      name: 'Marina Router',
      ipAddress: '127.0.0.1',
      checkMethod: 'tcp',
      tcpPort: port,
      timeoutMs: 1000,
    });
    await checkNowViaApi(request, property.id);
    await expect
      .poll(async () => (await getPropertyViaApi(request, property.id)).status, {
        timeout: 15_000,
      })
      .toBe('online');

    await page.goto('/');
    await expect(page.getByTestId('property-row')).toHaveCount(1);
    const region = page.getByRole('status').and(page.getByTestId('live-status'));
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await recordAnnouncements(page);

    await target.close();
    target = await startJammedListener(port);
    await checkNowViaApi(request, property.id);
    await expect(region).toHaveText('Marina Router is now timing out.', { timeout: 15_000 });
    expect(await announced(page)).toEqual(['Marina Router is now timing out.']);
  } finally {
    await target.close();
  }
});

test('10,000 status changes in a burst make one announcement', async ({ page }) => {
  await signUpViaApi(page.context().request, newAccount('burst'));
  // The stream is replaced by one burst: ready, then 10,000 properties going offline. The
  // retry field keeps the browser from reconnecting (and replaying it) during the test.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const events = Array.from(
    { length: 10_000 },
    (_, i) =>
      `event: status\ndata: ${JSON.stringify({ type: 'status', propertyId: 1_000_000 + i, status: 'offline' })}\n\n`,
  );
  await page.route('**/api/events', async (route) => {
    await gate;
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      body: `retry: 3600000\n\nevent: ready\ndata: {"type":"ready"}\n\n${events.join('')}`,
    });
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await recordAnnouncements(page);
  release();

  const region = page.getByTestId('live-status');
  await expect(region).toHaveText('10,000 properties changed status: 10,000 offline.');
  expect(await announced(page)).toEqual(['10,000 properties changed status: 10,000 offline.']);
});
