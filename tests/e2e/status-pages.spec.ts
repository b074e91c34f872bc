// Issue 27: publish a status page with two sections, open it signed out, post an incident (seen
// live, without a reload), resolve it and find it in the history; axe on the admin screen, its
// dialog and the public page; the day bars work with the arrow keys.
import { signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { settled } from './support/a11y-screens.js';
import { expect, test } from './support/fixtures.js';
import { createPropertyViaApi } from './support/properties-api.js';

// The app's CSP refuses injected scripts, axe-core among them.
test.use({ bypassCSP: true });

test('publish a page, follow an incident on it signed out, find it in the history', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUpNewAccount(page.request, 'statuspage');
  const tag = Date.now().toString(36);
  const a = await createPropertyViaApi(page.request, {
    name: `Oak A ${tag}`,
    ipAddress: '127.0.7.1',
  });
  const b = await createPropertyViaApi(page.request, {
    name: `Oak B ${tag}`,
    ipAddress: '127.0.7.2',
  });

  await page.goto('/status-pages');
  await settled(page);
  await expect(page.getByText('No status pages yet')).toBeVisible();
  await expectNoAxeViolations(page, 'admin: /status-pages empty');

  // keyboard alone: the button opens the dialog, focus starts on Title, Escape closes it
  await page.getByRole('button', { name: 'New Status Page' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Status Page' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'New Status Page' }).click();
  await page.keyboard.type(`Oak Court ${tag}`);
  const slug = await dialog.getByLabel('Address').inputValue();
  expect(slug).toBe(`oak-court-${tag}`);
  await dialog.getByLabel('Section name').fill('Building A');
  await dialog.getByLabel('Add a property to Building A').selectOption({ label: a.name });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await dialog.getByLabel('Section name').nth(1).fill('Building B');
  await dialog.getByLabel('Add a property to Building B').selectOption({ label: b.name });
  await dialog.getByRole('button', { name: 'Add', exact: true }).nth(1).click();
  await dialog.getByLabel(`Display name of ${b.name}`).fill('Oak B lobby');
  await expectNoAxeViolations(page, 'admin: new status page dialog');
  await dialog.getByRole('button', { name: 'Publish Page' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name: `Oak Court ${tag}` });
  await expect(card.getByText('2 sections, 2 properties')).toBeVisible();
  await expectNoAxeViolations(page, 'admin: /status-pages with a page');

  // a visitor who is not signed in
  const visitorContext = await browser.newContext({ bypassCSP: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/status/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Oak Court ${tag}` })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Building A' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Building B' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: 'Oak B lobby' })).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText('127.0.7.');
  await expectNoAxeViolations(visitor, 'visitor: public status page');

  // the day bar: one tab stop, the arrow keys move along it
  const bar = visitor.getByRole('list', { name: `Daily uptime of ${a.name}, last 90 days` });
  const today = bar.locator('li').last();
  await expect(today).toHaveAttribute('tabindex', '0');
  const todayLabel = await today.getAttribute('aria-label');
  await today.focus();
  // entering the bar makes its 90 days, each named
  await expect(bar.locator('li')).toHaveCount(90);
  await visitor.keyboard.press('ArrowLeft');
  const focusedLabel = await visitor.evaluate(() =>
    document.activeElement?.getAttribute('aria-label'),
  );
  expect(focusedLabel).not.toBe(todayLabel);
  await expect(bar.locator('li').nth(-2)).toHaveAttribute('tabindex', '0');
  expect(focusedLabel).toMatch(/: no checks|uptime/);

  // an incident, posted by the admin, reaches the open page without a reload (30 s poll)
  await card.getByRole('button', { name: 'Post incident' }).click();
  const post = page.getByRole('dialog', { name: 'Post Incident' });
  await post.getByLabel('Title').fill('Connectivity issue at Oak Court');
  await post.getByLabel('Message').fill('The provider is on it.');
  await post.getByRole('checkbox', { name: a.name }).check();
  await expectNoAxeViolations(page, 'admin: post incident dialog');
  await post.getByRole('button', { name: 'Post Incident' }).click();
  await expect(post).toBeHidden();
  await expect(card.getByText('Connectivity issue at Oak Court')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Active incidents' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(visitor.getByText('The provider is on it.')).toBeVisible();
  await expectNoAxeViolations(visitor, 'visitor: public status page with an incident');

  // resolved: it leaves the page and shows in the history
  await card
    .getByRole('button', { name: 'Post update to Connectivity issue at Oak Court' })
    .click();
  const update = page.getByRole('dialog', { name: 'Post Update' });
  await update.getByLabel('State').selectOption('resolved');
  await update.getByLabel('Message').fill('The line is back.');
  await update.getByRole('button', { name: 'Post Update' }).click();
  await expect(update).toBeHidden();
  await expect(card.getByText('Recently resolved')).toBeVisible();
  await visitor.goto(`/status/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Active incidents' })).toHaveCount(0);
  await visitor.getByRole('link', { name: 'Incident history (last 90 days)' }).click();
  await expect(
    visitor.getByRole('heading', { name: 'Connectivity issue at Oak Court' }),
  ).toBeVisible();
  await expect(visitor.getByText('The line is back.')).toBeVisible();
  await expectNoAxeViolations(visitor, 'visitor: incident history');

  // deleted after a confirmation: the public page is gone at once
  await card.getByRole('button', { name: `Delete Oak Court ${tag}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete status page?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No status pages yet')).toBeVisible();
  const gone = await visitor.goto(`/status/${slug}`);
  expect(gone?.status()).toBe(404);
  await visitorContext.close();
});
