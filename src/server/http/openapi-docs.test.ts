// What outside tools and newcomers read in GET /api/openapi.json: Redocly's `recommended` rules
// pass with no error, every operation has a summary and a description, every request body an
// example its route accepts, every error answer the one Error component, and operation-docs/
// names no route that is gone. The messages say what to add, for whoever adds the next route.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { docsFileFor, OPERATION_DOCS, operationDocOf } from './operation-docs/index.js';

type Media = { schema?: { $ref?: string }; example?: unknown };
type Operation = {
  summary?: string;
  description?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};
type Problem = {
  ruleId: string;
  severity: string;
  message: string;
  location: Array<{ pointer: string }>;
};

/** Routes that exist only with some configuration (single sign-on) but have their words. */
const CONFIGURED_ONLY = new Set(['GET /api/callback']);
/** Failures answered with the route's own body: a load balancer reads the health status code. */
const OWN_BODY = new Set(['GET /api/health 503']);
const REDOCLY = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document for outside readers', () => {
  let t: TestApp;
  let doc: Doc;
  let dir: string;
  const routes: Array<{ method: string; route: RouteOptions; op: Operation }> = [];
  beforeAll(async () => {
    const seen: RouteOptions[] = [];
    t = await createTestApp({ DEFAULT_PLAN: 'pro' }, { onRoute: (r) => seen.push(r) });
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const route of seen) {
      for (const method of [route.method].flat()) {
        const op = doc.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        if (op) routes.push({ method, route, op });
      }
    }
    dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    // offline: no telemetry, no update check (the network rule: loopback only); Node runs the
    // CLI directly, so the child needs no PATH
    const env = {
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      HOME: dir,
    };
    const args = ['lint', '--extends=recommended', '--format=json', '--max-problems=1000', file];
    // exit status 1 when there are errors: the report is on stdout either way
    const stdout = await promisify(execFile)(process.execPath, [REDOCLY, ...args], {
      env,
      maxBuffer: 1 << 24,
    }).then(
      (r) => r.stdout,
      (err: { stdout?: string }) => err.stdout ?? '',
    );
    const { problems } = JSON.parse(stdout) as { problems: Problem[] };
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('gives every operation a summary and a description', () => {
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter(({ op }) => !op.summary?.trim() || !op.description?.trim())
      .map(({ method, route }) => {
        const key = `${method} ${route.url}`;
        return (
          `${key} has no summary or description: add to its route's schema ` +
          "`summary: '<what it does, in a few words>', description: '<what it does and answers>'`, " +
          `or the entry '${key}': { summary, description } to ` +
          `src/server/http/operation-docs/${docsFileFor(route.url)} (who may call it is added from its guard)`
        );
      });
    expect(missing).toEqual([]);
  });

  it('gives every request body an example its route accepts', () => {
    const wrong = routes.flatMap(({ method, route, op }) => {
      const body = route.schema?.body;
      if (!(body instanceof z.ZodType)) return [];
      const key = `${method} ${route.url}`;
      const example = op.requestBody?.content['application/json']?.example;
      if (example === undefined) {
        return [
          `${key} has no request example: add \`example: { ... }\` (a body it accepts) to its ` +
            `entry in src/server/http/operation-docs/${docsFileFor(route.url)}`,
        ];
      }
      const parsed = body.safeParse(example);
      return parsed.success
        ? []
        : [`${key}: its example is refused: ${parsed.error.issues[0]?.message}`];
    });
    expect(wrong).toEqual([]);
  });

  it('documents each multipart form with an example its fields accept', () => {
    const forms = routes.filter(({ op }) => op.requestBody?.content['multipart/form-data']);
    const wrong = forms.flatMap(({ method, route, op }) => {
      const key = `${method} ${route.url}`;
      const example = op.requestBody?.content['multipart/form-data']?.example;
      const form = operationDocOf(method, route.url)?.form;
      if (example === undefined || !form) return [`${key} has no form example`];
      const parsed = form.schema.safeParse(example);
      return parsed.success ? [] : [`${key}: its example is refused: ${parsed.error.message}`];
    });
    expect(wrong).toEqual([]);
    // the uploads read their multipart body themselves: only the document says what it holds
    expect(forms.map(({ method, route }) => `${method} ${route.url}`).sort()).toEqual([
      'POST /api/google-sheets/imports',
      'POST /api/google-sheets/upload',
    ]);
  });

  it('answers every error with a component holding message and code', () => {
    const error = doc.components.schemas.Error;
    expect(Object.keys(error?.properties ?? {})).toEqual(['message', 'code']);
    const inline = routes.flatMap(({ method, route, op }) =>
      Object.entries(op.responses)
        .filter(
          ([status]) => /^[45]/.test(status) && !OWN_BODY.has(`${method} ${route.url} ${status}`),
        )
        .filter(([, answer]) => {
          const ref = answer.content?.['application/json']?.schema?.$ref ?? '';
          const target = doc.components.schemas[ref.replace('#/components/schemas/', '')];
          return !(
            target?.properties &&
            'message' in target.properties &&
            'code' in target.properties
          );
        })
        .map(([status]) => `${method} ${route.url} ${status}`),
    );
    expect(inline).toEqual([]);
  });

  it('has words only for routes that exist', () => {
    const registered = new Set(routes.map(({ method, route }) => `${method} ${route.url}`));
    const stale = Object.keys(OPERATION_DOCS).filter(
      (key) => !registered.has(key) && !CONFIGURED_ONLY.has(key),
    );
    // a route that moved or went away: move its entry to the new method and URL, or delete it
    expect(stale).toEqual([]);
  });
});
