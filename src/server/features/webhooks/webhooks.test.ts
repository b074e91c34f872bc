import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import {
  adminsOnly,
  call,
  createActor,
  createActors,
  expectMatrix,
  type Actors,
} from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
});
