// Webhooks end to end: endpoints registered through the API, real alerts from a scheduler pass,
// the delivery worker driven with a chosen clock, receivers on 127.0.0.1.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { runDeliveryOnce } from './run-delivery.js';
import type { CreateWebhookBody } from '../../contracts/webhooks.js';
import { addProperties, addWebhook } from '../test/factories.js';
import { checkNow, confirmAtFirstFailure, later, skipInFlight } from './test-support/outage.js';
import {
  startWebhookReceiver,
  type ReceivedRequest,
  type WebhookReceiver,
} from '../test/webhook-receiver.js';
import { verifySignature } from './webhook-signature.js';

describe('webhooks', () => {
  let t: TestApp;
  const receivers: WebhookReceiver[] = [];
  const pool = () => t.ctx.database.pool;
  /** Whether the product's own verifier accepts `req` as signed with `secret`, now. */
  const verifies = (secret: string, req: ReceivedRequest) =>
    verifySignature({
      secret,
      body: req.body,
      header: String(req.headers['x-monitor-signature']),
      nowSeconds: Math.floor(Date.now() / 1000),
    });
  const receiver = async (path?: string, port?: number) => {
    const r = await startWebhookReceiver(path, port);
    receivers.push(r);
    return r;
  };
  const register = (actor: Actor, body: CreateWebhookBody) => addWebhook(t.app, actor, body);
  const admin = async () => {
    const a = await createActor(t.ctx, 'admin');
    await confirmAtFirstFailure(pool(), a.workspaceId!);
    return a;
  };
  const goOffline = (ids: number[]) =>
    checkNow(t.ctx, new Map(ids.map((id) => [id, 'timeout' as const])));
  const deliver = (at = new Date()) => runDeliveryOnce(t.ctx, { now: at });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://monitor.test' });
  });
  afterEach(async () => {
    await skipInFlight(pool());
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });
  afterAll(() => t.close());

  it('delivers a signed JSON payload that the receiver can verify', async () => {
    const a = await admin();
    const rx = await receiver();
    const hook = await register(a, {
      name: 'Ops',
      url: rx.url,
      events: ['property.offline', 'property.online'],
    });
    expect(hook.secret).toMatch(/^whsec_[\w-]{32}$/);
    const listed = (await call(t.app, a, { url: '/api/webhooks' })).json();
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
    expect(listed[0].secretHint).toBe(`…${hook.secret.slice(-4)}`);

    const [p] = await addProperties(t.app, a, 1, 'Elm Court');
    await goOffline([p!.id]);
    // webhooks are not held for grouping: they go out on the next pass
    expect(await deliver()).toMatchObject({ delivered: 1 });
    expect(rx.received).toHaveLength(1);
    const req = rx.received[0]!;
    expect(req.headers['content-type']).toBe('application/json');
    expect(verifies(hook.secret, req)).toBe(true);
    expect(verifies('whsec_wrong', req)).toBe(false);
    expect(String(req.headers['x-monitor-signature'])).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    const body = JSON.parse(req.body);
    expect(body).toEqual({
      id: req.headers['x-monitor-event-id'],
      type: 'property.offline',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      property: { id: p!.id, name: p!.name, address: p!.address, status: 'offline' },
      alert: {
        id: expect.any(Number),
        type: 'offline',
        message: expect.stringContaining('offline'),
      },
      url: `https://monitor.test/properties/${p!.id}`,
    });
    expect(req.headers['x-monitor-event-type']).toBe('property.offline');
    const deliveries = (
      await call(t.app, a, { url: `/api/webhooks/${hook.id}/deliveries` })
    ).json();
    expect(deliveries).toEqual([
      expect.objectContaining({
        eventId: body.id,
        eventType: 'property.offline',
        attempt: 1,
        ok: true,
        statusCode: 200,
        error: null,
        status: 'delivered',
      }),
    ]);
  });

  it('retries a receiver answering 500 with back-off, with the same event id and body', async () => {
    const a = await admin();
    const rx = await receiver();
    const hook = await register(a, { name: 'Flaky', url: rx.url, events: ['property.offline'] });
    const [p] = await addProperties(t.app, a, 1);
    rx.answerWith(500);
    await goOffline([p!.id]);
    const t0 = Date.now();
    expect(await deliver(new Date(t0))).toMatchObject({ retry: 1 });
    expect(rx.received).toHaveLength(1);
    // not due before the back-off has passed
    expect(await deliver(later(9, t0))).toMatchObject({ retry: 0, delivered: 0 });
    expect(rx.received).toHaveLength(1);
    expect(await deliver(later(11, t0))).toMatchObject({ retry: 1 });
    expect(rx.received).toHaveLength(2);
    // second back-off is 20 s
    expect(await deliver(later(30, t0))).toMatchObject({ retry: 0, delivered: 0 });
    rx.answerWith(200);
    expect(await deliver(later(32, t0))).toMatchObject({ delivered: 1 });
    expect(rx.received).toHaveLength(3);
    const ids = new Set(rx.received.map((r) => r.headers['x-monitor-event-id']));
    expect(ids.size).toBe(1);
    expect(new Set(rx.received.map((r) => r.body)).size).toBe(1);
    expect(rx.received.map((r) => r.headers['x-monitor-delivery-attempt'])).toEqual([
      '1',
      '2',
      '3',
    ]);

    const log = (await call(t.app, a, { url: `/api/webhooks/${hook.id}/deliveries` })).json();
    expect(log.map((d: { statusCode: number; ok: boolean }) => [d.statusCode, d.ok])).toEqual([
      [200, true],
      [500, false],
      [500, false],
    ]);
    const listed = (await call(t.app, a, { url: '/api/webhooks' })).json();
    expect(listed[0].lastDelivery).toMatchObject({ ok: true, statusCode: 200 });
  });

  it('loses nothing while a receiver is down for more than 10 minutes', async () => {
    const a = await admin();
    const rx = await receiver();
    const port = Number(new URL(rx.url).port);
    await register(a, { name: 'Down a while', url: rx.url, events: ['property.offline'] });
    const [p] = await addProperties(t.app, a, 1);
    await rx.close();
    await goOffline([p!.id]);
    const t0 = Date.now();
    let at = new Date(t0);
    // follow the back-off schedule for 12 minutes of (simulated) time: every try is refused
    for (let i = 0; i < 20 && at.getTime() - t0 < 12 * 60_000; i++) {
      expect(await deliver(at)).toMatchObject({ retry: 1, failed: 0 });
      const { rows } = await pool().query(
        `SELECT next_attempt_at FROM notifications WHERE workspace_id = $1 AND channel = 'webhook'`,
        [a.workspaceId],
      );
      at = new Date(rows[0].next_attempt_at.getTime() + 1000);
    }
    expect(at.getTime() - t0).toBeGreaterThan(10 * 60_000);
    const back = await receiver('/hook', port);
    expect(await deliver(at)).toMatchObject({ delivered: 1 });
    expect(back.received).toHaveLength(1);
    expect(JSON.parse(back.received[0]!.body).property.id).toBe(p!.id);
  });

  it('sends nothing to a disabled endpoint, and only the events an endpoint subscribed to', async () => {
    const a = await admin();
    const off = await receiver('/off');
    const created = await receiver('/created');
    const hook = await register(a, { name: 'Off', url: off.url, events: ['property.offline'] });
    const disabled = await call(t.app, a, {
      method: 'PUT',
      url: `/api/webhooks/${hook.id}`,
      payload: { enabled: false },
    });
    expect(disabled.json()).toMatchObject({ enabled: false });
    await register(a, { name: 'Created only', url: created.url, events: ['alert.created'] });
    const [p] = await addProperties(t.app, a, 1);
    await goOffline([p!.id]);
    await checkNow(t.ctx, new Map([[p!.id, 'up' as const]]));
    await deliver();
    expect(off.received).toHaveLength(0);
    expect(created.received.map((r) => JSON.parse(r.body).type)).toEqual([
      'alert.created',
      'alert.created',
    ]);
    expect(created.received.map((r) => JSON.parse(r.body).alert.type)).toEqual([
      'offline',
      'online',
    ]);
    // disabled after the event was queued: skipped, not sent
    await call(t.app, a, {
      method: 'PUT',
      url: `/api/webhooks/${hook.id}`,
      payload: { enabled: true },
    });
    const [q] = await addProperties(t.app, a, 1);
    await goOffline([q!.id]);
    await call(t.app, a, {
      method: 'PUT',
      url: `/api/webhooks/${hook.id}`,
      payload: { enabled: false },
    });
    await deliver();
    expect(off.received).toHaveLength(0);
    const { rows } = await pool().query(
      `SELECT status, last_error FROM notifications WHERE webhook_id = $1`,
      [hook.id],
    );
    expect(rows).toEqual([{ status: 'skipped', last_error: 'Endpoint disabled' }]);
  });

  it('formats messages for Slack and Microsoft Teams incoming webhooks', async () => {
    const a = await admin();
    const slack = await receiver('/services/T000/B000/XXXX');
    const teams = await receiver('/webhookb2/abc');
    await register(a, {
      name: 'Slack',
      type: 'slack',
      url: slack.url,
      events: ['property.offline'],
    });
    await register(a, {
      name: 'Teams',
      type: 'teams',
      url: teams.url,
      events: ['property.offline'],
    });
    const [p] = await addProperties(t.app, a, 1, 'Birch <&> Hall');
    await goOffline([p!.id]);
    expect(await deliver()).toMatchObject({ delivered: 2 });
    const s = JSON.parse(slack.received[0]!.body);
    // Slack reads `text` as mrkdwn too: the name's <&> arrive escaped there as well.
    expect(s.text).toContain(`${p!.name.replace('<&>', '&lt;&amp;&gt;')} is offline`);
    expect(s.blocks[0]).toEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: expect.stringContaining('Birch &lt;&amp;&gt; Hall') },
    });
    expect(JSON.stringify(s.blocks[1])).toContain(`<https://monitor.test/properties/${p!.id}|`);
    const m = JSON.parse(teams.received[0]!.body);
    expect(m).toMatchObject({
      '@type': 'MessageCard',
      title: `${p!.name.replace('<&>', '&lt;&amp;&gt;')} is offline`,
      text: expect.stringContaining(p!.address),
      potentialAction: [
        {
          '@type': 'OpenUri',
          targets: [{ os: 'default', uri: `https://monitor.test/properties/${p!.id}` }],
        },
      ],
    });
  });

  it('"send test event" tries once at once and reports the result', async () => {
    const a = await admin();
    const rx = await receiver();
    const hook = await register(a, { name: 'Try me', url: rx.url, enabled: false });
    const ok = await call(t.app, a, { method: 'POST', url: `/api/webhooks/${hook.id}/test` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      eventId: expect.any(String),
      delivered: true,
      statusCode: 200,
      error: null,
    });
    const req = rx.received[0]!;
    expect(JSON.parse(req.body)).toMatchObject({ id: ok.json().eventId, type: 'webhook.test' });
    expect(verifies(hook.secret, req)).toBe(true);
    rx.answerWith(503);
    const bad = (
      await call(t.app, a, { method: 'POST', url: `/api/webhooks/${hook.id}/test` })
    ).json();
    expect(bad).toMatchObject({ delivered: false, statusCode: 503, error: 'HTTP 503' });
    // a test event is not retried
    await deliver(later(3600));
    expect(rx.received).toHaveLength(2);
    const log = (await call(t.app, a, { url: '/api/notifications/log' })).json();
    expect(log.map((e: { status: string; eventType: string }) => [e.eventType, e.status])).toEqual([
      ['webhook.test', 'failed'],
      ['webhook.test', 'delivered'],
    ]);
  });

  it('gives up after the attempt limit and queues a system mail for the admins', async () => {
    const a = await admin();
    const rx = await receiver();
    rx.answerWith(500);
    const hook = await register(a, { name: 'Broken', url: rx.url, events: ['property.offline'] });
    const [p] = await addProperties(t.app, a, 1);
    await goOffline([p!.id]);
    let at = new Date();
    for (let i = 0; i < t.ctx.config.notify.maxAttempts; i++) {
      await deliver(at);
      const { rows } = await pool().query(
        `SELECT next_attempt_at FROM notifications WHERE webhook_id = $1`,
        [hook.id],
      );
      at = new Date(rows[0].next_attempt_at.getTime() + 1000);
    }
    expect(rx.received).toHaveLength(t.ctx.config.notify.maxAttempts);
    await deliver(at); // the system mail queued by the last failure
    const { rows } = await pool().query(
      `SELECT event_type, status, last_error, last_status_code FROM notifications WHERE workspace_id = $1 ORDER BY id`,
      [a.workspaceId],
    );
    expect(rows).toEqual([
      {
        event_type: 'property.offline',
        status: 'skipped',
        last_error: 'SMTP is not configured',
        last_status_code: null,
      },
      {
        event_type: 'property.offline',
        status: 'failed',
        last_error: 'HTTP 500',
        last_status_code: 500,
      },
      // no SMTP in this app: the system mail is recorded, not sent
      {
        event_type: 'system.webhook_failed',
        status: 'skipped',
        last_error: 'SMTP is not configured',
        last_status_code: null,
      },
    ]);
  });

  it('refuses URLs the target policy does not allow, and malformed ones', async () => {
    const a = await admin();
    const post = (body: Record<string, unknown>) =>
      call(t.app, a, { method: 'POST', url: '/api/webhooks', payload: body });
    let res = await post({ name: 'Private', url: 'http://10.1.2.3/hook' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Webhook URL not allowed: Address 10.1.2.3 is not allowed by this installation's monitoring policy",
    );
    res = await post({ name: 'FTP', url: 'ftp://127.0.0.1/x' });
    expect(res.json()).toEqual({
      message: 'Please enter a valid http:// or https:// URL',
      code: 'validation',
    });
    res = await post({ name: 'v6', url: 'http://[::1]:8080/x' });
    expect(res.json().message).toMatch(/not an IPv4 address/);
    res = await post({ name: '', url: 'http://127.0.0.1/x' });
    expect(res.json()).toEqual({ message: 'Name is required', code: 'validation' });
    res = await post({ name: 'No events', url: 'http://127.0.0.1/x', events: [] });
    expect(res.json()).toEqual({ message: 'Choose at least one event', code: 'validation' });
    res = await post({ name: 'Bad type', url: 'http://127.0.0.1/x', type: 'pager' });
    expect(res.json()).toEqual({
      message: 'Type must be webhook, slack, teams, discord, ntfy, telegram or pagerduty',
      code: 'validation',
    });
  });
});

describe('webhooks on a hosted installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HOSTED: 'true', MONITOR_ALLOW: '' });
  });
  afterAll(() => t.close());

  it('refuses loopback and private targets', async () => {
    const a = await createActor(t.ctx, 'admin');
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://192.168.1.10/x',
      'http://169.254.169.254/',
    ]) {
      const res = await call(t.app, a, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { name: 'Inside', url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^Webhook URL not allowed: Address .* is not allowed/);
    }
    // a host name is refused by its name: the address it resolves to is not told
    const named = await call(t.app, a, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { name: 'Named', url: 'http://localhost:9/hook' },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toEqual({
      message:
        "Webhook URL not allowed: localhost resolves to an address this installation's monitoring policy does not allow",
      code: 'validation',
    });
  });
});
