// Journey: the first account signed up on a fresh install becomes the Website Owner.
import { OWNER, OWNER_STATE } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

test('first sign-up becomes the Website Owner', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // no identity provider configured: /api/login leads to the built-in sign-in page
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill(OWNER.firstName);
  await page.getByLabel('Last name').fill(OWNER.lastName);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Olivia Owner');
  await expect(page.getByTestId('user-role')).toHaveText('Website Owner');
  await expect(page.getByTestId('user-avatar')).toHaveText('O');

  await page.context().storageState({ path: OWNER_STATE });
});
