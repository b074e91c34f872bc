// Browser push with real PostgreSQL (decision 028): the VAPID key pair made once and kept, a
// member's browser opting in, alerts and the test button reaching a loopback push service with a
// valid VAPID authorization, retries after a 500, a 410 dropping the subscription, and refusals.
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MSG } from '../../../contracts/push.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperties } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import {
  startFakePushService,
  type FakePushService,
} from '../../notify/test-support/fake-push-service.js';
import {
  checkNow,
  confirmAtFirstFailure,
  later,
  skipInFlight,
} from '../../notify/test-support/outage.js';

/** What a browser's PushSubscription.toJSON() gives. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

describe('browser push', () => {
  let t: TestApp;
  let push: FakePushService;
  const pool = () => t.ctx.database.pool;
  const subscribe = (a: Actor, body: object) =>
    call(t.app, a, { method: 'POST', url: '/api/push/subscriptions', payload: body });
  const mine = async (a: Actor) =>
    (await call(t.app, a, { url: '/api/push/subscriptions' })).json();
  const test = async (a: Actor, id: number) =>
    (await call(t.app, a, { method: 'POST', url: `/api/push/subscriptions/${id}/test` })).json();

  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp({ PUBLIC_URL: 'https://monitor.test' });
  });
  afterEach(() => skipInFlight(pool()));
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('makes one VAPID key pair and keeps it', async () => {
    const a = await createActor(t.ctx, 'viewer');
    const first = (await call(t.app, a, { url: '/api/push/key' })).json();
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    const again = (await call(t.app, a, { url: '/api/push/key' })).json();
    expect(again).toEqual(first);
    const rows = await pool().query(`SELECT public_key FROM vapid_keys`);
    expect(rows.rows).toEqual([{ public_key: first.publicKey }]);
  });

  it('a member opts a browser in; the test button and an offline alert reach it signed', async () => {
    const a = await createActor(t.ctx, 'admin');
    await confirmAtFirstFailure(pool(), a.workspaceId!);
    const { publicKey } = (await call(t.app, a, { url: '/api/push/key' })).json();
    const sub = browserSubscription(push.endpoint('device-1'));
    const res = await call(t.app, a, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: sub,
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      device: 'Chrome on Linux',
      createdAt: expect.any(String),
      lastDelivery: null,
    });
    // the endpoint is a capability: never answered back
    expect(JSON.stringify(await mine(a))).not.toContain(sub.endpoint);
    // subscribing the same browser again replaces it
    expect((await subscribe(a, { ...sub, device: 'Work laptop' })).statusCode).toBe(201);
    expect((await mine(a)).map((s: { device: string }) => s.device)).toEqual(['Work laptop']);

    expect(await test(a, created.id)).toMatchObject({ delivered: true, statusCode: 201 });
    expect(push.refused).toEqual([]);
    expect(push.pushes.at(-1)).toMatchObject({
      path: '/push/device-1',
      publicKey,
      claims: { aud: push.origin, sub: 'https://monitor.test' },
    });
    expect(push.pushes.at(-1)!.bytes).toBeGreaterThan(100);

    const [p] = await addProperties(t.app, a, 1, 'Cedar Flats');
    await checkNow(t.ctx, new Map([[p!.id, 'timeout' as const]]));
    push.outage(1);
    const t0 = Date.now();
    expect(await runDeliveryOnce(t.ctx, { now: new Date(t0) })).toMatchObject({ retry: 1 });
    expect(await runDeliveryOnce(t.ctx, { now: later(11, t0) })).toMatchObject({ delivered: 1 });
    expect(push.pushes.at(-1)).toMatchObject({ path: '/push/device-1', urgency: 'high' });
    const [listed] = await mine(a);
    expect(listed.lastDelivery).toMatchObject({ ok: true, error: null });
    const log = await pool().query(
      `SELECT t.ok, t.status_code FROM notification_attempts t JOIN notifications n ON n.id = t.notification_id
        WHERE n.workspace_id = $1 AND n.channel = 'push' ORDER BY t.id`,
      [a.workspaceId],
    );
    expect(log.rows).toEqual([
      { ok: true, status_code: 201 },
      { ok: false, status_code: 500 },
      { ok: true, status_code: 201 },
    ]);
  });

  it('a browser that dropped its subscription (410) is removed; turning push off removes it', async () => {
    const a = await createActor(t.ctx, 'staff');
    const gone = (await subscribe(a, browserSubscription(push.endpoint('old-phone')))).json();
    const kept = (await subscribe(a, browserSubscription(push.endpoint('laptop')))).json();
    push.expire('old-phone');
    expect(await test(a, gone.id)).toEqual({
      eventId: expect.any(String),
      delivered: false,
      statusCode: 410,
      error: 'The browser dropped this subscription (HTTP 410)',
    });
    expect((await mine(a)).map((s: { id: number }) => s.id)).toEqual([kept.id]);

    // another member cannot see, test or remove it
    const other = await createActor(t.ctx, 'admin', { workspaceId: a.workspaceId!, role: 'admin' });
    expect(await mine(other)).toEqual([]);
    const del = (who: Actor) =>
      call(t.app, who, { method: 'DELETE', url: `/api/push/subscriptions/${kept.id}` });
    expect((await del(other)).json()).toEqual({ message: PUSH_MSG.notFound, code: 'not_found' });
    expect(
      (await call(t.app, other, { method: 'POST', url: `/api/push/subscriptions/${kept.id}/test` }))
        .statusCode,
    ).toBe(404);
    expect((await del(a)).statusCode).toBe(204);
    expect(await mine(a)).toEqual([]);
  });

  it('refuses a push service the target policy refuses and malformed subscriptions', async () => {
    const a = await createActor(t.ctx, 'viewer');
    const cases: [object, string][] = [
      [
        browserSubscription('http://10.1.2.3/push/x'),
        "Push endpoint not allowed: Address 10.1.2.3 is not allowed by this installation's monitoring policy",
      ],
      [browserSubscription('ftp://127.0.0.1/push/x'), PUSH_MSG.endpointInvalid],
      [
        { endpoint: push.endpoint('x'), keys: { p256dh: 'short', auth: 'x' } },
        PUSH_MSG.keysInvalid,
      ],
      [{ endpoint: push.endpoint('x') }, PUSH_MSG.keysInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(a, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await mine(a)).toEqual([]);
    expect((await t.app.inject({ url: '/api/push/key' })).statusCode).toBe(401);
  });
});
