// Journey (issue 29): on /properties, create a group with an upstream in the Groups dialog with the
// keyboard alone, assign two properties to it in bulk, and filter the list by group; axe on the
// screen and both dialogs.
import { signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { createPropertyViaApi } from './support/properties-api.js';

test.use({ bypassCSP: true });

test('create a group with an upstream, assign properties to it, filter by group', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const request = page.context().request;
  await signUpNewAccount(request, 'groups');
  await createPropertyViaApi(request, { name: 'Provider line', ipAddress: '127.0.29.1' });
  await createPropertyViaApi(request, { name: 'Building A', ipAddress: '127.0.29.2' });
  await createPropertyViaApi(request, { name: 'Building B', ipAddress: '127.0.29.3' });
  await createPropertyViaApi(request, { name: 'Elm House', ipAddress: '127.0.29.4' });

  await page.goto('/properties');
  await expect(page.getByTestId('property-card')).toHaveCount(4);
  await expectNoAxeViolations(page, '/properties, no groups');

  // keyboard alone: open the dialog, name the group, choose its upstream, create it
  await page.getByRole('button', { name: 'Groups' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Groups' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Group name')).toBeFocused();
  await expect(dialog.getByText('No groups yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'groups dialog, empty');
  await dialog.getByRole('button', { name: 'Create group' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Group name is required')).toBeVisible();
  await dialog.getByLabel('Group name').focus();
  await page.keyboard.type('Oak Campus');
  await dialog.getByLabel('Upstream (optional)').selectOption({ label: 'Provider line' });
  await dialog.getByRole('button', { name: 'Create group' }).focus();
  await page.keyboard.press('Enter');
  const row = dialog.getByTestId('group-row').filter({ hasText: 'Oak Campus' });
  await expect(row).toContainText('Provider line');
  await expect(row.getByRole('cell').nth(3)).toHaveText('0');
  await expectNoAxeViolations(page, 'groups dialog, one group');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // bulk assign, keyboard alone
  await page.getByRole('button', { name: 'Assign to group' }).focus();
  await page.keyboard.press('Enter');
  const assign = page.getByRole('dialog', { name: 'Assign to group' });
  await expect(assign.getByLabel('Group', { exact: true })).toBeFocused();
  await expect(assign.getByLabel('Group', { exact: true })).toHaveValue(/\d+/);
  await assign.getByRole('checkbox', { name: /Building A/ }).focus();
  await page.keyboard.press('Space');
  await assign.getByRole('checkbox', { name: /Building B/ }).focus();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'assign to group dialog');
  await assign.getByRole('button', { name: 'Assign' }).focus();
  await page.keyboard.press('Enter');
  await expect(assign).toBeHidden();
  await expect(page.getByTestId('property-card').filter({ hasText: 'Building A' })).toContainText(
    'Oak Campus',
  );

  // filter by group
  await page.getByLabel('Group filter').selectOption({ label: 'Oak Campus' });
  await expect(page.getByTestId('property-card')).toHaveCount(2);
  await expect(page.getByTestId('property-card').filter({ hasText: 'Elm House' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/properties, filtered by group');
  await page.getByLabel('Group filter').selectOption({ label: 'No Group' });
  await expect(page.getByTestId('property-card')).toHaveCount(2);
  await expect(page.getByTestId('property-card').filter({ hasText: 'Provider line' })).toHaveCount(
    1,
  );

  // the dialog counts the members
  await page.getByRole('button', { name: 'Groups' }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
});

test("a group's own escalation policy is chosen in the Groups dialog", async ({ page }) => {
  test.setTimeout(60_000);
  const request = page.context().request;
  await signUpNewAccount(request, 'group-policy');
  const me = (await (await request.get('/api/auth/user')).json()) as { id: string };
  const group = await request.post('/api/groups', { data: { name: 'Oak Campus' } });
  expect(group.status()).toBe(201);
  const { id: groupId } = (await group.json()) as { id: number };
  const policy = await request.post('/api/escalation-policies', {
    data: {
      name: 'Campus on-call',
      steps: [{ memberIds: [me.id], channelIds: [], waitMinutes: 5, overridesQuietHours: false }],
    },
  });
  expect(policy.status()).toBe(201);
  const { id: policyId } = (await policy.json()) as { id: number };

  await page.goto('/properties');
  await page.getByRole('button', { name: 'Groups' }).click();
  const dialog = page.getByRole('dialog', { name: 'Groups' });
  await dialog.getByRole('button', { name: 'Edit Oak Campus' }).click();
  const select = dialog.getByLabel('Escalation policy');
  await expect(select).toHaveValue(''); // the workspace's default until chosen
  await select.focus();
  await select.selectOption({ label: 'Campus on-call' });
  await expectNoAxeViolations(page, 'groups dialog, policy chosen');
  await dialog.getByRole('button', { name: 'Save group' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Group saved')).toBeVisible();

  const policies = (await (await request.get('/api/escalation-policies')).json()) as {
    id: number;
    groupIds: number[];
  }[];
  expect(policies.find((p) => p.id === policyId)?.groupIds).toEqual([groupId]);
  await dialog.getByRole('button', { name: 'Edit Oak Campus' }).click();
  await expect(dialog.getByLabel('Escalation policy')).toHaveValue(String(policyId));
});
