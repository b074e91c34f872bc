// Journeys: more channels (issue 29, decision 028). A Discord channel and an ntfy topic added from
// Settings with the keyboard, their secrets shown afterwards only by their last characters, test
// events reaching loopback fakes; Telegram and PagerDuty refusing keys of the wrong shape; and
// browser push opted in from Settings with the real service worker. Chromium's own push
// subscription would call the browser vendor's push service (not loopback), so PushManager is
// stood in for by a subscription on a loopback fake push service; everything after it is real.
import { createECDH, randomBytes } from 'node:crypto';
import { WEBHOOK_MSG } from '../../src/contracts/webhooks.js';
import { startFakeDiscord } from '../../src/server/notify/test-support/fake-discord.js';
import { startFakeNtfy } from '../../src/server/notify/test-support/fake-ntfy.js';
import { startFakePushService } from '../../src/server/notify/test-support/fake-push-service.js';
import { signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { openPage, toast } from './support/pages.js';

// The app's CSP refuses injected scripts, axe-core among them.
test.use({ bypassCSP: true });

test('Discord and ntfy from Settings with the keyboard; wrong-shaped keys refused; axe clean', async ({
  page,
}) => {
  await signUpNewAccount(page.context().request, 'channels');
  const discord = await startFakeDiscord();
  const ntfy = await startFakeNtfy(true);
  try {
    await openPage(page, '/settings', 'Settings');
    const open = async () => {
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      return page.getByRole('dialog', { name: 'Add endpoint' });
    };
    let dialog = await open();
    const type = dialog.getByLabel('Type');

    // Telegram and PagerDuty: their fields, the server's messages, axe on each form
    await type.selectOption('telegram');
    await dialog.getByLabel('Name').fill('Chat');
    await dialog.getByLabel('Bot token').fill('12345:short');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText(WEBHOOK_MSG.telegramTokenInvalid)).toBeVisible();
    await expect(dialog.getByText(WEBHOOK_MSG.telegramChatInvalid)).toBeVisible();
    await expect(dialog.getByLabel('Bot token')).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page, 'Add endpoint: Telegram with errors');
    await type.selectOption('pagerduty');
    await dialog.getByLabel('Routing key').fill('NOT-A-KEY');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText(WEBHOOK_MSG.pagerdutyKeyInvalid)).toBeVisible();
    await expectNoAxeViolations(page, 'Add endpoint: PagerDuty with errors');

    // Discord with the keyboard alone: type, name, URL, Enter
    await type.selectOption('discord');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByLabel('Name').focus();
    await page.keyboard.type('Ops Discord');
    await page.keyboard.press('Tab');
    await expect(type).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Webhook URL')).toBeFocused();
    await page.keyboard.type(discord.url);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // no signing secret to show for a Discord channel
    await expect(page.getByRole('dialog', { name: 'Signing secret' })).toHaveCount(0);
    const row = page.getByTestId('webhook-row').filter({ hasText: 'Ops Discord' });
    await expect(row).toContainText(`/api/webhooks/1234567890/…${discord.token.slice(-4)}`);
    await expect(page.getByText(discord.token)).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Rotate secret' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect(toast(page).filter({ hasText: 'Test event delivered' })).toBeVisible();
    expect(discord.messages).toHaveLength(1);
    expect(discord.messages[0]!.embeds![0]).toMatchObject({
      title: 'ℹ️ Test event from Property Monitor',
    });

    // ntfy with an access token: kept, shown as its last characters, sent as Bearer
    dialog = await open();
    await dialog.getByLabel('Type').selectOption('ntfy');
    await dialog.getByLabel('Name').fill('Phones');
    await dialog.getByLabel('Topic URL').fill(ntfy.topicUrl);
    await dialog.getByLabel('Access token (optional)').fill(ntfy.token);
    await expectNoAxeViolations(page, 'Add endpoint: ntfy');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const ntfyRow = page.getByTestId('webhook-row').filter({ hasText: 'Phones' });
    await expect(ntfyRow).toContainText(`Access token …${ntfy.token.slice(-4)}`);
    await ntfyRow.getByRole('button', { name: 'Send test event' }).click();
    await expect(toast(page).filter({ hasText: 'Test event delivered' }).first()).toBeVisible();
    expect(ntfy.requests.at(-1)!.headers.authorization).toBe(`Bearer ${ntfy.token}`);
    await ntfyRow.getByRole('button', { name: 'Delivery log' }).click();
    await expect(ntfyRow.getByTestId('webhook-delivery')).toHaveCount(1);
    await expectNoAxeViolations(page, 'Settings with chat channels');
  } finally {
    await Promise.all([discord.close(), ntfy.close()]);
  }
});

test('browser push: the service worker registers, opt-in from Settings, a test push, opt-out', async ({
  page,
  context,
}) => {
  await signUpNewAccount(context.request, 'push');
  const service = await startFakePushService();
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription = {
      endpoint: service.endpoint('this-browser'),
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    await context.grantPermissions(['notifications']);
    await page.addInitScript((sub) => {
      let current: unknown = null;
      const make = () => ({
        ...sub,
        toJSON: () => sub,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        current = make();
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    }, subscription);

    await openPage(page, '/settings', 'Settings');
    const section = page
      .locator('section, div')
      .filter({ has: page.getByText('Browser push', { exact: true }) })
      .last();
    await expect(page.getByTestId('push-state')).toHaveText('This browser: push off');
    await page.getByRole('button', { name: 'Turn on push on this browser' }).click();
    await expect(toast(page).filter({ hasText: 'Push turned on' })).toBeVisible();
    await expect(page.getByTestId('push-state')).toHaveText('This browser: push on');
    const scope = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/');
      return reg?.active?.scriptURL ?? reg?.installing?.scriptURL ?? reg?.waiting?.scriptURL;
    });
    expect(scope).toMatch(/\/sw\.js$/);

    const device = page.getByTestId('push-device');
    await expect(device).toHaveCount(1);
    await expect(device).toContainText('This browser');
    await expect(device).toContainText('Last push: none yet');
    await device.getByRole('button', { name: /Send test/ }).click();
    await expect(toast(page).filter({ hasText: 'Test event delivered' })).toBeVisible();
    expect(service.refused).toEqual([]);
    expect(service.pushes).toHaveLength(1);
    await expect(device).toContainText('Last push: delivered');
    await expect(section).toBeVisible();
    await expectNoAxeViolations(page, 'Settings with browser push on');

    await page.getByRole('button', { name: 'Turn off push on this browser' }).click();
    await expect(page.getByTestId('push-state')).toHaveText('This browser: push off');
    await expect(device).toHaveCount(0);
  } finally {
    await service.close();
  }
});
