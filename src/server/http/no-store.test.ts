// Answers that carry a secret are never stored by a browser or proxy, and the whole API defaults
// to no-store; answers that chose their own caching keep it (issue 30, decision 019).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('Cache-Control on the API', () => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createActor(t.ctx, 'admin');
  });
  afterAll(() => t.close());

  it('a new API key and a webhook secret (new or replaced) are answered no-store', async () => {
    const key = await call(t.app, admin, {
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'CI' },
    });
    expect(key.statusCode, key.body).toBe(201);
    expect(key.json().key).toEqual(expect.any(String));
    expect(key.headers['cache-control']).toBe('no-store');

    const hook = await call(t.app, admin, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { name: 'Ops', url: 'http://127.0.0.1:9/hook' },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    expect(hook.json().secret).toEqual(expect.any(String));
    expect(hook.headers['cache-control']).toBe('no-store');

    const rotated = await call(t.app, admin, {
      method: 'POST',
      url: `/api/webhooks/${hook.json().id}/secret`,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().secret).not.toBe(hook.json().secret);
    expect(rotated.headers['cache-control']).toBe('no-store');
  });

  it('every other API answer defaults to no-store, errors included', async () => {
    for (const [who, url, status] of [
      [admin, '/api/auth/user', 200],
      [admin, '/api/api-keys', 200],
      [{ name: 'anonymous' }, '/api/auth/user', 401],
      [admin, '/api/no-such-route', 404],
    ] as const) {
      const res = await call(t.app, who, { url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('the property list keeps its ETag caching: private, no-cache, and a 304 when unchanged', async () => {
    const first = await call(t.app, admin, { url: '/api/properties' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await call(t.app, admin, {
      url: '/api/properties',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    const doc = await call(t.app, { name: 'anonymous' }, { url: '/api/openapi.json' });
    expect(doc.headers['cache-control']).toBe('no-cache');
  });
});
