// Journey (issue 29, decision 034): a property's own escalation policy, chosen on its detail page.
// The card says which policy applies now and why (its group's here); an admin picks the property's
// own policy with the keyboard alone and goes back to the group's; staff and viewers read it with
// nothing to change. Axe on the card in both states.
import type { APIRequestContext } from '@playwright/test';
import type { EscalationChoices, EscalationPolicy } from '../../src/contracts/escalation.js';
import type { Group } from '../../src/contracts/groups.js';
import { signInAsNewMember, signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { createPropertyViaApi } from './support/properties-api.js';

test.use({ bypassCSP: true });

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { data });
  if (res.status() !== 201) throw new Error(`${url} ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

test('an admin chooses a property’s own escalation policy; staff and viewers read it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const request = page.context().request;
  const admin = await signUpNewAccount(request, 'propescalation');
  const choices = (await (
    await request.get('/api/escalation-policies/choices')
  ).json()) as EscalationChoices;
  const steps = [{ memberIds: [choices.members[0]!.id], waitMinutes: 5 }];
  await post<EscalationPolicy>(request, '/api/escalation-policies', {
    name: 'Night shift',
    isDefault: true,
    steps,
  });
  const campus = await post<EscalationPolicy>(request, '/api/escalation-policies', {
    name: 'Campus on-call',
    steps,
  });
  await post<EscalationPolicy>(request, '/api/escalation-policies', { name: 'VIP', steps });
  const upstream = await createPropertyViaApi(request, {
    name: 'Provider line',
    ipAddress: '127.0.29.41',
  });
  const oak = await post<Group>(request, '/api/groups', {
    name: 'Oak Campus',
    upstreamPropertyId: upstream.id,
  });
  const put = await request.put(`/api/groups/${oak.id}/escalation-policy`, {
    data: { policyId: campus.id },
  });
  expect(put.status()).toBe(200);
  const building = await createPropertyViaApi(request, {
    name: 'Building A',
    ipAddress: '127.0.29.42',
  });
  const assign = await request.post('/api/groups/assign', {
    data: { groupId: oak.id, propertyIds: [building.id] },
  });
  expect(assign.status()).toBe(200);

  await page.goto(`/properties/${building.id}`);
  const card = page.getByTestId('escalation-card');
  const applies = card.getByTestId('escalation-applies');
  await expect(applies).toHaveText(
    'Applies now: Campus on-call, the policy of its group Oak Campus.',
  );
  const select = card.getByLabel('Escalation policy of this property');
  await expect(select).toHaveValue('');
  await expect(select.locator('option:checked')).toHaveText("Group's policy (Campus on-call)");
  await expectNoAxeViolations(page, 'property detail, escalation card (group policy)');

  // keyboard alone: the options are the group's, then the policies by name (VIP is third)
  await select.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(select.locator('option:checked')).toHaveText('VIP');
  await card.getByRole('button', { name: 'Save policy' }).focus();
  await page.keyboard.press('Enter');
  await expect(applies).toHaveText("Applies now: VIP, this property's own policy.");
  await expect(page.getByText('Escalation policy saved')).toBeVisible();
  const vip = (await (await request.get('/api/escalation-policies')).json()) as EscalationPolicy[];
  expect(vip.find((p) => p.name === 'VIP')!.propertyIds).toEqual([building.id]);
  await expectNoAxeViolations(page, 'property detail, escalation card (own policy)');

  // staff and viewers read it, nothing to change
  for (const role of ['staff', 'viewer'] as const) {
    const context = await browser.newContext();
    try {
      await signInAsNewMember(context.request, `propescalation${role}`, admin.email, role);
      const other = await context.newPage();
      await other.goto(`/properties/${building.id}`);
      const theirs = other.getByTestId('escalation-card');
      // a fresh context loads the whole app first (slow on the shared CI cores)
      await expect(theirs.getByTestId('escalation-applies')).toHaveText(
        "Applies now: VIP, this property's own policy.",
        { timeout: 30_000 },
      );
      await expect(theirs).toContainText('Its own policy: VIP. Admins choose it.');
      await expect(theirs.getByRole('combobox')).toHaveCount(0);
      await expect(theirs.getByRole('button')).toHaveCount(0);
    } finally {
      await context.close();
    }
  }

  // back to the group's policy, keyboard alone
  await select.focus();
  await page.keyboard.press('Home');
  await expect(select).toHaveValue('');
  await card.getByRole('button', { name: 'Save policy' }).focus();
  await page.keyboard.press('Enter');
  await expect(applies).toHaveText(
    'Applies now: Campus on-call, the policy of its group Oak Campus.',
  );
  const after = (await (
    await request.get('/api/escalation-policies')
  ).json()) as EscalationPolicy[];
  expect(after.every((p) => p.propertyIds.length === 0)).toBe(true);
});
