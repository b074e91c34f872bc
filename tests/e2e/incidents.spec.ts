// Journey (issue 29): a property on a local TCP port stops answering; its incident opens on
// /incidents; it is acknowledged with the keyboard alone, a note is added, and it resolves by
// itself when the port answers again. Axe on both pages and the note dialog.
import { hasCreateUserCli, signInAsNewMember } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { hasPython } from './support/loopback-targets.js';
import { signUpWithOnlineTcpProperty } from './support/outage-property.js';
import { checkNowViaApi, waitForStatusViaApi } from './support/properties-api.js';

test.use({ bypassCSP: true });

test('an outage opens an incident: acknowledge with the keyboard, add a note, watch it resolve', async ({
  page,
  browser,
}) => {
  test.skip(!hasPython, 'needs python3 for a never-accepting listener');
  test.setTimeout(90_000);
  const request = page.context().request;
  const {
    account: admin,
    property,
    target,
  } = await signUpWithOnlineTcpProperty(request, 'incidents', 'Harbor Gateway');
  try {
    await page.goto('/incidents');
    await expect(page.getByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible();
    await expect(page.getByText('No incidents match these filters.')).toBeVisible();

    // the port stops answering: a confirmed outage opens an incident
    await target.jam();
    await checkNowViaApi(request, property.id);
    await waitForStatusViaApi(request, property.id, 'offline');
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Harbor Gateway offline' });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByTestId('incident-state')).toHaveText('Open, not acknowledged');
    await expectNoAxeViolations(page, '/incidents, one open incident');

    // keyboard alone: the link, the Acknowledge button, the note dialog
    await row.getByRole('link', { name: 'Harbor Gateway offline' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Harbor Gateway offline', level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('timeline-started')).toBeVisible();
    await expectNoAxeViolations(page, '/incidents/{id}, open');

    if (hasCreateUserCli) {
      // a viewer reads the same timeline, with nothing to press
      const context = await browser.newContext();
      try {
        await signInAsNewMember(context.request, 'incidentviewer', admin.email, 'viewer');
        const viewerPage = await context.newPage();
        await viewerPage.goto(page.url());
        await expect(viewerPage.getByTestId('incident-state')).toHaveText('Open, not acknowledged');
        await expect(viewerPage.getByTestId('timeline-started')).toBeVisible();
        for (const name of ['Acknowledge', 'Add note', 'Resolve']) {
          await expect(viewerPage.getByRole('button', { name })).toHaveCount(0);
        }
      } finally {
        await context.close();
      }
    }

    await page.getByRole('button', { name: 'Acknowledge' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('incident-state')).toContainText('Acknowledged by');
    await expect(page.getByTestId('timeline-acknowledged')).toContainText('from the web app');
    await expect(page.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add note' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add note' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Note')).toBeFocused();
    await expectNoAxeViolations(page, 'add note dialog');
    // empty: the form says what is missing
    await dialog.getByRole('button', { name: 'Add note' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Note is required')).toBeVisible();
    await dialog.getByLabel('Note').focus();
    await page.keyboard.type('Provider confirms a cut fibre; crew on the way.');
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Add note
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('timeline-note')).toContainText(
      'Provider confirms a cut fibre; crew on the way.',
    );

    // the port answers again: resolved automatically (the page re-reads every 30 s; reload)
    await target.answer();
    await checkNowViaApi(request, property.id);
    await waitForStatusViaApi(request, property.id, 'online');
    await page.reload();
    await expect(page.getByTestId('incident-state')).toHaveText('Resolved');
    await expect(page.getByTestId('timeline-resolved')).toContainText(
      'Automatically: Harbor Gateway is back online after',
    );
    await expect(page.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/incidents/{id}, resolved');

    // the property page links its incidents
    await page.goto(`/properties/${property.id}`);
    await page.getByRole('link', { name: 'Timelines, acknowledgements and notes' }).click();
    await expect(page).toHaveURL(new RegExp(`/incidents\\?propertyId=${property.id}`));
    await expect(page.getByRole('row').filter({ hasText: 'Harbor Gateway offline' })).toBeVisible();
  } finally {
    await target.close();
  }
});
