// axe-core (WCAG 2.1 A + AA) over every signed-in screen and dialog, as each role that reaches it,
// empty and with data (issue 18); the public pages are in a11y-public.spec.ts. A new screen adds
// itself here (or is reached through SIGNED_IN_PATHS), so it cannot land with a violation.
import type { APIRequestContext, Page } from '@playwright/test';
import { BLOG_PATHS, HELP_PATHS, SIGNED_IN_PATHS, paths } from '../../src/contracts/web-routes.js';
import {
  checkAddPropertyDialog,
  checkApiKeyDialogs,
  checkMobileShell,
  checkSettingsDialogs,
} from './support/a11y-dialogs.js';
import { checkDialog, checkScreen, closeWithEscape, settled } from './support/a11y-screens.js';
import {
  createUserViaCli,
  hasCreateUserCli,
  newAccount,
  OWNER_STATE,
  signInViaApi,
  signUpViaApi,
  type Account,
} from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { hasPython, startJammedListener, type Target } from './support/loopback-targets.js';
import {
  checkNowViaApi,
  createPropertyViaApi,
  getPropertyViaApi,
  holdPropertyList,
} from './support/properties-api.js';

// The app's CSP refuses injected scripts, axe-core among them.
test.use({ bypassCSP: true });

const NOT_FOUND = '/no-such-page';

/**
 * Pages whose content is the same whoever reads them (help and marketing content in the shell):
 * checked once, as the owner. Every other page, a new one too, is checked for every role.
 */
const SAME_FOR_EVERY_ROLE = new Set<string>([
  ...BLOG_PATHS,
  ...HELP_PATHS,
  paths.affiliateDashboard,
]);

/** The signed-in routes (all of them with `everything`), the not-found page and a missing property. */
async function checkSignedInRoutes(page: Page, who: string, everything = false): Promise<void> {
  const routes = SIGNED_IN_PATHS.filter((p) => everything || !SAME_FOR_EVERY_ROLE.has(p));
  for (const path of [...routes, NOT_FOUND, '/properties/2147483647']) {
    await checkScreen(page, path, who);
  }
}

test.describe('the platform owner', () => {
  test.use({ storageState: OWNER_STATE });

  test('every screen', async ({ page }) => {
    test.setTimeout(240_000);
    await checkSignedInRoutes(page, 'owner', true);
  });

  test('dialogs and the phone layout', async ({ page }) => {
    test.setTimeout(60_000);
    await checkAddPropertyDialog(page, 'owner');
    await checkSettingsDialogs(page, 'owner');
    await checkMobileShell(page, 'owner');
  });
});

test.describe('a workspace admin, empty workspace', () => {
  test('every screen, dialogs and the phone layout', async ({ page }) => {
    test.setTimeout(240_000);
    await signUpViaApi(page.context().request, newAccount('a11yempty'));
    await checkSignedInRoutes(page, 'empty admin');
    await checkAddPropertyDialog(page, 'empty admin');
    await checkSettingsDialogs(page, 'empty admin');
    await checkMobileShell(page, 'empty admin');
  });
});

test('the dashboard while its whole list loads: the first page, busy', async ({ page }) => {
  const request = page.context().request;
  await signUpViaApi(request, newAccount('a11yfirstpage'));
  // more than a page, so the first page is not the whole list
  for (let i = 1; i <= 11; i++) {
    await createPropertyViaApi(request, { name: `Block ${i}`, ipAddress: `127.0.6.${i}` });
  }
  const release = await holdPropertyList(page, 10_000);
  await page.goto(paths.home);
  await expect(page.locator('table[aria-busy="true"]')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard, first page while the list loads');
  release();
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
});

// One workspace with properties online, timing out and offline, their alerts and a webhook, seen
// by its admin, a staff member and a viewer.
test.describe.serial('a workspace with data', () => {
  const admin = newAccount('a11ydata');
  let jammed: Target | undefined;
  let onlineId = 0;
  let downId = 0;

  test.beforeAll(async ({ playwright }, info) => {
    test.setTimeout(90_000);
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    try {
      await signUpViaApi(request, admin);
      await seedWorkspace(request);
    } finally {
      await request.dispose();
    }
  });
  test.afterAll(async () => {
    await jammed?.close();
  });

  async function seedWorkspace(request: APIRequestContext): Promise<void> {
    // two failed checks confirm "offline", so one property can time out and another go offline;
    // both are TCP checks of a listener on 127.0.0.1 that never accepts
    const res = await request.put('/api/settings/workspace', {
      data: { failuresBeforeOffline: 2 },
    });
    expect(res.status(), await res.text()).toBe(200);
    const online = await createPropertyViaApi(request, {
      name: 'Lobby Router',
      ipAddress: '127.0.0.1',
    });
    onlineId = online.id;
    await checkNowViaApi(request, online.id);
    await expect
      .poll(async () => (await getPropertyViaApi(request, online.id)).status)
      .toBe('online');
    const hook = await request.post('/api/webhooks', {
      data: {
        name: 'Loopback pager',
        url: 'http://127.0.0.1:9/hook',
        events: ['property.online'],
      },
    });
    expect(hook.status(), await hook.text()).toBe(201);
    if (!hasPython) return;

    jammed = await startJammedListener();
    const tcp = { checkMethod: 'tcp' as const, tcpPort: jammed.port, timeoutMs: 1000 };
    const slow = await createPropertyViaApi(request, {
      name: 'Gate Router',
      ipAddress: '127.0.0.1',
      ...tcp,
    });
    const down = await createPropertyViaApi(request, {
      name: 'Pool Router',
      ipAddress: '127.0.0.1',
      ...tcp,
    });
    downId = down.id;
    const statusOf = async (id: number) => (await getPropertyViaApi(request, id)).status;
    await checkNowViaApi(request, slow.id);
    await checkNowViaApi(request, down.id);
    await expect.poll(() => statusOf(slow.id), { timeout: 20_000 }).toBe('timeout');
    await expect.poll(() => statusOf(down.id), { timeout: 20_000 }).toBe('timeout');
    await checkNowViaApi(request, down.id);
    await expect.poll(() => statusOf(down.id), { timeout: 20_000 }).toBe('offline');
  }

  test('as its admin: every screen and dialog', async ({ page }) => {
    test.setTimeout(240_000);
    await signInViaApi(page.context().request, admin);
    await checkSignedInRoutes(page, 'admin with data');

    const detailed = downId || onlineId;
    for (const range of ['7d', '30d', '90d']) {
      await checkScreen(page, `/properties/${detailed}?range=${range}`, 'admin with data');
    }
    await checkScreen(page, `/properties/${detailed}`, 'admin with data');
    const history = page.getByTestId('history-card');
    await history.getByText('Show the figures as a table').click();
    await expect(history.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page, 'admin with data: property figures table open');
    await checkScreen(page, `/properties/${onlineId}`, 'admin with data');
    const edit = await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Edit' }).click(),
      'Edit Property',
      'admin with data',
    );
    await closeWithEscape(page, edit);
    const del = await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Delete' }).click(),
      'Delete Property',
      'admin with data',
    );
    await closeWithEscape(page, del);

    await page.goto(paths.home);
    await settled(page);
    const rowDelete = await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Delete Lobby Router' }).click(),
      'Delete Property',
      'admin with data, dashboard',
    );
    await closeWithEscape(page, rowDelete);

    await checkAddPropertyDialog(page, 'admin with data');
    await checkSettingsDialogs(page, 'admin with data');
    await checkApiKeyDialogs(page, 'admin with data');
    await page.goto(paths.settings);
    await settled(page);
    const row = page.getByTestId('webhook-row').filter({ hasText: 'Loopback pager' });
    await row.getByRole('button', { name: 'Delivery log' }).click();
    await expectNoAxeViolations(page, 'admin with data: webhook delivery log open');
    for (const [button, title] of [
      ['Rotate secret', 'Rotate secret?'],
      ['Delete', 'Delete endpoint?'],
    ] as const) {
      const confirm = await checkDialog(
        page,
        () => row.getByRole('button', { name: button, exact: true }).click(),
        title,
        'admin with data',
      );
      await closeWithEscape(page, confirm);
    }
    // a new endpoint's signing secret, shown once
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add endpoint' });
    await add.getByLabel('Name').fill('Second pager');
    await add.getByLabel('URL').fill('http://127.0.0.1:9/second');
    const secret = await checkDialog(
      page,
      () => add.getByRole('button', { name: 'Add endpoint' }).click(),
      'Signing secret',
      'admin with data',
    );
    await closeWithEscape(page, secret);
    await checkMobileShell(page, 'admin with data');
  });

  for (const role of ['staff', 'viewer'] as const) {
    test(`as ${role}: every screen`, async ({ page }) => {
      test.skip(!hasCreateUserCli, 'needs the create-user CLI');
      test.setTimeout(240_000);
      const member: Account = newAccount(`a11y${role}`);
      await createUserViaCli(member, ['--workspace-of', admin.email, '--role', role]);
      await signInViaApi(page.context().request, member);
      await checkSignedInRoutes(page, role);
      for (const id of [onlineId, downId].filter(Boolean)) {
        await checkScreen(page, `/properties/${id}`, role);
      }
      if (role === 'staff') await checkAddPropertyDialog(page, role);
    });
  }
});
