// Issue 27, the public page's extras: a day of the 90-day bar shows its figure and that day's
// incidents on hover and on keyboard focus (Escape hides it), the table lists them too; a section
// showing all of the workspace picks up a property added later; a badge per property; axe clean
// on the page and on a protected page's password form, with a language, a description and a
// canonical address in the head.
import { signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { settled } from './support/a11y-screens.js';
import { expect, test } from './support/fixtures.js';
import { createPropertyViaApi } from './support/properties-api.js';

// The app's CSP refuses injected scripts, axe-core among them.
test.use({ bypassCSP: true });

test('a day of the bar tells its incidents on focus and hover; all properties follow; badges', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpNewAccount(page.request, 'statusextras');
  const tag = Date.now().toString(36);
  const a = await createPropertyViaApi(page.request, {
    name: `Pine A ${tag}`,
    ipAddress: '127.0.8.1',
  });
  const slug = `pine-${tag}`;

  // the editor offers the live choice; one section at most may take it
  await page.goto('/status-pages');
  await settled(page);
  await page.getByRole('button', { name: 'New Status Page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Status Page' });
  await dialog.getByLabel('Title').fill(`Pine Court ${tag}`);
  await dialog.getByLabel('Address').fill(slug);
  await dialog.getByLabel('Section name').fill('Every building');
  await dialog.getByLabel('Also show every other property of the workspace').check();
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(
    dialog.getByText('Another section already shows every other property.'),
  ).toBeVisible();
  await expect(
    dialog.getByLabel('Also show every other property of the workspace').nth(1),
  ).toBeDisabled();
  await dialog.getByRole('button', { name: 'Remove Section 2' }).click();
  await expectNoAxeViolations(page, 'admin: status page dialog with "all properties"');
  await dialog.getByRole('button', { name: 'Publish Page' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name: `Pine Court ${tag}` });
  await expect(
    card.getByText('0 properties chosen, and every other property of the workspace'),
  ).toBeVisible();

  // an incident today on Pine A
  await card.getByRole('button', { name: 'Post incident' }).click();
  const post = page.getByRole('dialog', { name: 'Post Incident' });
  await post.getByLabel('Title').fill('Boiler room flooding');
  await post.getByLabel('Message').fill('The switch is off while it dries.');
  await post.getByRole('checkbox', { name: a.name }).check();
  await post.getByRole('button', { name: 'Post Incident' }).click();
  await expect(post).toBeHidden();

  const visitorContext = await browser.newContext({ bypassCSP: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/status/${slug}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    `Current status of Pine Court ${tag}`,
  );
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/status/${slug}$`),
  );
  await expectNoAxeViolations(visitor, 'visitor: public page with a day incident');

  // keyboard alone: Tab reaches the bar's newest day; the tooltip shows the figure and incident
  const bar = visitor.getByRole('list', { name: `Daily uptime of ${a.name}, last 90 days` });
  const today = bar.locator('li').last();
  for (let i = 0; i < 6; i++) {
    if (await today.evaluate((el) => el === document.activeElement)) break;
    await visitor.keyboard.press('Tab');
  }
  await expect(today).toBeFocused();
  await expect(today).toHaveAttribute('aria-label', /Incident: Boiler room flooding$/);
  // one tooltip for the page's bars, filled for the day under focus or pointer
  const tip = visitor.locator('#day-tip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Incident: Boiler room flooding');
  // the bar's 90 days are there once it is entered, each named
  await expect(bar.locator('li')).toHaveCount(90);
  // Escape hides it (dismissible without moving focus); moving on shows the next day's
  await visitor.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(today).toBeFocused();
  await visitor.keyboard.press('ArrowLeft');
  const yesterday = bar.locator('li').nth(-2);
  await expect(yesterday).toBeFocused();
  await expect(yesterday).toHaveAttribute('aria-label', /: no checks|uptime/);
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(/no checks|uptime/);
  await expect(tip).not.toContainText('Boiler room flooding');
  // the tooltip stays inside the page at the bar's right end
  await visitor.keyboard.press('ArrowRight');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Incident: Boiler room flooding');
  const box = await tip.boundingBox();
  const width = await visitor.evaluate(() => document.documentElement.clientWidth);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);

  // the mouse: hovering a day shows its tooltip (on a bar not entered yet too)
  await visitor.mouse.move(0, 0);
  const older = bar.locator('li').nth(10);
  await older.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(/no checks|uptime/);
  await expect(tip).not.toContainText('Boiler room flooding');

  // the table alternative, on the property's own page, lists the incident on its day
  await visitor.getByRole('link', { name: `Daily figures of ${a.name} as a table` }).click();
  const table = visitor.getByRole('table', { name: `Daily uptime and incidents of ${a.name}` });
  await expect(table.getByRole('row').last()).toContainText('Incident: Boiler room flooding');
  await expectNoAxeViolations(visitor, "visitor: a property's daily figures");
  await visitor.getByRole('link', { name: /^Back to / }).click();
  await expect(visitor).toHaveURL(new RegExp(`/status/${slug}$`));

  // a property added later appears without an edit of the page
  const b = await createPropertyViaApi(page.request, {
    name: `Pine B ${tag}`,
    ipAddress: '127.0.8.2',
  });
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 3, name: b.name })).toBeVisible();
  // a bar nobody entered yet: the pointer on its oldest day shows that day
  const barB = visitor.getByRole('list', { name: `Daily uptime of ${b.name}, last 90 days` });
  await expect(barB.locator('li')).toHaveCount(1);
  await barB.hover({ position: { x: 2, y: 5 } });
  await expect(tip).toBeVisible();
  // en-GB's short months are three letters but for September, "Sept" (failed in CI on a day
  // whose oldest bar day was 1 September)
  await expect(tip).toContainText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}: no checks$/);
  await expect(barB.locator('li')).toHaveCount(90);
  await expect(visitor.locator('body')).not.toContainText('127.0.8.');

  // a badge per shown property, as another site's <img> would load it
  const badge = await visitor.request.get(`/status/${slug}/properties/${b.id}/badge.svg`);
  expect(badge.status()).toBe(200);
  expect(await badge.text()).toContain(`<title>${b.name}: No data yet</title>`);
  await visitorContext.close();
});

test('a protected page: its password form is axe clean and has a language and description', async ({
  page,
  browser,
}) => {
  await signUpNewAccount(page.request, 'statuslocked');
  const slug = `locked-${Date.now().toString(36)}`;
  const made = await page.request.post('/api/status-pages', {
    data: { title: 'Locked Court', slug, visibility: 'password', password: 'tenants-only' },
  });
  expect(made.status()).toBe(201);
  const visitorContext = await browser.newContext({ bypassCSP: true });
  const visitor = await visitorContext.newPage();
  const res = await visitor.goto(`/status/${slug}`);
  expect(res?.status()).toBe(401);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'This status page is protected by a password',
  );
  await expectNoAxeViolations(visitor, 'visitor: protected page password form');
  await visitor.getByLabel('Password').fill('tenants-only');
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Locked Court' })).toBeVisible();
  await expectNoAxeViolations(visitor, 'visitor: protected page after its password');
  await visitorContext.close();
});
