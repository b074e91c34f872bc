// axe-core (WCAG 2.1 A + AA) over the Team page, its dialogs and the invitation page (issue 18),
// and inviting a member with the keyboard alone. Invitation links are read from a real SMTP
// server on the port the e2e server mails to.
import { paths } from '../../src/contracts/web-routes.js';
import { checkDialog, checkScreen, closeWithEscape, settled } from './support/a11y-screens.js';
import {
  createUserViaCli,
  hasCreateUserCli,
  newAccount,
  signUpViaApi,
} from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { expectFocused, tabTo } from './support/keyboard.js';
import { startMailSink, type SmtpSink } from './support/mail-sink.js';
import { inviteViaApi, memberCard, signUpVerifiedAdmin } from './support/team.js';

test.use({ bypassCSP: true });

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startMailSink();
});
test.afterAll(async () => {
  await sink.close();
});

test('the Team page, its dialogs and the invitation page', async ({ page, browser }) => {
  test.skip(!hasCreateUserCli, 'needs the create-user CLI');
  test.setTimeout(120_000);
  const admin = newAccount('a11yteam');
  await signUpVerifiedAdmin(sink, page.context().request, admin);
  await checkScreen(page, paths.team, 'team admin, alone');

  const staff = newAccount('a11ystaffer');
  await createUserViaCli(staff, ['--workspace-of', admin.email, '--role', 'staff']);
  const link = await inviteViaApi(sink, page.context().request, 'guest@example.com', 'viewer');
  await checkScreen(page, paths.team, 'team admin, a member and an invitation');

  const invite = await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Invite Member' }).click(),
    'Invite Member',
    'team admin',
  );
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page, 'team admin: Invite Member with an error');
  await closeWithEscape(page, invite);

  const member = memberCard(page, staff.email);
  for (const [button, title] of [
    [/Edit role/, 'Edit Role'],
    [/^Remove/, 'Remove team member'],
  ] as const) {
    const dialog = await checkDialog(
      page,
      () => member.getByRole('button', { name: button }).click(),
      title,
      'team admin',
    );
    await closeWithEscape(page, dialog);
  }
  const revoke = await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Revoke the invitation to guest@example.com' }).click(),
    'Revoke invitation',
    'team admin',
  );
  await closeWithEscape(page, revoke);

  // the invitation link, as the admin (signed in) and as the invited visitor (signed out)
  await checkScreen(page, link, 'invitation, signed in');
  const visitor = await browser.newContext({ bypassCSP: true });
  try {
    const guest = await visitor.newPage();
    await checkScreen(guest, link, 'invitation, signed out');
    await checkScreen(guest, `${paths.invite}/no-such-invitation`, 'unknown invitation');
  } finally {
    await visitor.close();
  }
});

test('invite a member with the keyboard alone', async ({ page }) => {
  await signUpVerifiedAdmin(sink, page.context().request, newAccount('keyinvite'));
  await page.goto(paths.team);
  await settled(page);
  const open = page.getByRole('button', { name: 'Invite Member' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await expectFocused(dialog.getByLabel('Email'));
  await page.keyboard.type('keyboard.guest@example.com');
  await tabTo(page, dialog.getByLabel('Role'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, dialog.getByRole('button', { name: 'Send Invitation' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('invitation-row')).toContainText('keyboard.guest@example.com');
  await expectFocused(open);
});

test('an admin who must verify first: the Team page and Invite Member say so, accessibly', async ({
  page,
}) => {
  await signUpViaApi(page.context().request, newAccount('a11yunverified'));
  await checkScreen(page, paths.team, 'team admin, address not verified');
  await expect(page.getByTestId('verify-to-invite')).toBeVisible();
  const invite = await checkDialog(
    page,
    () => page.getByRole('button', { name: 'Invite Member' }).click(),
    'Invite Member',
    'team admin, address not verified',
  );
  await expect(invite.getByTestId('verify-to-invite')).toBeVisible();
  await closeWithEscape(page, invite);
});
