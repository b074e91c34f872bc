// Journeys: the signed-out landing page (spec core §2): its buttons, links and figures.
import { paths } from '../../src/contracts/web-routes.js';
import { expect, test } from './support/fixtures.js';

test('Sign In and Get Started Free send the browser to the server login', async ({ page }) => {
  for (const name of ['Sign In', 'Get Started Free']) {
    await page.goto('/');
    const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
    await page.getByRole('button', { name }).click();
    await login;
    // no identity provider configured: /api/login leads to the built-in sign-in page
    await expect(page).toHaveURL(/\/sign-in$/);
  }
});

test('shows features, figures and blog teasers with their read times', async ({ page }) => {
  await page.goto('/');
  for (const text of [
    '24/7 real-time monitoring',
    'Uptime and response-time reports',
    'Spreadsheet sync',
    'Automated property discovery',
  ]) {
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
  }
  await expect(page.getByText(/goes offline, and another when it comes back online/)).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });
  for (const figure of ['99.9%', '500+', '$1/month', '$0', '24/7', '20%']) {
    await expect(stats.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('5 min read')).toBeVisible();
  await expect(page.getByText('7 min read')).toBeVisible();
});

test('every link leads to its page', async ({ page }) => {
  const links: [string, string, RegExp][] = [
    ['Getting Started with Property Monitoring', paths.blogGettingStarted, /Getting Started/],
    ['Alert Management Best Practices', paths.blogAlertManagement, /Alert Management/],
    ['View all posts', paths.blog, /Blog/],
    ['Start Monitoring Now', paths.billing, /Billing/],
    ['Join Affiliate Program', paths.affiliateDashboard, /Affiliate/],
    ['FAQ', paths.faq, /FAQ|Frequently/],
    ['Pricing', paths.pricing, /Pricing/],
    ['Beta Program', paths.applyBeta, /Beta/],
  ];
  for (const [name, path, heading] of links) {
    await page.goto('/');
    const link = page.getByRole('link', { name, exact: true });
    await expect(link, name).toHaveAttribute('href', path);
    await link.click();
    await expect(page, name).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first(), name).toHaveText(heading);
  }
});
