// Journey: a person signed in on two browsers sees both in Settings → Sessions and signs the
// other one out from here; that browser is signed out at once. Keyboard only, axe-checked.
import { newAccount, signInViaApi, signUpViaApi } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

test.use({ bypassCSP: true });

test('see where you are signed in and end the other session', async ({
  page,
  browser,
  baseURL,
}) => {
  const me = newAccount('sessions');
  await signUpViaApi(page.context().request, me);
  const laptop = await browser.newContext({ baseURL });
  await signInViaApi(laptop.request, me);
  expect((await laptop.request.get('/api/auth/user')).status()).toBe(200);

  await page.goto('/settings');
  const list = page.getByRole('list', { name: 'Sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('This session');
  await expect(
    page.getByText('30 minutes without activity and 12 hours after sign-in'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/settings-sessions.png', fullPage: true });
  await expectNoAxeViolations(page, 'settings with sessions');

  // keyboard: focus the other session's button and press Enter; the dialog takes focus
  const end = list.getByRole('button', { name: /^End session:/ });
  await end.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'End this session?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'end session dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(end).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('Session ended')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect((await laptop.request.get('/api/auth/user')).status()).toBe(401);

  // two more elsewhere, ended in one go
  for (let i = 0; i < 2; i++) {
    const other = await browser.newContext({ baseURL });
    await signInViaApi(other.request, me);
    await other.close();
  }
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out other sessions?' })
    .getByRole('button', { name: 'Sign out others' })
    .click();
  await expect(page.getByText('2 other sessions ended.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out other sessions' })).toHaveCount(0);
  await laptop.close();
});
