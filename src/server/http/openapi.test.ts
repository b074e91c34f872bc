// GET /api/openapi.json: every registered /api route is in the document with every answer it
// declares, the document is valid OpenAPI 3.1 (checked by a real validator against the official
// schema), and what it says about API keys is what the server does.
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MSG } from '../../contracts/agents.js';
import { API_KEY_MSG } from '../../contracts/api-keys.js';
import { RATE_LIMITS_PER_HOUR } from '../../contracts/permissions.js';
import { createPropertyBody } from '../../contracts/properties.js';
import { WEBHOOK_EVENTS } from '../../contracts/webhooks.js';
import { call, createActor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
  'x-audience'?: string;
  'x-rate-limit-category'?: string;
};
type Doc = {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: { requestBody: object } }>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  tags: Array<{ name: string }>;
  'x-rate-limits-per-hour': Record<string, number>;
};

/** Fastify's `/api/properties/:id` is OpenAPI's `/api/properties/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'pro' }, { onRoute: (r) => routes.push(r) });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every registered /api route with a response for every status it declares', () => {
    const api = routes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.schema?.hide,
    );
    expect(api.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const r of api) {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      for (const m of methods) {
        const op = doc.paths[openApiPath(r.url)]?.[m.toLowerCase()];
        if (!op) {
          problems.push(`${m} ${r.url}: missing`);
          continue;
        }
        const declared = Object.keys((r.schema?.response as object | undefined) ?? {});
        if (declared.length === 0) problems.push(`${m} ${r.url}: no responses declared`);
        for (const status of declared) {
          const answer = op.responses[status];
          if (!answer) problems.push(`${m} ${r.url}: ${status} missing`);
          else if (/^[45]/.test(status) && !answer.content?.['application/json']?.schema) {
            problems.push(`${m} ${r.url}: ${status} has no body schema`);
          }
        }
        if (!op.tags?.length || !op.operationId) problems.push(`${m} ${r.url}: no tag or id`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("hides none of the app's /api routes", () => {
    const hidden = routes.filter((r) => r.url.startsWith('/api/') && r.schema?.hide);
    expect(hidden.map((r) => r.url)).toEqual([]);
  });

  it('documents the bearer scheme and the session cookie scheme', () => {
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey' });
    expect(doc.servers[0]!.url).toMatch(/^http:\/\//);
  });

  it("offers the key on the issue's endpoints, with summaries and a 429, and never on platform or person routes", () => {
    const keyOps = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.some((s) => 'apiKey' in s))
        .map(([m, op]) => ({ id: `${m.toUpperCase()} ${path}`, op })),
    );
    const ids = keyOps.map((o) => o.id);
    for (const id of [
      'GET /api/properties',
      'POST /api/properties',
      'GET /api/properties/{id}',
      'PUT /api/properties/{id}',
      'DELETE /api/properties/{id}',
      'GET /api/alerts',
      'GET /api/reports/uptime',
    ]) {
      expect(ids).toContain(id);
    }
    expect(doc.paths['/api/properties/{id}']!.delete!.responses['204']).toBeDefined();
    for (const { id, op } of keyOps) {
      expect(op.summary, id).toBeTruthy();
      expect(op.responses['429'], id).toBeDefined();
      expect(Object.keys(RATE_LIMITS_PER_HOUR), id).toContain(op['x-rate-limit-category']);
    }
    expect(
      ids.filter((id) => /\/api\/(promo-codes|business|auth|team|api-keys|billing)/.test(id)),
    ).toEqual([]);
    expect(doc['x-rate-limits-per-hour']).toEqual(RATE_LIMITS_PER_HOUR);
  });

  it("gives POST /api/properties an example body the server accepts (the page's samples send it)", () => {
    const post = doc.paths['/api/properties']!.post as unknown as {
      requestBody: { content: { 'application/json': { example: unknown } } };
    };
    const example = post.requestBody.content['application/json'].example;
    expect(createPropertyBody.safeParse(example).success).toBe(true);
  });

  it('documents the four webhook events with their signed payload', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
  });

  it('says truly where a key works: a write key is refused exactly on the session-only GETs', async () => {
    // the platform owner is also their workspace's admin: the widest role a key can narrow
    const owner = await createActor(t.ctx, 'owner');
    const created = await call(t.app, owner, {
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Doc check', scope: 'write' },
    });
    expect(created.statusCode).toBe(201);
    const key = created.json<{ key: string }>().key;
    const gets = Object.entries(doc.paths).flatMap(([path, ops]) =>
      // no path parameters to invent; the event stream never ends
      ops.get && !path.includes('{') && path !== '/api/events' ? [{ path, op: ops.get }] : [],
    );
    const wrong: string[] = [];
    for (const { path, op } of gets) {
      if (op['x-audience'] === 'anyone') continue;
      const res = await t.app.inject({ url: path, headers: { authorization: `Bearer ${key}` } });
      if (op['x-audience'] === 'agent') {
        // an agent route knows agent tokens only: an API key is not one (decision 029)
        const asAgent = res.statusCode === 401 && res.json().message === AGENT_MSG.invalidToken;
        const saysAgentOnly = op.security?.every((s) => 'agentToken' in s) ?? false;
        if (!asAgent || !saysAgentOnly) wrong.push(`${path}: ${res.statusCode} with an API key`);
        continue;
      }
      const refused = res.statusCode === 403 && res.json().message === API_KEY_MSG.keyNotAllowed;
      const saysKey = op.security?.some((s) => 'apiKey' in s) ?? false;
      if (refused === saysKey || res.statusCode === 401) {
        wrong.push(
          `${path}: ${res.statusCode}, document says key ${saysKey ? 'works' : 'refused'}`,
        );
      }
    }
    expect(gets.length).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });
});
