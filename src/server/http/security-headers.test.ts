// The security headers (helmet's set, built once at start: security-headers.ts) on every kind of
// answer: an API answer, an API refusal, an unknown API path, a page, and a server behind https.
// The values are helmet 8's for the options in app.ts, written out so a change to them is seen.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { connectDatabase, type Database } from '../db/client.js';
import { freePort } from '../db/embedded.js';
import { testConfig } from '../test/test-app.js';

const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
  "frame-ancestors 'self';img-src 'self' data: https:;object-src 'none';script-src 'self';" +
  "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'self'";

const HELMET = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let database: Database;
  let app: FastifyInstance;
  let https: FastifyInstance;
  beforeAll(async () => {
    // no database behind it: these answers need none
    database = connectDatabase(`postgres://u:p@127.0.0.1:${await freePort()}/none`, 1);
    app = await buildApp({ config: testConfig(), database });
    https = await buildApp({
      config: testConfig({ PUBLIC_URL: 'https://monitor.example.com' }),
      database,
    });
  });
  afterAll(async () => {
    await app.close();
    await https.close();
    await database.close();
  });

  it.each([
    ['an API refusal', '/api/properties', 401],
    ['an unknown API path', '/api/does-not-exist', 404],
    ['the OpenAPI document', '/api/openapi.json', 200],
  ])('are all on %s, and nothing reveals the server', async (_what, url, status) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(HELMET);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('leave a route its own CSP: the API reference page keeps the one it sets', async () => {
    const res = await app.inject({ url: '/api-reference/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['content-security-policy']).not.toBe(CSP);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('add HSTS when the public address is https', async () => {
    const res = await https.inject({ url: '/api/does-not-exist' });
    expect(res.headers).toMatchObject({
      ...HELMET,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });
});
