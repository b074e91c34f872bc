import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { MAX_WEBHOOKS_PER_WORKSPACE, WEBHOOK_MSG } from '../../../contracts/webhooks.js';
import {
  adminsOnly,
  call,
  createActor,
  createActors,
  expectMatrix,
  type Actors,
} from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_EVENTS_PER_MINUTE } from './routes.js';

describe('webhooks API', () => {
  let t: TestApp;
  let a: Actors;
  let rx: WebhookReceiver;
  /** a fresh endpoint in the admin's workspace, straight in the database */
  const fresh = async () => {
    const { rows } = await t.ctx.database.pool.query(
      `INSERT INTO webhooks (workspace_id, name, type, url, secret, events)
       VALUES ($1, 'Fresh', 'webhook', $2, 'whsec_test', ARRAY['property.offline']) RETURNING id`,
      [a.admin.workspaceId, rx.url],
    );
    return rows[0].id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createActors(t.ctx);
    rx = await startWebhookReceiver();
  });
  afterAll(async () => {
    await rx.close();
    await t.close();
  });

  it('route x actor: admins only, in their own workspace', async () => {
    const s = adminsOnly;
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/webhooks', expect: s(200, 200) },
      {
        method: 'POST',
        url: '/api/webhooks',
        body: { name: 'Matrix', url: 'http://127.0.0.1:9/hook' },
        expect: s(201, 201),
      },
      {
        method: 'PUT',
        url: async () => `/api/webhooks/${await fresh()}`,
        body: { enabled: false },
        expect: s(200, 404),
      },
      { method: 'DELETE', url: async () => `/api/webhooks/${await fresh()}`, expect: s(204, 404) },
      {
        method: 'POST',
        url: async () => `/api/webhooks/${await fresh()}/secret`,
        expect: s(200, 404),
      },
      {
        method: 'POST',
        url: async () => `/api/webhooks/${await fresh()}/test`,
        expect: s(200, 404),
      },
      {
        method: 'GET',
        url: async () => `/api/webhooks/${await fresh()}/deliveries`,
        expect: s(200, 404),
      },
    ]);
  });

  it('creates with defaults, shows the secret once, updates, rotates and deletes', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const created = await call(t.app, admin, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { name: ' Ops channel ', url: rx.url },
    });
    expect(created.statusCode).toBe(201);
    const hook = created.json();
    expect(hook).toEqual({
      id: expect.any(Number),
      name: 'Ops channel',
      type: 'webhook',
      url: rx.url,
      events: ['property.offline', 'property.online', 'property.timeout', 'alert.created'],
      enabled: true,
      secretHint: `…${hook.secret.slice(-4)}`,
      chatId: null,
      credentialHint: null,
      createdAt: expect.any(String),
      lastDelivery: null,
      secret: expect.stringMatching(/^whsec_/),
    });
    const updated = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/webhooks/${hook.id}`,
      payload: { type: 'slack', events: ['property.offline', 'property.offline'], enabled: false },
    });
    expect(updated.json()).toMatchObject({
      type: 'slack',
      events: ['property.offline'],
      enabled: false,
    });
    expect(updated.json().secret).toBeUndefined();

    const rotated = (
      await call(t.app, admin, { method: 'POST', url: `/api/webhooks/${hook.id}/secret` })
    ).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(hook.secret);

    expect(
      (await call(t.app, admin, { method: 'DELETE', url: `/api/webhooks/${hook.id}` })).statusCode,
    ).toBe(204);
    expect((await call(t.app, admin, { url: '/api/webhooks' })).json()).toEqual([]);
    expect(
      (await call(t.app, admin, { method: 'DELETE', url: `/api/webhooks/${hook.id}` })).statusCode,
    ).toBe(404);
    expect((await call(t.app, admin, { url: '/api/webhooks/abc/deliveries' })).statusCode).toBe(
      404,
    );
  });

  it(`at most ${MAX_WEBHOOKS_PER_WORKSPACE} endpoints per workspace, also when created in parallel`, async () => {
    const admin = await createActor(t.ctx, 'admin');
    const create = (i: number) =>
      call(t.app, admin, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { name: `Hook ${i}`, url: rx.url },
      });
    const results = await Promise.all(
      Array.from({ length: MAX_WEBHOOKS_PER_WORKSPACE + 5 }, (_, i) => create(i)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_WEBHOOKS_PER_WORKSPACE);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json()])).toEqual(
      Array(5).fill([400, { message: WEBHOOK_MSG.limitReached, code: 'validation' }]),
    );
    expect((await call(t.app, admin, { url: '/api/webhooks' })).json()).toHaveLength(
      MAX_WEBHOOKS_PER_WORKSPACE,
    );
    // Another workspace has its own allowance.
    const other = await createActor(t.ctx, 'admin');
    const theirs = await call(t.app, other, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { name: 'Theirs', url: rx.url },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it(`send-test: ${TEST_EVENTS_PER_MINUTE} a minute per workspace`, async () => {
    const admin = await createActor(t.ctx, 'admin');
    const hook = (
      await call(t.app, admin, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { name: 'Tested', url: rx.url },
      })
    ).json();
    const send = () => call(t.app, admin, { method: 'POST', url: `/api/webhooks/${hook.id}/test` });
    for (let i = 0; i < TEST_EVENTS_PER_MINUTE; i++) {
      expect((await send()).statusCode).toBe(200);
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please slow down and try again shortly.',
      code: 'rate_limited',
    });
  });
});
