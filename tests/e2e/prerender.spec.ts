// The public pages arrive prerendered (issue 18): their own title, description, canonical URL and
// Open Graph tags in the HTML, readable without JavaScript at 320 px, hydrated with no console
// error and without React replacing the markup; signed-in browsers get the bare app instead.
import type { APIRequestContext } from '@playwright/test';
import { SPEC_HELP_PATHS } from '../spec/public-pages.js';
import { newAccount, signInViaApi, signUpViaApi } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

const PUBLIC = ['/', '/pricing', ...SPEC_HELP_PATHS, '/apply-beta', '/affiliate-dashboard'];

type Head = { title: string; description: string; canonical: string; og: Record<string, string> };

const attr = (html: string, re: RegExp) => re.exec(html)?.[1] ?? '';

async function served(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const head: Head = {
    title: attr(html, /<title>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)"/),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="og:([a-z_]+)" content="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
  };
  const root = attr(html, /<div id="root">([\s\S]*)<\/div>\s*<\/body>/);
  return { res, html, head, root };
}

test('each public page is served prerendered with its own head', async ({ request, baseURL }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of PUBLIC) {
    const { res, html, head, root } = await served(request, path);
    expect(res.headers()['content-encoding'], path).toBe('br');
    expect(root, path).toMatch(/<h1[ >]/);
    expect(head.title, path).toMatch(/Property Monitor/);
    expect(head.description.length, path).toBeGreaterThanOrEqual(50);
    expect(head.canonical, path).toBe(`${baseURL}${path}`);
    expect(head.og, path).toEqual({
      type: 'website',
      site_name: 'Property Monitor',
      url: head.canonical,
      title: head.title,
      description: head.description,
    });
    // no inline script: the CSP (script-src 'self') stays as it is
    expect(
      html.match(/<script[^>]*>/g)?.every((tag) => / src="\/[^"]+"/.test(tag)),
      path,
    ).toBe(true);
    titles.add(head.title);
    descriptions.add(head.description);
  }
  expect(titles.size).toBe(PUBLIC.length);
  expect(descriptions.size).toBe(PUBLIC.length);
});

test('sitemap.xml lists the public pages; robots.txt shuts out the app', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(PUBLIC.map((p) => `${baseURL}${p}`).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /properties$');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('hydration keeps the prerendered markup, with no console error or layout shift', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()}: ${m.text()}`);
  });
  // Counts elements React removes from the prerendered page (a mismatch re-renders from scratch);
  // a loading placeholder for data read at runtime (data-placeholder) is meant to go.
  await page.addInitScript(() => {
    const w = window as unknown as { removed: number };
    w.removed = 0;
    new MutationObserver((records) => {
      for (const r of records)
        r.removedNodes.forEach((n) => {
          const placeholder = n instanceof Element && n.hasAttribute('data-placeholder');
          w.removed += n.nodeType === 1 && !placeholder ? 1 : 0;
        });
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of PUBLIC) {
    await page.goto(path);
    const h1 = page.locator('h1').first();
    await expect(h1, path).toBeVisible();
    // React has attached itself to the server's <h1>: the page is hydrated, not re-rendered
    await expect
      .poll(() => h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const { removed, cls } = await page.evaluate(async () => {
      const shift = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number }[];
          resolve(entries.reduce((s, e) => s + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 200);
      });
      return { removed: (window as unknown as { removed: number }).removed, cls: shift };
    });
    expect(removed, `${path}: elements replaced at hydration`).toBe(0);
    expect(cls, `${path}: layout shift`).toBeLessThan(0.05);
  }
  expect(problems).toEqual([]);
});

test('the prerendered pages read without JavaScript at 320 px, no sideways scroll', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 640 },
  });
  const page = await context.newPage();
  for (const path of PUBLIC) {
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('a signed-in browser gets the app itself, never the signed-out page', async ({ page }) => {
  const a = newAccount('prerender');
  await signUpViaApi(page.request, a);
  await signInViaApi(page.request, a);
  const res = await page.goto('/');
  expect(await res!.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Know the moment a property loses')).toHaveCount(0);
  const faq = await page.request.get('/faq');
  expect(await faq.text()).toContain('<div id="root"></div>');
});

test('moving between pages inside the app, the tab title follows the page', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle(/^Frequently Asked Questions/);
  // to the landing page through the logo link, without a reload
  await page
    .getByRole('link', { name: /Property Monitor/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(
    'Property Monitor — Internet Connectivity Monitoring for Properties',
  );
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing | Property Monitor');
});
