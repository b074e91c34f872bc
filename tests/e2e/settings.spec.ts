// Journeys: the Settings page (spec commercial §2, issue 5): monitoring settings persist and are
// validated, webhooks reach a loopback receiver with a verifiable signature, the Danger Zone
// exports and deletes, desktop notifications follow the live stream, and roles see what is theirs.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { SETTINGS_MSG, type Settings } from '../../src/contracts/settings.js';
import { VERIFY_MSG } from '../../src/contracts/verification.js';
import {
  hasCreateUserCli,
  OWNER,
  OWNER_STATE,
  signInAsNewMember,
  signUpNewAccount,
} from './support/accounts.js';
import { fakeNotifications, shownNotifications } from './support/fake-notifications.js';
import { openPage, toast } from './support/pages.js';
import { expect, test } from './support/fixtures.js';
import { signatureIsValid, startWebhookReceiver } from '../../src/server/test/webhook-receiver.js';
import { onlinePropertyOnLocalTcp } from './support/local-tcp-property.js';
import { hasPython } from './support/loopback-targets.js';

async function getSettings(request: APIRequestContext): Promise<Settings> {
  const res = await request.get('/api/settings');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Settings;
}

const openSettings = (page: Page) => openPage(page, '/settings', 'Settings');

test.describe('as the owner', () => {
  test.use({ storageState: OWNER_STATE });

  test('monitoring settings persist across a reload; a bad interval is refused', async ({
    page,
  }) => {
    const request = page.context().request;
    const before = (await getSettings(request)).workspace;
    try {
      await openSettings(page);
      const form = page.getByRole('form', { name: 'Monitoring configuration' });
      const interval = form.getByLabel('Check interval', { exact: true });
      const unit = form.getByLabel('Check interval unit');
      const alertEmail = form.getByLabel('Alert e-mail');
      await expect(interval).toHaveValue('30');
      await expect(unit).toHaveValue('seconds');

      const settings = await getSettings(request);
      if (!settings.mail.configured) {
        await expect(page.getByTestId('mail-status')).toHaveText(
          'E-mail alerts are not being sent: SMTP is not configured.',
        );
      }
      await expect(page.getByTestId('danger-zone')).toBeVisible();

      await interval.fill('2');
      await unit.selectOption('minutes');
      await alertEmail.fill('NOC@Example.com');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page)).toContainText('Settings saved');
      expect((await getSettings(request)).workspace).toMatchObject({
        checkIntervalSeconds: 120,
        alertEmail: 'noc@example.com',
      });

      await page.reload();
      await expect(interval).toHaveValue('2');
      await expect(unit).toHaveValue('minutes');
      await expect(alertEmail).toHaveValue('noc@example.com');

      // out of range: the server's message, nothing sent
      await interval.fill('10');
      await unit.selectOption('seconds');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(form.getByText(SETTINGS_MSG.intervalRange, { exact: true })).toBeVisible();
      await alertEmail.fill('not-an-address');
      await expect(form.getByText(SETTINGS_MSG.emailInvalid, { exact: true })).toBeVisible();
      expect((await getSettings(request)).workspace.checkIntervalSeconds).toBe(120);

      // the server's own refusal reaches the user too
      await interval.fill('90');
      await alertEmail.fill('');
      await page.route('**/api/settings/workspace', (route) =>
        route.fulfill({ status: 400, json: { message: SETTINGS_MSG.timezoneInvalid } }),
      );
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page)).toContainText('Error');
      await expect(toast(page)).toContainText(SETTINGS_MSG.timezoneInvalid);
      await page.unrouteAll();
    } finally {
      const { alertEmail, checkIntervalSeconds } = before;
      const res = await request.put('/api/settings/workspace', {
        data: { alertEmail: alertEmail ?? '', checkIntervalSeconds },
      });
      expect(res.status()).toBe(200);
    }
  });
});

test.describe('outage confirmation as the owner', () => {
  test.use({ storageState: OWNER_STATE });

  test('confirming from 2 locations needs a second active location; chosen by keyboard', async ({
    page,
  }) => {
    const request = page.context().request;
    const before = await getSettings(request);
    const form = page.getByRole('form', { name: 'Monitoring configuration' });
    const select = form.getByLabel('Outage confirmed from');
    let locationId: string | undefined;
    try {
      await openSettings(page);
      await expect(select).toHaveValue(String(before.workspace.outageConfirmedFrom));
      if (before.activeLocations < 2) {
        await expect(select.locator('option[value="2"]')).toBeDisabled();
        await expect(
          form.getByText(
            `Confirming from 2 needs at least 2 active monitoring locations; this installation has ${before.activeLocations}.`,
          ),
        ).toBeVisible();
        const refused = await request.put('/api/settings/workspace', {
          data: { outageConfirmedFrom: 2 },
        });
        expect(refused.status()).toBe(409);
        expect((await refused.json()).message).toBe(SETTINGS_MSG.confirmNeedsLocations);
      }
      const added = await request.post('/api/monitoring-locations', {
        data: { name: `Confirm ${Date.now()}`, region: 'e2e' },
      });
      expect(added.status(), await added.text()).toBe(201);
      locationId = ((await added.json()) as { location: { id: string } }).location.id;

      await page.reload();
      await expect(select.locator('option[value="2"]')).toBeEnabled();
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await expect(select).toHaveValue('2');
      await form.getByRole('button', { name: 'Save settings' }).focus();
      await page.keyboard.press('Enter');
      await expect(toast(page)).toContainText('Settings saved');
      await page.reload();
      await expect(select).toHaveValue('2');
      expect((await getSettings(request)).workspace.outageConfirmedFrom).toBe(2);
    } finally {
      await request.put('/api/settings/workspace', {
        data: { outageConfirmedFrom: before.workspace.outageConfirmedFrom },
      });
      if (locationId) await request.post(`/api/monitoring-locations/${locationId}/revoke`);
    }
  });
});

test('a webhook: secret shown once, a signed test event, the delivery log, delete', async ({
  page,
}) => {
  const request = page.context().request;
  await signUpNewAccount(request, 'hooks');
  const receiver = await startWebhookReceiver();
  try {
    await openSettings(page);
    await expect(page.getByText('No endpoints yet. Add one to receive alerts.')).toBeVisible();
    await expect(
      page.getByText('X-Monitor-Signature: t=<unix>,v1=', { exact: false }),
    ).toBeAttached();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText('Please enter a valid http:// or https:// URL', { exact: true }),
    ).toBeVisible();

    await dialog.getByLabel('Name').fill('Loopback receiver');
    await dialog.getByLabel('URL').fill(receiver.url);
    await dialog.getByLabel(/Property timeout/).uncheck();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(secretDialog).toContainText("you won't see it again");
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret.length).toBeGreaterThan(20);
    await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secretDialog).toHaveCount(0);

    const row = page.getByTestId('webhook-row').filter({ hasText: 'Loopback receiver' });
    await expect(row).toContainText(receiver.url);
    await expect(row).toContainText('property.offline, property.online, alert.created');
    await expect(row).toContainText(`Secret …${secret.slice(-4)}`);
    await expect(row.getByTestId('webhook-last-delivery')).toHaveText(
      'Last delivery: No deliveries yet',
    );
    // the secret itself is nowhere on the page any more, nor after a reload
    await expect(page.getByText(secret)).toHaveCount(0);

    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect(toast(page)).toContainText('Test event delivered');
    await expect(toast(page)).toContainText('200');
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.method).toBe('POST');
    expect(got.path).toBe('/hook');
    const payload = JSON.parse(got.body) as { id: string; type: string };
    expect(payload.type).toBe('webhook.test');
    expect(got.headers['x-monitor-event-id']).toBe(payload.id);
    expect(signatureIsValid(got.headers['x-monitor-signature'] as string, secret, got.body)).toBe(
      true,
    );
    expect(signatureIsValid(got.headers['x-monitor-signature'] as string, 'wrong', got.body)).toBe(
      false,
    );
    await expect(row.getByTestId('webhook-last-delivery')).toHaveText(
      'Last delivery: Delivered (HTTP 200)',
    );

    // a failing receiver: the toast says so with its status code
    receiver.answerWith(500);
    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect(toast(page)).toContainText('Test event failed');
    await expect(toast(page)).toContainText('500');

    await row.getByRole('button', { name: 'Delivery log' }).click();
    const attempts = row.getByTestId('webhook-delivery');
    await expect(attempts).toHaveCount(2);
    await expect(attempts.first()).toContainText('HTTP 500');
    await expect(attempts.last()).toContainText('HTTP 200');

    const log = page.getByTestId('notification-log-row');
    await expect(log.first()).toContainText('Loopback receiver');
    await expect(log.first()).toContainText('Webhook');

    // switched off, then on again
    await row.getByRole('switch', { name: 'Enabled' }).click();
    await expect(toast(page)).toContainText('Endpoint disabled');
    await expect(row.getByRole('switch', { name: 'Enabled' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(row).toContainText('Disabled');

    // rotating shows the new secret once; the old one no longer signs
    await row.getByRole('button', { name: 'Rotate secret' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate secret?' })
      .getByRole('button', {
        name: 'Rotate secret',
      })
      .click();
    const rotated = page.getByRole('dialog', { name: 'Signing secret' });
    const secret2 = (await rotated.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret2).not.toBe(secret);
    await rotated.getByRole('button', { name: 'I have copied it' }).click();
    receiver.answerWith(200);
    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect(toast(page)).toContainText('Test event delivered');
    const last = receiver.received.at(-1)!;
    expect(
      signatureIsValid(last.headers['x-monitor-signature'] as string, secret2, last.body),
    ).toBe(true);

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete endpoint?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Endpoint deleted');
    await expect(page.getByTestId('webhook-row')).toHaveCount(0);
    await expect(page.getByText('No endpoints yet. Add one to receive alerts.')).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test('profile, export and delete: the workspace is gone and the session with it', async ({
  page,
}) => {
  const request = page.context().request;
  const admin = await signUpNewAccount(request, 'leaver');
  const { workspace } = await getSettings(request);
  await openSettings(page);

  const profile = page.getByRole('form', { name: 'Profile information' });
  await expect(profile.getByLabel('E-mail')).toHaveValue(admin.email);
  await profile.getByLabel('E-mail').fill('nope');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText(SETTINGS_MSG.emailInvalid, { exact: true })).toBeVisible();
  await profile.getByLabel('E-mail').fill(admin.email);
  await profile.getByLabel('First name').fill('Renamed');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page)).toContainText('Profile saved');
  await expect(page.getByTestId('user-name')).toContainText('Renamed');

  // an e-mail another account uses: the current password first, then the server's message
  await profile.getByLabel('E-mail').fill(OWNER.email);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText(VERIFY_MSG.passwordRequired, { exact: true })).toBeVisible();
  await profile.getByLabel('Current password').fill(admin.password);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page)).toContainText('An account with this email already exists');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^workspace-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    workspace: { name: string };
  };
  expect(exported.workspace.name).toBe(workspace.name);
  await expect(toast(page)).toContainText('Export ready');

  await page.getByRole('button', { name: 'Delete workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete workspace' });
  const confirm = dialog.getByRole('button', { name: 'Delete workspace' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(`${workspace.name}x`);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(workspace.name);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  expect((await request.get('/api/auth/user')).status()).toBe(401);
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: admin.email, password: admin.password },
  });
  expect(signIn.status()).not.toBe(200);
});

test('a viewer sees monitoring settings read-only and no admin sections', async ({ page }) => {
  test.skip(!hasCreateUserCli, 'needs the create-user CLI');
  const request = page.context().request;
  await signInAsNewMember(request, 'settingsviewer', OWNER.email, 'viewer');
  const { workspace } = await getSettings(request);

  await openSettings(page);
  await expect(page.getByTestId('monitoring-read-only')).toHaveText(
    'Only workspace admins can change these settings.',
  );
  await expect(page.getByTestId('setting-time-zone')).toHaveText(workspace.timezone);
  await expect(page.getByTestId('setting-failures-before-offline')).toHaveText(
    String(workspace.failuresBeforeOffline),
  );
  await expect(page.getByTestId('setting-outage-confirmed-from')).toHaveText(
    workspace.outageConfirmedFrom === 2 ? '2 locations' : '1 location',
  );
  await expect(page.getByRole('form', { name: 'Monitoring configuration' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Daily reports' })).toBeDisabled();
  await expect(page.getByText('Webhooks and channels')).toHaveCount(0);
  await expect(page.getByText('Notification log')).toHaveCount(0);
  await expect(page.getByText('Danger Zone')).toHaveCount(0);
  await expect(page.getByTestId('danger-zone')).toHaveCount(0);

  // their own switches are theirs to change
  const systemAlerts = page.getByRole('switch', { name: 'System alerts' });
  await expect(systemAlerts).toHaveAttribute('aria-checked', 'true');
  await systemAlerts.click();
  await expect(toast(page)).toContainText('Settings saved');
  await expect(systemAlerts).toHaveAttribute('aria-checked', 'false');
  expect((await getSettings(request)).personal.systemAlerts).toBe(false);
  // and the server refuses them the workspace's
  expect(
    (await request.put('/api/settings/workspace', { data: { maskIps: false } })).status(),
  ).toBe(403);
});

test('desktop notifications: permission asked, refused keeps them off, alerts shown live', async ({
  page,
}) => {
  test.skip(!hasPython, 'needs python3 for a never-accepting listener');
  test.setTimeout(60_000);
  const request = page.context().request;
  await signUpNewAccount(request, 'desktop');
  await page.addInitScript(fakeNotifications);
  await openSettings(page);
  const desktop = page.getByRole('switch', { name: 'Desktop notifications' });
  await expect(desktop).toHaveAttribute('aria-checked', 'false');

  // the browser says no: the switch stays off and the page says why
  await page.evaluate(() => sessionStorage.setItem('fake-answer', 'denied'));
  await desktop.click();
  await expect(toast(page)).toContainText('Desktop notifications are off');
  await expect(page.getByTestId('desktop-permission')).toContainText('blocks notifications');
  await expect(desktop).toHaveAttribute('aria-checked', 'false');
  expect((await getSettings(request)).personal.desktopNotifications).toBe(false);

  // asked afresh, the browser says yes: saved on
  await page.evaluate(() => {
    sessionStorage.setItem('fake-permission', 'default');
    sessionStorage.setItem('fake-answer', 'granted');
  });
  // the signed-in shell keeps one live stream for the session: it opens as the page loads
  const subscribed = page.waitForRequest((r) => r.url().endsWith('/api/events'));
  await page.reload();
  await desktop.click();
  await expect(toast(page)).toContainText('Settings saved');
  await expect(desktop).toHaveAttribute('aria-checked', 'true');
  expect((await getSettings(request)).personal.desktopNotifications).toBe(true);

  const router = await onlinePropertyOnLocalTcp(request, {
    name: 'Desk Router',
    address: '9 Pier Lane',
  });
  try {
    await subscribed;
    await router.stopAnswering();

    await expect
      .poll(() => shownNotifications(page), { timeout: 20_000 })
      .toEqual([
        {
          title: 'Property not responding',
          body: expect.stringMatching(/^Desk Router \(9 Pier Lane\) is not responding/),
        },
      ]);
  } finally {
    await router.close();
  }
});
