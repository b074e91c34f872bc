// Alert SMS end to end: real alerts from a scheduler pass, the outbox grouping one member's alerts
// into one message, a fake of Twilio's API on loopback receiving them; the daily cap, the provider
// down for a while (nothing lost), no provider and a plan without SMS (skipped, with the reason).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ackToken } from '../ack-link.js';
import { runDeliveryOnce } from '../run-delivery.js';
import { startFakeTwilio, twilioEnv, type FakeTwilio } from '../test-support/fake-twilio.js';
import { addProperties } from '../../test/factories.js';
import { checkNow, confirmAtFirstFailure, later, skipInFlight } from '../test-support/outage.js';
import { SMS_NOT_CONFIGURED, smsCapReason, smsPlanReason } from './form-sms-digests.js';

const CAP = 3;
let phoneSeq = 0;

describe('alert SMS through the outbox', () => {
  let twilio: FakeTwilio;
  let t: TestApp;
  const pool = () => t.ctx.database.pool;
  const deliver = (at: Date) => runDeliveryOnce(t.ctx, { now: at });
  const sms = (phone: string) => twilio.messages.filter((m) => m.to === phone);

  /** A member with a phone verified through the fake, SMS on for the given alert types. */
  async function smsMember(actor: Actor, alertTypes = ['offline', 'online']): Promise<string> {
    const phone = `+1555${String(++phoneSeq).padStart(7, '0')}`;
    const sent = await call(t.app, actor, {
      method: 'POST',
      url: '/api/settings/phone',
      payload: { phoneNumber: phone },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = /\b(\d{6})\b/.exec(twilio.lastTo(phone)!.body)![1]!;
    const ok = await call(t.app, actor, {
      method: 'POST',
      url: '/api/settings/phone/verify',
      payload: { code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const on = await call(t.app, actor, {
      method: 'PUT',
      url: '/api/settings/alerts',
      payload: { smsAlerts: true, alertTypes },
    });
    expect(on.statusCode, on.body).toBe(200);
    return phone;
  }

  const workspace = async () => {
    const admin = await createActor(t.ctx, 'admin');
    await confirmAtFirstFailure(pool(), admin.workspaceId!);
    return admin;
  };
  const outcome = (ids: number[], o: 'timeout' | 'up') =>
    checkNow(t.ctx, new Map(ids.map((id) => [id, o])));

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    t = await createTestApp({
      ...twilioEnv(twilio),
      SMS_DAILY_CAP: String(CAP),
      PUBLIC_URL: 'https://monitor.test',
    });
  });
  afterEach(async () => {
    await skipInFlight(pool());
    twilio.messages.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('groups an area outage into one SMS per member, only to members who turned SMS on', async () => {
    const admin = await workspace();
    const ws = admin.workspaceId!;
    const staff = await createActor(t.ctx, 'staff', { workspaceId: ws, role: 'staff' });
    const viewer = await createActor(t.ctx, 'viewer', { workspaceId: ws, role: 'viewer' });
    const adminPhone = await smsMember(admin);
    const staffPhone = await smsMember(staff);
    await smsMember(viewer);
    await call(t.app, viewer, {
      method: 'PUT',
      url: '/api/settings/alerts',
      payload: { smsAlerts: false },
    });
    twilio.messages.length = 0;

    const props = await addProperties(t.app, admin, 20, 'Marina');
    await outcome(
      props.slice(0, 12).map((p) => p.id),
      'timeout',
    );
    await outcome(
      props.slice(12).map((p) => p.id),
      'timeout',
    );
    expect((await deliver(new Date())).delivered).toBe(0); // within the grouping window
    const s = await deliver(later(61));
    expect(s).toMatchObject({ delivered: 2, failed: 0 });
    expect(twilio.messages.map((m) => m.to).sort()).toEqual([adminPhone, staffPhone].sort());
    const body = sms(adminPhone)[0]!.body;
    expect(body).toMatch(
      /^Property Monitor, .+: 20 alerts \(20 offline\): Marina \d+, Marina \d+, Marina \d+ and 17 more\. https:\/\/monitor\.test\/alerts$/,
    );
    expect(body.length).toBeLessThanOrEqual(320);

    const log = (await call(t.app, admin, { url: '/api/notifications/log' })).json() as Array<{
      channel: string;
      status: string;
      recipient: string;
      summary: string;
    }>;
    const texts = log.filter((e) => e.channel === 'sms');
    expect(texts).toHaveLength(2);
    expect(
      texts.every(
        (e) => e.status === 'delivered' && e.summary === 'Alert SMS: 20 alerts (20 offline)',
      ),
    ).toBe(true);
    expect(texts.map((e) => e.recipient).sort()).toEqual(
      [adminPhone, staffPhone].map((p) => `${p.slice(0, 3)}•••${p.slice(-3)}`).sort(),
    );
    // an SMS is not an e-mail: the alerts' emailSent marker stays as it was
    const alerts = (await call(t.app, admin, { url: '/api/alerts' })).json() as Array<{
      emailSent: boolean;
    }>;
    expect(alerts.some((a) => a.emailSent)).toBe(false);

    // nothing goes out twice
    await deliver(later(4000));
    expect(twilio.messages).toHaveLength(2);
  });

  it("sends one alert as its own message with the property and its incident's acknowledgement link; only the chosen types", async () => {
    const admin = await workspace();
    const phone = await smsMember(admin, ['offline']);
    twilio.messages.length = 0;
    const [p] = await addProperties(t.app, admin, 1, 'Lighthouse');
    await outcome([p!.id], 'timeout');
    await deliver(later(61));
    const { rows } = await pool().query('SELECT id FROM tracked_incidents WHERE property_id = $1', [
      p!.id,
    ]);
    const incident = Number(rows[0].id);
    // the link acknowledges the outage's incident (decision 032); its page links the property
    expect(sms(phone).map((m) => m.body)).toEqual([
      `Property Monitor: ${p!.name} (${p!.address}) is OFFLINE. https://monitor.test/incidents/${incident}/acknowledge?t=${ackToken(t.ctx.config, incident, 'sms')}`,
    ]);
    await outcome([p!.id], 'up'); // back online: not a type this member chose
    await deliver(later(200));
    expect(sms(phone)).toHaveLength(1);
  });

  it(`stops at ${CAP} alert SMS per member in 24 hours, recording the rest as skipped`, async () => {
    const admin = await workspace();
    const phone = await smsMember(admin);
    twilio.messages.length = 0;
    const [p] = await addProperties(t.app, admin, 1, 'Flicker');
    const t0 = Date.now();
    for (let i = 0; i < CAP + 1; i++) {
      await outcome([p!.id], i % 2 === 0 ? 'timeout' : 'up');
      await deliver(later(61 + i * 120, t0));
    }
    expect(sms(phone)).toHaveLength(CAP);
    const skipped = await pool().query(
      `SELECT last_error FROM notifications WHERE workspace_id = $1 AND channel = 'sms' AND status = 'skipped'`,
      [admin.workspaceId],
    );
    expect(skipped.rows).toEqual([{ last_error: smsCapReason(CAP) }]);
    // a day later the member hears again
    await outcome([p!.id], 'timeout');
    await deliver(later(25 * 3600, t0));
    expect(sms(phone)).toHaveLength(CAP + 1);
  });

  it('keeps retrying while the provider answers 503, then delivers once: nothing lost', async () => {
    const admin = await workspace();
    const phone = await smsMember(admin);
    twilio.messages.length = 0;
    const [p] = await addProperties(t.app, admin, 1, 'Storm');
    await outcome([p!.id], 'timeout');
    twilio.outage(3);
    const t0 = Date.now();
    const digest = async () =>
      (
        await pool().query(
          `SELECT id, status, attempts, last_error, last_status_code, next_attempt_at FROM notifications
            WHERE workspace_id = $1 AND event_type = 'alert.sms'`,
          [admin.workspaceId],
        )
      ).rows[0];
    expect(await deliver(later(61, t0))).toMatchObject({ retry: 1, delivered: 0 });
    let d = await digest();
    expect(d).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 503 });
    expect(d.last_error).toBe('SMS provider answered 503: Service Unavailable (code 20503)');
    expect(d.next_attempt_at.getTime()).toBe(later(71, t0).getTime()); // +10 s back-off
    expect(await deliver(later(72, t0))).toMatchObject({ retry: 1 });
    expect(await deliver(later(93, t0))).toMatchObject({ retry: 1 });
    expect(await deliver(later(134, t0))).toMatchObject({ delivered: 1 });
    d = await digest();
    expect(d).toMatchObject({ status: 'delivered', attempts: 4 });
    expect(sms(phone)).toHaveLength(1);
    expect(sms(phone)[0]!.body).toContain(p!.name);
    await deliver(later(4000, t0));
    expect(sms(phone)).toHaveLength(1);
    const attempts = await pool().query(
      `SELECT ok, status_code FROM notification_attempts WHERE notification_id = $1 ORDER BY attempt`,
      [d.id],
    );
    expect(attempts.rows).toEqual([
      { ok: false, status_code: 503 },
      { ok: false, status_code: 503 },
      { ok: false, status_code: 503 },
      { ok: true, status_code: 201 },
    ]);
  });

  it('records SMS as skipped with the reason when the plan no longer carries SMS', async () => {
    const admin = await workspace();
    await smsMember(admin);
    twilio.messages.length = 0;
    await pool().query(`UPDATE workspaces SET plan = 'starter' WHERE id = $1`, [admin.workspaceId]);
    const [p] = await addProperties(t.app, admin, 1);
    await outcome([p!.id], 'timeout');
    await deliver(later(61));
    expect(twilio.messages).toHaveLength(0);
    const { rows } = await pool().query(
      `SELECT status, last_error FROM notifications WHERE workspace_id = $1 AND channel = 'sms'`,
      [admin.workspaceId],
    );
    expect(rows).toEqual([{ status: 'skipped', last_error: smsPlanReason('Starter') }]);
  });
});

describe('alert SMS without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records them as skipped with the reason: nothing pretends to be sent', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const pool = t.ctx.database.pool;
    // a phone verified while a provider was configured, SMS on
    await pool.query(
      `UPDATE users SET phone_number = '+15550000001', phone_verified_at = now() WHERE id = $1`,
      [admin.userId],
    );
    await pool.query(`UPDATE memberships SET sms_alerts = true WHERE user_id = $1`, [admin.userId]);
    await confirmAtFirstFailure(pool, admin.workspaceId!);
    const [p] = await addProperties(t.app, admin, 1);
    await checkNow(t.ctx, new Map([[p!.id, 'timeout' as const]]));
    await runDeliveryOnce(t.ctx, { now: later(61) });
    const log = (await call(t.app, admin, { url: '/api/notifications/log' })).json();
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'sms',
          status: 'skipped',
          lastError: SMS_NOT_CONFIGURED,
        }),
      ]),
    );
  });
});
