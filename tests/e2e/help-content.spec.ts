// Journeys: the help pages compiled from content/ (spec commercial §2 FAQ, Documentation, Blog).
// Every page renders with its title, description and back link; every link in the content leads
// to a real page (no 404); the FAQ is a single-open accordion; the external post opens in a new
// tab (never followed here: tests stay on loopback).
import type { Page } from '@playwright/test';
import { MSG } from '../../src/contracts/messages.js';
import { loadContent } from '../../src/server/content/load-content.js';
import { OWNER_STATE } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

const content = loadContent();
const pages = content.pages;

async function expectNoNotFound(page: Page, what: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), what).toBeVisible();
  await expect(page.getByRole('heading', { name: MSG.pageNotFound }), what).toHaveCount(0);
}

test('signed out: every help page has its title, description and back link', async ({ page }) => {
  test.setTimeout(120_000);
  for (const p of pages) {
    await page.goto(p.route);
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(page).toHaveTitle(`${p.title} | Property Monitor`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      p.description,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${p.title} | Property Monitor`,
    );
    const back = page.getByRole('link', { name: p.backLabel });
    await expect(back).toHaveAttribute('href', p.backTo);
    await back.click();
    await expect(page).toHaveURL(new URL(p.backTo, 'http://x').pathname === '/' ? /\/$/ : p.backTo);
    if (p.backTo !== '/') await expectNoNotFound(page, `${p.route} -> ${p.backTo}`);
  }
});

test.describe('signed in', () => {
  test.use({ storageState: OWNER_STATE });

  test('every link in the help content leads to a real page, anchors included', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const hrefs = new Set<string>();
    for (const p of pages) {
      await page.goto(p.route);
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
      const found = await page
        .locator('main a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const h of found) hrefs.add(h);
    }
    // the links the specification lists are among them
    for (const h of [
      '/team',
      '/settings',
      '/reports',
      '/google-sheets',
      '/properties',
      '/alerts',
    ]) {
      expect(hrefs).toContain(h);
    }
    for (const href of [...hrefs].sort()) {
      if (href.startsWith('/api/')) {
        const res = await page.request.get(href, { maxRedirects: 0 });
        expect(res.status(), href).toBeLessThan(400);
        continue;
      }
      await page.goto(href);
      await expectNoNotFound(page, href);
      const hash = new URL(href, 'http://x').hash.slice(1);
      if (hash) await expect(page.locator(`[id="${hash}"]`), href).toHaveCount(1);
    }
  });
});

test('the FAQ opens one category at a time and ends with the support card', async ({ page }) => {
  await page.goto('/faq');
  const category = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(category('Benefits by Industry')).toHaveAttribute('aria-expanded', 'true');
  for (const name of [
    'Getting Started',
    'Monitoring & Alerts',
    'Reports & Analytics',
    'Billing & Plans',
  ]) {
    await category(name).click();
    await expect(category(name)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);
  }
  await expect(page.getByText('14 days, with no credit card needed')).toBeVisible();
  await category('Billing & Plans').click();
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(0);

  // a link to a question opens its category
  await page.goto('/faq#how-often-are-properties-checked');
  await expect(category('Monitoring & Alerts')).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('heading', { name: 'How often are properties checked?' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await page.goto('/faq');
  await page.getByRole('link', { name: 'View Documentation' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await page.goto('/faq');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the FAQ opens a category before the page is hydrated, and hydration keeps it open', async ({
  browser,
  baseURL,
}) => {
  // a page of its own, without the fixture's wait for hydration: here the app's code waits
  const page = await browser.newPage();
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/assets/index-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`${baseURL}/faq`);
  const category = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
  await category('Reports & Analytics').click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await expect(category('Reports & Analytics')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await expect(
    page.getByRole('heading', { name: 'Which report formats can I export?' }),
  ).toBeVisible();

  release();
  // React has taken over the category buttons: it starts from what the visitor opened
  await expect
    .poll(() =>
      category('Reports & Analytics').evaluate((el) =>
        Object.keys(el).some((k) => k.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  await expect(category('Reports & Analytics')).toHaveAttribute('aria-expanded', 'true');
  await category('Billing & Plans').click();
  await expect(category('Billing & Plans')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await expect(
    page.getByRole('heading', { name: 'Which report formats can I export?' }),
  ).toBeHidden();
  await page.close();
});

test('a click on the FAQ while its part of the page still hydrates is not lost', async ({
  page,
}) => {
  // React has hydrated the frame (the hydration mark is set) but the FAQ's own code is held
  // back: its categories are still the prerendered HTML, which React cannot handle a click on.
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/assets/faq-page-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/faq');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
  const category = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
  await category('Getting Started').click();
  await expect(category('Getting Started')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);

  release();
  // React takes the categories over from what the visitor opened, and handles the next click
  await expect
    .poll(() =>
      category('Getting Started').evaluate((el) =>
        Object.keys(el).some((k) => k.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  await expect(category('Getting Started')).toHaveAttribute('aria-expanded', 'true');
  await category('Monitoring & Alerts').click();
  await expect(category('Monitoring & Alerts')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await category('Monitoring & Alerts').click();
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(0);
});

test('a link to a question opens its FAQ category before the page is hydrated', async ({
  browser,
  baseURL,
}) => {
  const page = await browser.newPage();
  await page.route('**/assets/index-*.js', (route) => route.abort()); // never hydrated
  await page.goto(`${baseURL}/faq#which-plans-are-there`);
  const category = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(category('Billing & Plans')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Which plans are there?' })).toBeVisible();
  await page.close();
});

test('docs: six guide cards, then the FAQ and best practices', async ({ page }) => {
  await page.goto('/docs');
  const cards = page.getByRole('list', { name: 'Guides' }).getByRole('link');
  await expect(cards).toHaveText([
    'Getting Started',
    'Configuration Guide',
    'API Documentation',
    'Reports & Analytics',
    'Security Guide',
    'Troubleshooting',
  ]);
  await cards.nth(5).click();
  // the contents box jumps to a section
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Error messages' })
    .click();
  await expect(page).toHaveURL(/\/troubleshooting#error-messages$/);
  await expect(page.getByRole('heading', { name: 'Error messages' })).toBeInViewport();
  await page.goto('/docs');
  await cards.nth(4).click();
  await expect(page).toHaveURL(/\/security-guide$/);
  await expect(page.getByText('Not audited.')).toBeVisible();
  await page.goto('/docs');
  await page.getByRole('link', { name: 'Frequently asked questions' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goto('/docs');
  await page.getByRole('link', { name: 'Industry best practices' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Industry Best Practices' }),
  ).toBeVisible();
});

test('blog: two posts here and one on another site, in a new tab', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
  await expect(posts).toHaveCount(3);
  const external = posts.nth(2).getByRole('link');
  await expect(external).toHaveAttribute('href', content.externalPosts[0]!.url);
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);

  await posts.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/getting-started$/);
  // the post's own page (the list, still shown while the post's chunk loads, has read times too)
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  await expect(page.getByText('5 min read', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('25 min read')).toHaveCount(0);
  // a visitor following "Sign in or create your account" reaches the sign-in page
  await page.getByRole('link', { name: 'Sign in or create your account' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto('/blog/alert-management');
  await expect(page.getByText('7 min read')).toBeVisible();
  await page.getByRole('link', { name: 'Getting Started with Property Monitoring' }).click();
  await expect(page).toHaveURL(/\/blog\/getting-started$/);
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a visitor following a link to a signed-in page is asked to sign in', async ({ page }) => {
  await page.goto('/getting-started');
  await page.getByRole('link', { name: 'Invite your team' }).click();
  // and told where to go after it (issue 30: deep-links.spec.ts)
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fteam$/);
});
