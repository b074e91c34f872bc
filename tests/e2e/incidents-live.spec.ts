// Journey (issue 29): the incidents pages follow live changes without a reload. With /incidents
// open, a property's outage makes its incident appear; on /incidents/{id}, an acknowledgement made
// elsewhere (the API) and the automatic resolution when the port answers again show up by
// themselves, well before the pages' 30 s re-read.
import { expect, test } from './support/fixtures.js';
import { hasPython } from './support/loopback-targets.js';
import { signUpWithOnlineTcpProperty } from './support/outage-property.js';
import { checkNowViaApi } from './support/properties-api.js';

test.use({ bypassCSP: true });

/** well under the 30 s re-read, so only the live stream can have brought the change */
const LIVE = { timeout: 10_000 };

test('an incident opens, is acknowledged elsewhere and resolves while its pages are open', async ({
  page,
}) => {
  test.skip(!hasPython, 'needs python3 for a never-accepting listener');
  test.setTimeout(90_000);
  const request = page.context().request;
  const { property, target } = await signUpWithOnlineTcpProperty(
    request,
    'incidentslive',
    'Quay Router',
  );
  try {
    await page.goto('/incidents');
    await expect(page.getByText('No incidents match these filters.')).toBeVisible();

    // the port stops answering: the incident appears on the open list, no reload
    await target.jam();
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
    await target.answer();
    await checkNowViaApi(request, property.id);
    await expect(page.getByTestId('incident-state')).toHaveText('Resolved', LIVE);
    await expect(page.getByTestId('timeline-resolved')).toContainText(
      'Automatically: Quay Router is back online after',
    );
  } finally {
    await target.close();
  }
});
