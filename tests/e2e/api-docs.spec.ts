// Journey: the API documentation page shows what the OpenAPI document says (endpoints, limits,
// events, samples), and the interactive reference loads under its own CSP and sends a call with
// an API key.
import type { ConsoleMessage } from '@playwright/test';
import { newAccount, signUpViaApi } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { tabTo } from './support/keyboard.js';

type Op = {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: { 'application/json': { example?: unknown } } };
};
type Doc = {
  paths: Record<string, Record<string, Op>>;
  webhooks: Record<string, unknown>;
  'x-rate-limits-per-hour': Record<string, number>;
};

const keyOps = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.some((s) => 'apiKey' in s))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

test.describe('API documentation page', () => {
  // axe-core is injected into the page; the app's CSP refuses injected scripts
  test.use({ bypassCSP: true });

  test('lists the endpoints, limits, events and samples of the OpenAPI document', async ({
    page,
    request,
  }) => {
    const doc = (await (await request.get('/api/openapi.json')).json()) as Doc;
    const ops = keyOps(doc);
    expect(ops.length).toBeGreaterThan(10);

    await page.goto('/api-documentation');
    await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
    for (const name of ['Authentication', 'Base URL', 'Endpoints', 'Rate limits']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Webhook events' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Code samples' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Endpoints an API key may call' });
    await expect(table.getByRole('row')).toHaveCount(ops.length + 1);
    for (const { method, path, op } of ops) {
      const row = table.getByRole('row', { name: `${method} ${path}`, exact: false });
      await expect(row.first()).toContainText(op.summary!);
    }
    await expect(table.getByRole('row', { name: 'DELETE /api/properties/{id}' })).toContainText(
      '204',
    );

    const limits = doc['x-rate-limits-per-hour'];
    for (const [category, perHour] of Object.entries(limits)) {
      await expect(page.getByText(`${perHour} ${category} requests`)).toBeVisible();
    }
    const events = page.getByRole('table', { name: 'Webhook events' });
    for (const event of Object.keys(doc.webhooks)) await expect(events).toContainText(event);
    await expect(page.getByText('x-monitor-signature', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Python signature check', { exact: true })).toContainText(
      'hmac.compare_digest',
    );

    // samples: the example body of POST /api/properties, as the document gives it
    const example =
      doc.paths['/api/properties']!.post!.requestBody!.content['application/json'].example;
    expect(example).toBeDefined();
    const post = doc.paths['/api/properties']!.post!;
    await page
      .getByLabel('Endpoint', { exact: true })
      .selectOption({ label: `POST /api/properties: ${post.summary}` });
    await expect(page.getByLabel('curl sample', { exact: true })).toContainText(
      JSON.stringify(example),
    );
    await expect(page.getByLabel('curl sample', { exact: true })).toContainText(
      'Authorization: Bearer',
    );
    await expectNoAxeViolations(page, 'API documentation');

    // keyboard: the language tabs take arrow keys, the panel follows
    const curlTab = page.getByRole('tab', { name: 'curl' });
    await tabTo(page, curlTab);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'JavaScript' })).toBeFocused();
    await expect(page.getByLabel('JavaScript sample', { exact: true })).toContainText(
      "method: 'POST'",
    );
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Python sample', { exact: true })).toContainText(
      'requests.request(',
    );
    await expect(page.getByLabel('Python sample', { exact: true })).toContainText(
      '"permissionConfirmed": True',
    );
    await expectNoAxeViolations(page, 'API documentation, Python sample');
  });
});

// Scalar names a sidebar group's toggle "Open Group <tag>" ("Open Group - <tag>" in later releases)
const openGroup = (tag: string) => new RegExp(`^Open Group (- )?${tag.replace(/[()]/g, '\\$&')}$`);

test.describe('interactive API reference', () => {
  test('loads under its own CSP, with no CSP errors', async ({ page }) => {
    const cspErrors: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspErrors.push(m.text());
    });
    await page.goto('/api-documentation');
    await page.getByRole('link', { name: 'Open the interactive API reference' }).click();
    await expect(page).toHaveURL(/\/api-reference\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Property Monitor API' })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByText('Public API (API key or session)').first()).toBeVisible();
    await expect(page.getByText('Web app (session only)').first()).toBeVisible();
    // operations are listed by their summaries, not bare paths, the web app's too
    await page.getByRole('button', { name: openGroup('Account (no sign-in)') }).click();
    await expect(page.getByText('Create an account').first()).toBeVisible();
    expect(cspErrors).toEqual([]);
    // only this page has the allowance: the app's own pages keep the strict policy
    const csp = (await page.request.get('/api-reference/')).headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    const appCsp = (await page.request.get('/api-documentation')).headers()[
      'content-security-policy'
    ];
    // (the app's policy allows its own inline boot script by hash, and only that)
    const referenceHashes = csp?.match(/'sha256-[^']+'/g) ?? [];
    expect(referenceHashes.length).toBeGreaterThan(0);
    for (const hash of referenceHashes) expect(appCsp).not.toContain(hash);
    expect(appCsp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('sends a call with an API key from the reference', async ({ page }) => {
    const admin = newAccount('apiref');
    const session = page.context().request;
    await signUpViaApi(session, admin);
    const created = await session.post('/api/api-keys', {
      data: { name: 'Reference', scope: 'read' },
    });
    expect(created.status()).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const added = await session.post('/api/properties', {
      data: {
        name: 'Tried from the reference',
        address: '1 Loopback Way',
        ipAddress: '127.0.0.1',
        type: 'commercial',
        permissionConfirmed: true,
      },
    });
    expect(added.status()).toBe(201);

    await page.goto('/api-reference/');
    await page.getByRole('textbox', { name: 'Bearer Token' }).first().fill(key);
    await page.getByRole('button', { name: openGroup('Properties') }).click();
    await page.getByText('List the properties of the workspace').first().click();
    // (a button in later Scalar releases, a clickable element without the role in this one)
    await page.getByText('Test Request', { exact: true }).filter({ visible: true }).first().click();
    const answer = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/properties' &&
        r.request().headers().authorization === `Bearer ${key}`,
    );
    await page.getByRole('button', { name: /Send/ }).first().click();
    const res = await answer;
    expect(res.status()).toBe(200);
    // only a key's answer carries its rate-limit headers: the key did the call, not the cookie
    expect(res.headers()['x-ratelimit-limit']).toBe('1000');
    expect(await res.text()).toContain('Tried from the reference');
    await expect(page.getByText('200 OK').first()).toBeVisible();
  });
});
