// Every registered route, walked with bad input as a signed-in admin (who is also the platform
// owner, so no route refuses before reading its input): wrong types, missing fields, huge
// strings, numbers and arrays, unknown enum values, malformed JSON, wrong content types, bad path
// parameters and query strings. No answer may be a 5xx, and a refused request stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from './test/actors.js';
import { fingerprint, fingerprintQuery } from './test/bad-input/fingerprint.js';
import { variantsFor, type RouteInfo } from './test/bad-input/variants.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { setupPrices } from './billing/setup-prices.js';
import { stripeFor } from './billing/stripe-client.js';
import { startFakeStripe, type FakeStripe } from './billing/test-support/fake-stripe.js';
import { startSmtpSink, type SmtpSink } from './notify/test-support/smtp-sink.js';

/** Streams never end, so a test client cannot wait for them; they read no input either. */
const SKIP = new Set(['GET /api/events']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

describe('bad input on every route', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let smtp: SmtpSink;
  const routes: RouteInfo[] = [];
  beforeAll(async () => {
    // Mail and billing configured (on loopback fakes), so their routes read their input instead
    // of answering 503 "not configured" before it.
    stripe = await startFakeStripe();
    smtp = await startSmtpSink();
    t = await createTestApp(
      {
        ...stripe.env(),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // The limits would answer 429 before the input is even read.
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        CHECK_ALL_PER_MINUTE: '10000',
        CHECK_NOW_PER_MINUTE: '100000',
      },
      {
        onRoute: (r) => {
          for (const method of [r.method].flat()) {
            if (method === 'HEAD' || SKIP.has(`${method} ${r.url}`)) continue;
            routes.push({ method, url: r.url, schema: r.schema as RouteInfo['schema'] });
          }
        },
      },
    );
    await setupPrices(stripeFor(t.ctx.config.billing!));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await smtp.close();
  });

  /** A workspace with one of everything a path parameter can name. */
  async function workspace(): Promise<{ admin: Actor; ids: Record<string, string> }> {
    const admin = await createActor(t.ctx, 'owner');
    const pool = t.ctx.database.pool;
    const one = async (q: string) => String((await pool.query(q, [admin.workspaceId])).rows[0].id);
    const property = await one(
      `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
       VALUES ($1, 'Bad Input Towers', '1 Test Street', '127.0.5.1', true)
       RETURNING id`,
    );
    await pool.query(
      `UPDATE property_schedule SET next_check_at = now() + interval '1 day' WHERE property_id = $1`,
      [property],
    );
    const webhook = await one(
      `INSERT INTO webhooks (workspace_id, name, type, url, secret, events)
       VALUES ($1, 'Hook', 'webhook', 'http://127.0.0.1:9/hook', 'whsec_test', ARRAY['property.offline'])
       RETURNING id`,
    );
    const alert = await one(
      `INSERT INTO alerts (workspace_id, type, message) VALUES ($1, 'offline', 'Down') RETURNING id`,
    );
    const statusPage = await one(
      `INSERT INTO status_pages (workspace_id, title, slug)
       VALUES ($1, 'Bad Input Page', 'bad-input-' || substr(md5(random()::text), 1, 12))
       RETURNING id`,
    );
    return { admin, ids: { property, webhook, alert, statusPage } };
  }

  const idFor = (url: string, ids: Record<string, string>) =>
    url.startsWith('/api/webhooks')
      ? ids.webhook!
      : url.startsWith('/api/alerts')
        ? ids.alert!
        : url.startsWith('/api/status-pages')
          ? ids.statusPage!
          : ids.property!;

  it('finds every route of the app', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThanOrEqual(37);
    expect(api.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/properties',
        'PUT /api/properties/:id',
        'POST /api/ping/check-all',
        'GET /api/reports/:kind',
        'POST /api/webhooks',
        'POST /api/auth/sign-in',
      ]),
    );
  });

  it('answers every bad request with a 4xx (never 5xx) and stores nothing when it refuses', async () => {
    const pool = t.ctx.database.pool;
    const fpQuery = await fingerprintQuery(pool);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const { admin, ids } = await workspace();
      const good = { id: idFor(route.url, ids), kind: 'daily' };
      const writes = !READS.has(route.method);
      let before = writes ? await fingerprint(pool, fpQuery) : '';
      for (const v of variantsFor(route, good)) {
        requests++;
        const res = await call(t.app, admin, {
          method: route.method as 'GET',
          url: v.url,
          headers: v.headers,
          ...(v.payload !== undefined ? { payload: v.payload } : {}),
        });
        const what = `${route.method} ${route.url} with ${v.label}`;
        if (res.statusCode >= 500) {
          failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        if (!writes) continue;
        const after = await fingerprint(pool, fpQuery);
        if (res.statusCode >= 400 && after !== before) {
          failures.push(`${what}: refused with ${res.statusCode} but stored something`);
        }
        before = after;
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1400);
  }, 600_000);
});
