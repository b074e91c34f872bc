// Every /api route declares its answers: a success schema and the `{message, code}` error body for
// each error status it can give (the OpenAPI document is built from them). What a route's own
// options make it answer is checked from those options, and what the framework answers before
// any route code (broken JSON, an unknown content type, a body over the limit, no session) is
// checked by sending exactly those requests.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOf } from '../auth/authorize.js';
import { call, createActor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { BODY_METHODS } from './framework-answers.js';

const declaredOf = (r: RouteOptions) =>
  new Set(Object.keys((r.schema?.response as object | undefined) ?? {}).map(Number));

const FRAMEWORK = 'declareFrameworkAnswers (framework-answers.ts) lists it for every route';

/** The statuses a route's own options make it answer, each with the reason. */
function requiredBy(r: RouteOptions, method: string): Array<[number, string]> {
  const s = (r.schema ?? {}) as Record<string, unknown>;
  const guard = guardOf(r.onRequest);
  const rules: Array<[number, string]> = [
    [500, `the error handler answers it on any route; ${FRAMEWORK}`],
  ];
  if (guard?.kind === 'agent') {
    // the agent guard knows one credential: a missing, wrong or revoked agent token is a 401
    rules.push([401, 'its guard refuses a caller without a valid agent token']);
  } else if (guard) {
    rules.push([401, 'its guard refuses a caller without a session or key']);
    rules.push([
      403,
      guard.kind === 'permission'
        ? `its guard checks the permission ${guard.permission}`
        : 'its guard (requireSignedIn) refuses API keys',
    ]);
  }
  if ((r.config as { rateLimit?: unknown } | undefined)?.rateLimit) {
    rules.push([429, 'it has a rate limit (config.rateLimit)']);
  }
  if (s.body || s.querystring) rules.push([400, 'its body or query string is validated']);
  if (s.params) rules.push([404, 'a malformed path parameter answers 404 (error-handler.ts)']);
  if ((BODY_METHODS as readonly string[]).includes(method)) {
    rules.push([400, `a ${method} with broken JSON answers 400, body or not; ${FRAMEWORK}`]);
    rules.push([413, `a body over the limit answers 413; ${FRAMEWORK}`]);
    rules.push([415, `a body of a content type with no parser answers 415; ${FRAMEWORK}`]);
  }
  return rules;
}

describe('route schemas', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (r) => routes.push(r) });
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    routes.flatMap((r) =>
      [r.method]
        .flat()
        // the document's routes: every /api one, and any other that declares its answers
        .filter((m) => m !== 'HEAD' && (r.url.startsWith('/api/') || r.schema?.response))
        .map((method) => ({ r, method })),
    );

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

  it("lists every status the route's guard, rate limit and schemas make it answer", () => {
    const missing = apiRoutes().flatMap(({ r, method }) => {
      const declared = declaredOf(r);
      return requiredBy(r, method)
        .filter(([status]) => !declared.has(status))
        .map(
          ([status, why]) =>
            `${method} ${r.url} can answer ${status} (${why}) but does not list it: ` +
            `add ${status} to its schema's errors(...)`,
        );
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('lists what it answers to broken JSON, an unknown content type, a huge body and no session', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const wrong: string[] = [];
    const id = '00000000-0000-4000-8000-000000000000';
    for (const { r, method } of apiRoutes()) {
      const url = r.url.replace(/:\w+/g, id);
      const declared = declaredOf(r);
      const probes: Array<[string, () => Promise<{ statusCode: number }>]> = [];
      if (guardOf(r.onRequest)) {
        probes.push(['no session', () => t.app.inject({ method: method as 'GET', url })]);
      }
      if ((BODY_METHODS as readonly string[]).includes(method)) {
        const send = (type: string, payload: string) => () =>
          call(t.app, owner, {
            method: method as 'POST',
            url,
            headers: { 'content-type': type },
            payload,
          });
        probes.push(['broken JSON', send('application/json', '{"a":')]);
        probes.push(['an XML body', send('application/xml', '<a/>')]);
        probes.push([
          'a 2 MB body',
          send('application/json', JSON.stringify({ a: 'x'.repeat(2e6) })),
        ]);
      }
      for (const [what, send] of probes) {
        const { statusCode } = await send();
        if (!declared.has(statusCode)) {
          wrong.push(
            `${method} ${r.url} answers ${what} with ${statusCode}, which it does not list`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
