// Journey (issue 29, decision 034): an admin creates an escalation policy on Settings →
// Escalation with the keyboard alone (add a step, choose who, reorder, save), reads it back in
// words, and sets their own quiet hours. Axe on the editor and on the saved list.
import { signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

test.use({ bypassCSP: true });

test('an admin builds an escalation policy with the keyboard and sets quiet hours', async ({
  page,
}) => {
  const admin = await signUpNewAccount(page.context().request, 'escalation');
  const me = `${admin.firstName} ${admin.lastName}`;
  await page.goto('/settings');
  const section = page.locator('#escalation');
  await expect(section.getByRole('heading', { name: 'Escalation' })).toBeVisible();
  await expect(section.getByText('No escalation policy yet.')).toBeVisible();

  await section.getByRole('button', { name: 'New policy' }).focus();
  await page.keyboard.press('Enter');
  const name = section.getByLabel('Policy name');
  await expect(name).toBeVisible();
  await name.focus();
  await page.keyboard.type('Night shift');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // the default policy
  await expect(section.getByLabel('Default policy of the workspace')).toBeChecked();

  // step 1: me, wait 5 minutes
  const step1 = section.getByRole('group', { name: 'Step 1' });
  await step1.getByRole('checkbox', { name: me }).focus();
  await page.keyboard.press('Space');
  await step1.getByLabel('Then wait (minutes) after step 1').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5');

  // step 2: me again, urgent, wait 30; focus lands in the new step
  await section.getByRole('button', { name: 'Add step' }).focus();
  await page.keyboard.press('Enter');
  const step2 = section.getByRole('group', { name: 'Step 2' });
  await expect(step2.getByRole('checkbox', { name: me })).toBeFocused();
  await page.keyboard.press('Space');
  await step2.getByLabel('Urgent: overrides quiet hours').focus();
  await page.keyboard.press('Space');
  await step2.getByLabel('Then wait (minutes) after step 2').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('30');
  await expectNoAxeViolations(page, 'Settings → Escalation, policy editor with two steps');

  // the urgent step goes first; focus follows it
  await step2.getByRole('button', { name: 'Move step 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('button', { name: 'Move step 1 down' })).toBeFocused();
  await expect(
    section.getByRole('group', { name: 'Step 1' }).getByLabel('Urgent: overrides quiet hours'),
  ).toBeChecked();

  await section.getByLabel('Repeat the last step (times)').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await section.getByRole('button', { name: 'Save policy' }).focus();
  await page.keyboard.press('Enter');

  const list = section.getByRole('list', { name: 'Escalation policies' });
  await expect(list.getByRole('heading', { name: 'Night shift' })).toBeVisible();
  await expect(list.getByText('Default')).toBeVisible();
  await expect(list).toContainText(
    `Notify ${me} (urgent: also during quiet hours), then wait 30 minutes.`,
  );
  await expect(list).toContainText(`Notify ${me}, then wait 5 minutes.`);
  await expect(list).toContainText('Repeat the last step 2 times.');
  await expectNoAxeViolations(page, 'Settings → Escalation, one policy');

  // a bad input is refused with the server's words, nothing saved
  await section.getByRole('button', { name: 'Edit Night shift' }).focus();
  await page.keyboard.press('Enter');
  await section.getByRole('button', { name: 'Remove step 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('button', { name: 'Add step' })).toBeFocused();
  await section.getByRole('button', { name: 'Remove step 1' }).focus();
  await page.keyboard.press('Enter');
  await section.getByRole('button', { name: 'Save policy' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('alert')).toHaveText('A policy needs at least one step');
  await section.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(list).toContainText('Repeat the last step 2 times.');

  // quiet hours: the member's own
  const quiet = page.locator('#quiet-hours');
  await quiet.getByLabel('Time zone').fill('Europe/Berlin');
  await quiet.getByRole('button', { name: 'Save quiet hours' }).focus();
  await page.keyboard.press('Enter');
  await expect(quiet).toContainText('On: 22:00 to 07:00 (Europe/Berlin).');
});
