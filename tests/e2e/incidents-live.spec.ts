// Journey (issue 29): the incidents pages follow live changes without a reload. With /incidents
// open, a property's outage makes its incident appear; on /incidents/{id}, an acknowledgement made
// elsewhere (the API) and the automatic resolution when the port answers again show up by
// themselves, well before the pages' 30 s re-read.
import { signUpNewAccount } from './support/accounts.js';
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
  waitForStatusViaApi,
} from './support/properties-api.js';

test.use({ bypassCSP: true });

/** well under the 30 s re-read, so only the live stream can have brought the change */
const LIVE = { timeout: 10_000 };

test('an incident opens, is acknowledged elsewhere and resolves while its pages are open', async ({
  page,
}) => {
  test.skip(!hasPython, 'needs python3 for a never-accepting listener');
  test.setTimeout(90_000);
  const request = page.context().request;
  await signUpNewAccount(request, 'incidentslive');
  const settings = await request.put('/api/settings/workspace', {
    data: { failuresBeforeOffline: 1 },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  let target: Target = await startAcceptingServer();
  const port = target.port;
  try {
    const property = await createPropertyViaApi(request, {
      name: 'Quay Router',
      ipAddress: '127.0.0.1',
      checkMethod: 'tcp',
      tcpPort: port,
      timeoutMs: 1000,
    });
    await checkNowViaApi(request, property.id);
    await waitForStatusViaApi(request, property.id, 'online');

    await page.goto('/incidents');
    await expect(page.getByText('No incidents match these filters.')).toBeVisible();

    // the port stops answering: the incident appears on the open list, no reload
    await target.close();
    target = await startJammedListener(port);
    await checkNowViaApi(request, property.id);
    const row = page.getByRole('row').filter({ hasText: 'Quay Router offline' });
    await expect(row).toBeVisible(LIVE);
    await expect(row.getByTestId('incident-state')).toHaveText('Open, not acknowledged');

    await row.getByRole('link', { name: 'Quay Router offline' }).click();
    await expect(
      page.getByRole('heading', { name: 'Quay Router offline', level: 1 }),
    ).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // someone acknowledges through the API: the open page shows who took it
    const ack = await request.post(`/api/incidents/${id}/acknowledge`);
    expect(ack.status(), await ack.text()).toBe(200);
    await expect(page.getByTestId('incident-state')).toContainText('Acknowledged by', LIVE);

    // the port answers again: resolved automatically, shown without a reload
    await target.close();
    target = await startAcceptingServer(port);
    await checkNowViaApi(request, property.id);
    await expect(page.getByTestId('incident-state')).toHaveText('Resolved', LIVE);
    await expect(page.getByTestId('timeline-resolved')).toContainText(
      'Automatically: Quay Router is back online after',
    );
  } finally {
    await target.close();
  }
});
