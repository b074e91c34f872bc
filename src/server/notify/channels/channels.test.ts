// Telegram, Discord, PagerDuty and ntfy end to end (decision 028): endpoints saved through the API,
// real alerts from a scheduler pass, the delivery worker with a chosen clock, and a loopback fake
// of each service answering as the service documents.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MSG, type CreateWebhookBody } from '../../../contracts/webhooks.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperties } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runDeliveryOnce } from '../run-delivery.js';
import { startFakeDiscord, type FakeDiscord } from '../test-support/fake-discord.js';
import { startFakeNtfy, type FakeNtfy } from '../test-support/fake-ntfy.js';
import {
  PAGERDUTY_TEST_KEY,
  startFakePagerDuty,
  type FakePagerDuty,
} from '../test-support/fake-pagerduty.js';
import {
  startFakeTelegram,
  TELEGRAM_TEST,
  type FakeTelegram,
} from '../test-support/fake-telegram.js';
import { checkNow, confirmAtFirstFailure, later, skipInFlight } from '../test-support/outage.js';

describe('more channels', () => {
  let t: TestApp;
  let telegram: FakeTelegram;
  let pagerduty: FakePagerDuty;
  let discord: FakeDiscord;
  let ntfy: FakeNtfy;
  const pool = () => t.ctx.database.pool;

  const admin = async () => {
    const a = await createActor(t.ctx, 'admin');
    await confirmAtFirstFailure(pool(), a.workspaceId!);
    return a;
  };
  const post = (a: Actor, payload: CreateWebhookBody | Record<string, unknown>) =>
    call(t.app, a, { method: 'POST', url: '/api/webhooks', payload });
  const create = async (a: Actor, payload: CreateWebhookBody) => {
    const res = await post(a, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; secret: string };
  };
  const list = async (a: Actor) => (await call(t.app, a, { url: '/api/webhooks' })).json();
  const test = async (a: Actor, id: number) =>
    (await call(t.app, a, { method: 'POST', url: `/api/webhooks/${id}/test` })).json();
  const deliveries = async (a: Actor, id: number) =>
    (await call(t.app, a, { url: `/api/webhooks/${id}/deliveries` })).json();
  const setStatus = (ids: number[], outcome: 'timeout' | 'up') =>
    checkNow(t.ctx, new Map(ids.map((id) => [id, outcome])));
  const deliver = (at = new Date()) => runDeliveryOnce(t.ctx, { now: at });

  beforeAll(async () => {
    [telegram, pagerduty, discord, ntfy] = await Promise.all([
      startFakeTelegram(),
      startFakePagerDuty(),
      startFakeDiscord(),
      startFakeNtfy(true),
    ]);
    t = await createTestApp({
      PUBLIC_URL: 'https://monitor.test',
      TELEGRAM_API_URL: telegram.url,
      PAGERDUTY_EVENTS_URL: pagerduty.url,
    });
  });
  afterEach(() => skipInFlight(pool()));
  afterAll(async () => {
    await t.close();
    await Promise.all([telegram, pagerduty, discord, ntfy].map((f) => f.close()));
  });

  it('Telegram: the bot token is never shown again; test and offline messages reach the chat', async () => {
    const a = await admin();
    const hook = await create(a, {
      name: 'On-call chat',
      type: 'telegram',
      botToken: TELEGRAM_TEST.token,
      chatId: TELEGRAM_TEST.chatId,
      events: ['property.offline', 'property.online'],
    });
    const listed = await list(a);
    expect(JSON.stringify(listed)).not.toContain(TELEGRAM_TEST.token);
    expect(listed[0]).toMatchObject({
      type: 'telegram',
      url: '',
      chatId: TELEGRAM_TEST.chatId,
      credentialHint: `…${TELEGRAM_TEST.token.slice(-4)}`,
    });

    expect(await test(a, hook.id)).toMatchObject({ delivered: true, statusCode: 200 });
    expect(telegram.sent.at(-1)).toEqual({
      chat_id: TELEGRAM_TEST.chatId,
      parse_mode: 'HTML',
      text: expect.stringContaining('<b>Test event from Property Monitor</b>'),
    });

    const [p] = await addProperties(t.app, a, 1, 'Elm & <Court>');
    await setStatus([p!.id], 'timeout');
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const text = telegram.sent.at(-1)!.text;
    expect(text).toContain(
      `🔴 <b>${p!.name.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')} is offline</b>`,
    );
    expect(text).toContain(`<a href="https://monitor.test/properties/${p!.id}">`);
    // a PUT without the token keeps it
    const put = await call(t.app, a, {
      method: 'PUT',
      url: `/api/webhooks/${hook.id}`,
      payload: { name: 'Renamed' },
    });
    expect(put.statusCode).toBe(200);
    expect(await test(a, hook.id)).toMatchObject({ delivered: true });
    const log = await deliveries(a, hook.id);
    expect(log).toHaveLength(3);
    expect(log.every((d: { ok: boolean }) => d.ok)).toBe(true);
  });

  it('Discord: the webhook URL is masked after saving; retried with back-off after a 500', async () => {
    const a = await admin();
    const hook = await create(a, {
      name: 'Discord ops',
      type: 'discord',
      url: discord.url,
      events: ['property.offline'],
    });
    const listed = await list(a);
    expect(JSON.stringify(listed)).not.toContain(discord.token);
    expect(listed[0].url).toBe(
      `${discord.origin}/api/webhooks/1234567890/…${discord.token.slice(-4)}`,
    );
    expect(await test(a, hook.id)).toMatchObject({ delivered: true, statusCode: 204 });

    const [p] = await addProperties(t.app, a, 1, 'Oak Lofts');
    discord.outage(1);
    await setStatus([p!.id], 'timeout');
    const t0 = Date.now();
    expect(await deliver(new Date(t0))).toMatchObject({ retry: 1 });
    expect(await deliver(later(9, t0))).toMatchObject({ retry: 0, delivered: 0 });
    expect(await deliver(later(11, t0))).toMatchObject({ delivered: 1 });
    expect(discord.messages.at(-1)).toEqual({
      username: 'Property Monitor',
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: `🔴 ${p!.name} is offline`,
          description: expect.stringContaining(p!.name),
          color: 0xd32f2f,
          timestamp: expect.any(String),
          url: `https://monitor.test/properties/${p!.id}`,
          fields: [{ name: 'Address', value: expect.any(String) }],
        },
      ],
    });
    const log = await deliveries(a, hook.id);
    expect(log.map((d: { ok: boolean; statusCode: number }) => [d.ok, d.statusCode])).toEqual(
      [
        [true, 204],
        [false, 500],
        [true, 204],
      ].reverse(),
    );
  });

  it('PagerDuty: an outage triggers and its recovery resolves, with one dedup key', async () => {
    const a = await admin();
    const hook = await create(a, {
      name: 'PagerDuty',
      type: 'pagerduty',
      routingKey: PAGERDUTY_TEST_KEY,
      events: ['property.offline', 'property.online'],
    });
    expect(JSON.stringify(await list(a))).not.toContain(PAGERDUTY_TEST_KEY);
    expect(await test(a, hook.id)).toMatchObject({ delivered: true, statusCode: 202 });
    expect(pagerduty.events.at(-1)).toMatchObject({
      routing_key: PAGERDUTY_TEST_KEY,
      event_action: 'trigger',
      payload: { severity: 'info', source: 'Property Monitor' },
    });

    const [p] = await addProperties(t.app, a, 1, 'Pine House');
    const before = pagerduty.events.length;
    await setStatus([p!.id], 'timeout');
    expect(await deliver()).toMatchObject({ delivered: 1 });
    await setStatus([p!.id], 'up');
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const [trigger, resolve] = pagerduty.events.slice(before);
    expect(trigger).toMatchObject({
      routing_key: PAGERDUTY_TEST_KEY,
      event_action: 'trigger',
      dedup_key: expect.stringMatching(new RegExp(`^property-${p!.id}-outage-`)),
      payload: {
        summary: expect.stringContaining(`${p!.name} is offline`),
        severity: 'critical',
        component: p!.name,
      },
      client_url: `https://monitor.test/properties/${p!.id}`,
    });
    expect(resolve).toEqual({
      routing_key: PAGERDUTY_TEST_KEY,
      event_action: 'resolve',
      dedup_key: trigger!.dedup_key,
    });
    expect(pagerduty.incidents.get(trigger!.dedup_key!)).toBe('resolved');

    // the next outage is another PagerDuty incident
    await setStatus([p!.id], 'timeout');
    await deliver();
    expect(pagerduty.events.at(-1)!.dedup_key).not.toBe(trigger!.dedup_key);
  });

  it('ntfy: a protected topic gets the message with the Bearer token', async () => {
    const a = await admin();
    const hook = await create(a, {
      name: 'Phone',
      type: 'ntfy',
      url: ntfy.topicUrl,
      accessToken: ntfy.token,
      events: ['property.offline'],
    });
    const listed = await list(a);
    expect(JSON.stringify(listed)).not.toContain(ntfy.token);
    expect(listed[0]).toMatchObject({ url: ntfy.topicUrl, credentialHint: '…cdef' });
    expect(await test(a, hook.id)).toMatchObject({ delivered: true, statusCode: 200 });
    const [p] = await addProperties(t.app, a, 1, 'Birch Row');
    await setStatus([p!.id], 'timeout');
    expect(await deliver()).toMatchObject({ delivered: 1 });
    expect(ntfy.messages.at(-1)).toEqual({
      topic: 'property-alerts',
      title: `${p!.name} is offline`,
      message: expect.stringContaining(p!.name),
      priority: 5,
      tags: ['red_circle'],
      click: `https://monitor.test/properties/${p!.id}`,
    });
    expect(ntfy.requests.at(-1)!.headers.authorization).toBe(`Bearer ${ntfy.token}`);
    // without the token the protected topic refuses: the test button says so
    await call(t.app, a, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { name: 'No token', type: 'ntfy', url: ntfy.topicUrl },
    }).then(async (r) => {
      expect(await test(a, r.json().id)).toMatchObject({ delivered: false, statusCode: 403 });
    });
  });

  it('refuses bad keys, missing fields and URLs the target policy refuses, changing nothing', async () => {
    const a = await admin();
    const refusals: [Record<string, unknown>, string][] = [
      [
        { type: 'telegram', botToken: '12345:short', chatId: '42' },
        WEBHOOK_MSG.telegramTokenInvalid,
      ],
      [{ type: 'telegram', botToken: TELEGRAM_TEST.token }, WEBHOOK_MSG.telegramChatInvalid],
      [
        { type: 'telegram', botToken: TELEGRAM_TEST.token, chatId: 'my chat' },
        WEBHOOK_MSG.telegramChatInvalid,
      ],
      [{ type: 'pagerduty', routingKey: 'R0UTINGKEY' }, WEBHOOK_MSG.pagerdutyKeyInvalid],
      [{ type: 'pagerduty' }, WEBHOOK_MSG.pagerdutyKeyInvalid],
      [{ type: 'discord' }, WEBHOOK_MSG.urlInvalid],
      [
        { type: 'ntfy', url: ntfy.topicUrl, accessToken: 'has space' },
        WEBHOOK_MSG.ntfyTokenInvalid,
      ],
      [
        { type: 'discord', url: 'http://10.1.2.3/api/webhooks/1/x' },
        "Webhook URL not allowed: Address 10.1.2.3 is not allowed by this installation's monitoring policy",
      ],
      [
        { type: 'ntfy', url: 'http://192.168.1.5/alerts' },
        "Webhook URL not allowed: Address 192.168.1.5 is not allowed by this installation's monitoring policy",
      ],
    ];
    for (const [body, message] of refusals) {
      const res = await post(a, { name: 'Bad', ...body });
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await list(a)).toEqual([]);

    const hook = await create(a, {
      name: 'PD',
      type: 'pagerduty',
      routingKey: PAGERDUTY_TEST_KEY,
    });
    const put = (payload: Record<string, unknown>) =>
      call(t.app, a, { method: 'PUT', url: `/api/webhooks/${hook.id}`, payload });
    let res = await put({ routingKey: 'nope' });
    expect([res.statusCode, res.json().message]).toEqual([400, WEBHOOK_MSG.pagerdutyKeyInvalid]);
    // another kind needs its own fields
    res = await put({ type: 'telegram', chatId: '42' });
    expect([res.statusCode, res.json().message]).toEqual([400, WEBHOOK_MSG.telegramTokenInvalid]);
    res = await put({ type: 'ntfy', url: 'http://10.0.0.9/x' });
    expect(res.statusCode).toBe(400);
    expect((await list(a))[0]).toMatchObject({
      type: 'pagerduty',
      url: '',
      credentialHint: `…${PAGERDUTY_TEST_KEY.slice(-4)}`,
    });
  });
});
