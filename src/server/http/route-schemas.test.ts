// Every /api route declares its answers: a success schema and the `{message, code}` error body for
// each error status it can give (the OpenAPI document is built from them).
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('route schemas', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (r) => routes.push(r) });
  });
  afterAll(() => t.close());

  it('every /api route declares a success response and its error responses', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(api.length).toBeGreaterThan(30);
    const missing = api
      .map((r) => {
        const statuses = Object.keys((r.schema?.response as object | undefined) ?? {});
        const ok = statuses.some((s) => /^[23]\d\d$/.test(s)); // a redirect is a success too
        const errors = statuses.some((s) => /^[45]\d\d$/.test(s));
        return ok && errors
          ? null
          : `${String(r.method)} ${r.url}: ${statuses.join(',') || 'none'}`;
      })
      .filter((x) => x !== null);
    expect(missing).toEqual([]);
  });
});
