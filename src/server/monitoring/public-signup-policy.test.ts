// An installation whose sign-up is open to the public must not let a stranger who signs up
// probe the operator's network or aim webhooks at it. Only loopback addresses are used here:
// with the allow list emptied, loopback is what the hosted policy refuses.
import { afterAll, describe, expect, it } from 'vitest';
import { call, createActor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const PUBLIC = { PUBLIC_URL: 'https://monitor.example.com', MONITOR_ALLOW: '' };
const property = {
  name: 'Internal',
  address: 'Server room',
  ipAddress: '127.0.0.5',
  type: 'commercial',
  permissionConfirmed: true,
};

describe('public sign-up: the hosted target policy applies', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const open = async (env: Record<string, string>) => {
    const t = await createTestApp(env);
    apps.push(t);
    const admin = await createActor(t.ctx, 'admin');
    const addInternal = () =>
      call(t.app, admin, { method: 'POST', url: '/api/properties', payload: property });
    return { t, admin, addInternal };
  };

  it('refuses a loopback property and a loopback webhook, storing nothing', async () => {
    const { t, admin, addInternal } = await open(PUBLIC);
    const created = await addInternal();
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      message: "Address 127.0.0.5 is not allowed by this installation's monitoring policy",
      code: 'validation',
    });
    const hook = await call(t.app, admin, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { name: 'Internal', url: 'http://127.0.0.1:9/hook' },
    });
    expect(hook.statusCode).toBe(400);
    expect(hook.json().message).toBe(
      "Webhook URL not allowed: Address 127.0.0.1 is not allowed by this installation's monitoring policy",
    );
    const { rows } = await t.ctx.database.pool.query(
      'SELECT (SELECT count(*) FROM properties)::int AS p, (SELECT count(*) FROM webhooks)::int AS w',
    );
    expect(rows[0]).toEqual({ p: 0, w: 0 });
  });

  it('ALLOW_PRIVATE_TARGETS=true, or closed sign-up, lets the same property in', async () => {
    for (const env of [
      { ...PUBLIC, ALLOW_PRIVATE_TARGETS: 'true' },
      { ...PUBLIC, ALLOW_SIGNUP: 'false' },
    ]) {
      const { addInternal } = await open(env);
      const created = await addInternal();
      expect(created.statusCode, JSON.stringify(env)).toBe(201);
    }
  });
});
