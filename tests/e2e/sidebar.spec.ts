// Journeys: the signed-in sidebar per role (spec core §2), its badge, new-tab links and mobile menu.
import type { Page } from '@playwright/test';
import type { RoleHolder } from '../../src/contracts/permissions.js';
import { navTestId, sidebarFor } from '../../src/contracts/web-routes.js';
import {
  hasCreateUserCli,
  OWNER,
  OWNER_STATE,
  signInAsNewCliUser,
  signInAsNewMember,
  signUpNewAccount,
} from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

const OWNER_ROLES: RoleHolder = { platformRole: 'owner', workspaceRole: 'admin' };
const WORKSPACE_ADMIN: RoleHolder = { platformRole: null, workspaceRole: 'admin' };

async function expectSidebarFor(page: Page, who: RoleHolder) {
  const sidebar = page.getByTestId('sidebar');
  const expected = sidebarFor(who);
  const links = sidebar.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveText(expected.map((e) => new RegExp(`^${e.label}`)));
  for (const entry of expected) {
    await expect(sidebar.getByTestId(navTestId(entry.path))).toHaveAttribute('href', entry.path);
  }
  // The Admin and Owner groups belong to the site operator: by platform role only.
  await expect(sidebar.getByTestId('nav-group-admin')).toHaveCount(who.platformRole ? 1 : 0);
  await expect(sidebar.getByTestId('nav-group-owner')).toHaveCount(
    who.platformRole === 'owner' ? 1 : 0,
  );
}

test.describe('as the owner', () => {
  test.use({ storageState: OWNER_STATE });

  test('shows every entry in order, with the Admin and Owner groups', async ({ page }) => {
    await page.goto('/');
    await expectSidebarFor(page, OWNER_ROLES);
    await expect(page.getByTestId('nav-group-admin')).toContainText('Admin');
    await expect(page.getByTestId('user-role')).toHaveText('Website Owner');
  });

  test('Support and Affiliate Program open in a new tab', async ({ page }) => {
    await page.goto('/');
    for (const id of ['nav-support', 'nav-affiliate-dashboard']) {
      const link = page.getByTestId(id);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('nav-support').click(),
    ]);
    await expect(popup.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await popup.close();
  });

  test('navigates between pages and marks the current entry', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('nav-properties').click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
    await expect(page.getByTestId('nav-properties')).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('nav-google-sheets').click();
    await expect(page.getByRole('heading', { name: 'Bulk Upload', level: 1 })).toBeVisible();
  });

  test('the Alerts badge shows the number of alerts, and nothing on none or on error', async ({
    page,
  }) => {
    const alert = (id: number) => ({
      id,
      type: 'offline',
      message: `Property ${id} went offline`,
      isRead: false,
      createdAt: new Date().toISOString(),
      emailSent: true,
      propertyId: null, // the contract's shape: the client reads answers through it
    });
    await page.route('**/api/alerts', (route) => route.fulfill({ json: [1, 2, 3].map(alert) }));
    await page.goto('/');
    await expect(page.getByTestId('alerts-badge')).toHaveText('3');

    await page.unrouteAll();
    await page.route('**/api/alerts', (route) => route.fulfill({ json: [] }));
    await page.reload();
    await expect(page.getByTestId('nav-alerts')).toBeVisible();
    await expect(page.getByTestId('alerts-badge')).toHaveCount(0);

    await page.unrouteAll();
    await page.route('**/api/alerts', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await page.reload();
    await expect(page.getByTestId('nav-alerts')).toBeVisible();
    await expect(page.getByTestId('alerts-badge')).toHaveCount(0);
  });

  test('collapses behind a menu button on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByTestId('nav-team').click();
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
  });
});

test('a workspace admin sees no Admin or Owner group', async ({ page }) => {
  await signUpNewAccount(page.context().request, 'wsadmin');
  await page.goto('/');
  await expectSidebarFor(page, WORKSPACE_ADMIN);
  await expect(page.getByTestId('user-role')).toHaveText('Administrator');
  // and the platform pages answer Access Denied, their data 403 (issue 8)
  await page.goto('/promo-codes');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto('/business-dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test.describe('roles made with the create-user CLI', () => {
  test.skip(!hasCreateUserCli, 'src/server/cli/create-user.ts is not there yet');

  for (const role of ['staff', 'viewer'] as const) {
    test(`a ${role} member of the owner's workspace`, async ({ page }) => {
      await signInAsNewMember(page.context().request, role, OWNER.email, role);
      await page.goto('/');
      await expectSidebarFor(page, { platformRole: null, workspaceRole: role });
      await expect(page.getByTestId('user-role')).toHaveText(role === 'staff' ? 'Staff' : 'Viewer');
    });
  }

  test('a platform administrator sees the Admin group but not the Owner group', async ({
    page,
  }) => {
    await signInAsNewCliUser(page.context().request, 'platformadmin', ['--platform-role', 'admin']);
    await page.goto('/');
    await expectSidebarFor(page, { platformRole: 'admin', workspaceRole: 'admin' });
    await expect(page.getByTestId('user-role')).toHaveText('Administrator');
  });
});
