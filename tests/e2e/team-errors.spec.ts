// Journey: the Team page's failure toasts (spec commercial §8): the fallback messages when the
// server says nothing useful, and the logged-out answer that sends the browser to log in.
import { TEAM_MSG } from '../../src/contracts/team.js';
import { expect, test } from './support/fixtures.js';
import { startMailSink, type SmtpSink } from './support/mail-sink.js';
import { adminWithInvitedMember, memberCard, openTeam, toast } from './support/team.js';

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startMailSink();
});
test.afterAll(async () => {
  await sink.close();
});

test('fallback messages, and a logged-out answer logs in again', async ({ page, browser }) => {
  const { member, theirs } = await adminWithInvitedMember(page, browser, sink, {
    admin: 'failadmin',
    member: 'failmember',
    role: 'viewer',
  });
  await theirs.close();
  await openTeam(page);
  const fail = { status: 500, json: { message: 'Internal server error' } };

  await page.route('**/api/team/invite', (route) => route.fulfill(fail));
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Member' });
  await invite.getByLabel('Email').fill('someone@example.com');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page)).toContainText(TEAM_MSG.inviteFailed);
  await invite.getByRole('button', { name: 'Cancel' }).click();

  const row = memberCard(page, member.email);
  await page.route('**/api/team/members/*', (route) => route.fulfill(fail));
  await row.getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove team member' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page)).toContainText(TEAM_MSG.removeFailed);
  await expect(row).toBeVisible();

  await page.route('**/api/team/members/*/role', (route) => route.fulfill(fail));
  await row.getByRole('button', { name: /Edit role/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Role' });
  await dialog.getByLabel('Role').selectOption('staff');
  await expect(toast(page)).toContainText(TEAM_MSG.updateRoleFailed);
  await expect(dialog.getByLabel('Role')).toHaveValue('viewer');

  await page.unrouteAll();
  await page.route('**/api/team/members/*/role', (route) =>
    route.fulfill({ status: 401, json: { message: 'Unauthorized' } }),
  );
  const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
  await dialog.getByLabel('Role').selectOption('staff');
  await expect(toast(page)).toContainText('Unauthorized');
  await expect(toast(page)).toContainText('You are logged out. Logging in again...');
  // 500 ms later the browser goes to /api/login, told to come back (issue 30): here the sign-in
  // page, which sends a person who is in fact still signed in back to the page they were on
  expect(new URL((await login).url()).searchParams.get('next')).toBe('/team');
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
});
