// Journey: a real status change on loopback raises an alert that shows up live on /alerts and can
// be marked read (spec core §2, §8). The property is a TCP check of a local port: first a server
// that accepts (online), then a listener that never accepts, so the next check times out.
import { hasCreateUserCli, signInAsNewMember, signUpNewAccount } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { onlinePropertyOnLocalTcp } from './support/local-tcp-property.js';
import { hasPython } from './support/loopback-targets.js';

test('an empty workspace reads "No alerts yet"', async ({ page }) => {
  await signUpNewAccount(page.context().request, 'noalerts');
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await expect(page.getByText('No alerts yet')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText('0 unread');
});

test('a property that stops answering raises an alert, shown live and marked read', async ({
  page,
  browser,
}) => {
  test.skip(!hasPython, 'needs python3 for a never-accepting listener');
  test.setTimeout(60_000);
  const request = page.context().request;
  const admin = await signUpNewAccount(request, 'alerts');

  const router = await onlinePropertyOnLocalTcp(request, {
    name: 'Harbor Router',
    address: '7 Quay Road',
  });
  try {
    await page.goto('/alerts');
    await expect(page.getByText('No alerts yet')).toBeVisible();

    // the port stops answering; "Check now" through the API, the page stays open
    await router.stopAnswering();

    const card = page.getByTestId('alert-card').filter({ hasText: 'Harbor Router' });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText('timeout');
    await expect(card).toContainText('New');
    await expect(card).toContainText('Harbor Router (7 Quay Road) is not responding');
    await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
    await expect(page.getByTestId('alerts-badge')).toHaveText('1');

    if (hasCreateUserCli) {
      // a viewer of the workspace sees the alert but cannot mark it
      const context = await browser.newContext();
      try {
        await signInAsNewMember(context.request, 'alertviewer', admin.email, 'viewer');
        const viewerPage = await context.newPage();
        await viewerPage.goto('/alerts');
        await expect(viewerPage.getByTestId('alert-card')).toContainText('Harbor Router');
        await expect(viewerPage.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
      } finally {
        await context.close();
      }
    }

    // a failed call tells so and leaves the alert unread
    await page.route('**/api/alerts/*/read', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await card.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(page.getByTestId('toast')).toContainText('Failed to mark alert as read');
    await expect(card).toContainText('New');
    await page.unrouteAll();

    await card.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(page.getByTestId('toast')).toContainText('Alert marked as read');
    await expect(card).not.toContainText('New');
    await expect(card.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await expect(page.getByTestId('unread-count')).toHaveText('0 unread');

    // the dashboard shows the new status
    await page.goto('/');
    const row = page.getByTestId('property-row').filter({ hasText: 'Harbor Router' });
    await expect(row.locator('[data-status]')).toHaveText('timeout');
  } finally {
    await router.close();
  }
});
