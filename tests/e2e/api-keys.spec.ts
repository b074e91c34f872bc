// Journey: a workspace admin creates an API key in Settings, a program uses it, the admin revokes it.
import { request as playwrightRequest } from '@playwright/test';
import { newAccount, signUpViaApi } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

test('create an API key, call the API with it, revoke it', async ({ page, baseURL }) => {
  const admin = newAccount('apikeys');
  await signUpViaApi(page.context().request, admin);
  await page.goto('/settings');
  const list = page.getByRole('list', { name: 'API keys' });
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Building system');
  await dialog.getByLabel('Scope').selectOption('write');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const reveal = page.getByRole('dialog', { name: 'API key' });
  const key = (await reveal.getByTestId('api-key-secret').textContent())!.trim();
  expect(key).toMatch(/^pm_/);
  await reveal.getByRole('button', { name: 'I have copied it' }).click();
  await expect(list.getByText('Building system')).toBeVisible();
  await expect(list.getByText('Read and write')).toBeVisible();

  // a program with the key: no cookie, no Origin
  const program = await playwrightRequest.newContext({ baseURL });
  const headers = { authorization: `Bearer ${key}` };
  const created = await program.post('/api/properties', {
    headers,
    data: {
      name: 'From the API',
      address: '1 Loopback Way',
      ipAddress: '127.0.0.1',
      type: 'commercial',
      permissionConfirmed: true,
    },
  });
  expect(created.status()).toBe(201);
  expect(created.headers()['x-ratelimit-limit']).toBe('1000');
  await page.goto('/properties');
  await expect(page.getByText('From the API')).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'API keys' })).toContainText('last used just now');
  await page.getByRole('button', { name: 'Revoke Building system' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke API key' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('Building system')).toHaveCount(0);
  const refused = await program.get('/api/properties', { headers });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('unauthorized');
  await program.dispose();
});
