// Alert preferences and the SMS phone against a fake of Twilio's API on loopback: the code goes
// out by SMS, comes back, and only then is the number the person's; wrong codes, expiry, resend
// throttle; SMS needs the plan (403 naming it) and a verified phone; no provider, no pretending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE_CODES_PER_ACCOUNT_PER_DAY,
  PHONE_CODES_PER_NUMBER_PER_DAY,
  SMS_MSG,
} from '../../../contracts/alert-preferences.js';
import {
  startFakeTwilio,
  twilioEnv,
  type FakeTwilio,
} from '../../notify/test-support/fake-twilio.js';
import {
  call,
  createActor,
  createActors,
  everyone,
  expectMatrix,
  type Actor,
} from '../../test/actors.js';
import { setPlan } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PHONE = '+447700900123';

describe('SMS phone and alert preferences', () => {
  let twilio: FakeTwilio;
  let t: TestApp;
  const pool = () => t.ctx.database.pool;
  const send = (who: Actor, phoneNumber: string) =>
    call(t.app, who, { method: 'POST', url: '/api/settings/phone', payload: { phoneNumber } });
  const confirm = (who: Actor, code: string) =>
    call(t.app, who, { method: 'POST', url: '/api/settings/phone/verify', payload: { code } });
  const prefs = (who: Actor, payload: object) =>
    call(t.app, who, { method: 'PUT', url: '/api/settings/alerts', payload });
  const codeSentTo = (phone: string) => /\b(\d{6})\b/.exec(twilio.lastTo(phone)?.body ?? '')?.[1];
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    t = await createTestApp(twilioEnv(twilio));
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('route x actor: each person manages their own', async () => {
    const a = await createActors(t.ctx);
    await expectMatrix(t.app, a, [
      {
        method: 'PUT',
        url: '/api/settings/alerts',
        body: { alertTypes: ['offline'] },
        expect: everyone(200),
      },
      {
        method: 'POST',
        url: '/api/settings/phone/verify',
        body: { code: '123456' },
        expect: everyone(400),
      },
      { method: 'DELETE', url: '/api/settings/phone', expect: everyone(200) },
    ]);
  });

  it('sends a 6-digit code by SMS; the right code verifies the number, stored only as a hash', async () => {
    const me = await createActor(t.ctx, 'staff');
    let res = await send(me, '+44 7700 900-123');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().alerts).toMatchObject({ phoneNumber: null, pendingPhoneNumber: PHONE });
    const sms = twilio.lastTo(PHONE)!;
    expect(sms.from).toBe(twilio.from);
    expect(sms.body).toMatch(
      /^Your Property Monitor verification code is \d{6}\. It expires in 10 minutes\./,
    );
    const code = codeSentTo(PHONE)!;
    const stored = await pool().query(
      `SELECT code_hash, attempts FROM phone_codes WHERE user_id = $1`,
      [me.userId],
    );
    expect(stored.rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0].code_hash).not.toContain(code);

    // SMS alerts need a verified phone first
    res = await prefs(me, { smsAlerts: true });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: SMS_MSG.phoneRequired, code: 'validation' },
    ]);

    res = await confirm(me, wrong(code));
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: SMS_MSG.codeWrong(4), code: 'validation' },
    ]);
    res = await confirm(me, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().alerts).toMatchObject({ phoneNumber: PHONE, pendingPhoneNumber: null });
    expect((await confirm(me, code)).json()).toEqual({
      message: SMS_MSG.noCode,
      code: 'validation',
    });

    res = await prefs(me, { smsAlerts: true, alertTypes: ['timeout', 'offline', 'offline'] });
    expect(res.json().alerts).toMatchObject({
      smsAlerts: true,
      alertTypes: ['offline', 'timeout'],
    });
    for (const bad of [{ alertTypes: [] }, { alertTypes: ['sometimes'] }, { smsAlerts: 'yes' }]) {
      const r = await prefs(me, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await prefs(me, { alertTypes: [] })).json()).toEqual({
      message: SMS_MSG.typesRequired,
      code: 'validation',
    });

    // removing the phone turns SMS off everywhere
    res = await call(t.app, me, { method: 'DELETE', url: '/api/settings/phone' });
    expect(res.json().alerts).toMatchObject({ phoneNumber: null, smsAlerts: false });
  });

  it('allows 5 wrong codes, expires codes after 10 minutes, throttles resending', async () => {
    const me = await createActor(t.ctx, 'viewer');
    const phone = '+15551230001';
    expect((await send(me, phone)).statusCode).toBe(200);
    const code = codeSentTo(phone)!;
    for (let left = 4; left >= 1; left--) {
      expect((await confirm(me, wrong(code))).json()).toEqual({
        message: SMS_MSG.codeWrong(left),
        code: 'validation',
      });
    }
    let res = await confirm(me, wrong(code));
    expect([res.statusCode, res.json()]).toEqual([
      429,
      { message: SMS_MSG.codeLocked, code: 'rate_limited' },
    ]);
    // even the right code is refused now
    expect((await confirm(me, code)).json()).toEqual({
      message: SMS_MSG.codeLocked,
      code: 'rate_limited',
    });

    res = await send(me, phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^A code was sent a moment ago\. You can ask for another in \d+ seconds\.$/,
    );
    const before = twilio.messages.length;
    await pool().query(
      `UPDATE phone_codes SET created_at = created_at - interval '61 seconds' WHERE user_id = $1`,
      [me.userId],
    );
    expect((await send(me, phone)).statusCode).toBe(200);
    expect(twilio.messages.length).toBe(before + 1);
    const fresh = codeSentTo(phone)!;
    await pool().query(
      `UPDATE phone_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [me.userId],
    );
    expect((await confirm(me, fresh)).json()).toEqual({
      message: SMS_MSG.codeExpired,
      code: 'validation',
    });
  });

  it('caps codes per number and per account per day, with a clear 429', async () => {
    // one number, many accounts: the sixth is refused and no SMS leaves
    const victim = '+15551239901';
    for (let i = 0; i < PHONE_CODES_PER_NUMBER_PER_DAY; i++) {
      const res = await send(await createActor(t.ctx, 'viewer'), victim);
      expect(res.statusCode, res.body).toBe(200);
    }
    const sentBefore = twilio.messages.length;
    const over = await send(await createActor(t.ctx, 'viewer'), victim);
    expect([over.statusCode, over.json()]).toEqual([
      429,
      {
        message:
          'No more than 5 codes a day can be sent to this number. Please try again tomorrow.',
        code: 'rate_limited',
      },
    ]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(twilio.messages.length).toBe(sentBefore);

    // one account, many numbers (a minute apart each time)
    const me = await createActor(t.ctx, 'viewer');
    const aMinuteLater = () =>
      pool().query(
        `UPDATE phone_codes SET created_at = created_at - interval '61 seconds' WHERE user_id = $1`,
        [me.userId],
      );
    for (let i = 0; i < PHONE_CODES_PER_ACCOUNT_PER_DAY; i++) {
      expect((await send(me, `+1555124${String(i).padStart(4, '0')}`)).statusCode).toBe(200);
      await aMinuteLater();
    }
    const mine = await send(me, '+15551249999');
    expect([mine.statusCode, mine.json()]).toEqual([
      429,
      {
        message:
          'No more than 10 codes a day can be sent for one account. Please try again tomorrow.',
        code: 'rate_limited',
      },
    ]);
    expect(twilio.lastTo('+15551249999')).toBeUndefined();
  });

  it('validates numbers, and says so when the provider refuses one', async () => {
    const me = await createActor(t.ctx, 'viewer');
    for (const bad of ['07700 900123', '+0123456', 'call me', '+1234567890123456', '']) {
      const res = await send(me, bad);
      expect([res.statusCode, res.json()], bad).toEqual([
        400,
        { message: SMS_MSG.phoneInvalid, code: 'validation' },
      ]);
    }
    twilio.outage(1);
    const res = await send(me, '+15551230002');
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { message: SMS_MSG.sendFailed, code: 'unavailable' },
    ]);
    // nothing waits for a code that never left: trying again at once works
    expect((await send(me, '+15551230002')).statusCode).toBe(200);
  });

  it('answers 403 naming the plan when SMS is turned on below Pro', async () => {
    const me = await createActor(t.ctx, 'admin');
    await setPlan(pool(), me.workspaceId!, 'basic');
    const settings = (await call(t.app, me, { url: '/api/settings' })).json();
    expect(settings.alerts.sms).toEqual({
      configured: true,
      planAllows: false,
      message: SMS_MSG.planRequired('Basic'),
    });
    expect(SMS_MSG.planRequired('Basic')).toBe(
      'SMS alerts are part of the Pro and Enterprise plans; this workspace is on the Basic plan. Upgrade to turn them on.',
    );
    const turnOn = await prefs(me, { smsAlerts: true });
    expect(turnOn.statusCode).toBe(403);
    expect(turnOn.json()).toEqual({
      message: SMS_MSG.planRequired('Basic'),
      code: 'limit_reached',
      upgradeRequired: true,
      plan: 'basic',
    });
    const code = await send(me, '+15551230003');
    expect([code.statusCode, code.json().message]).toEqual([403, SMS_MSG.planRequired('Basic')]);
  });
});

describe('SMS without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says so in Settings and sends no code', async () => {
    const me = await createActor(t.ctx, 'admin');
    const settings = (await call(t.app, me, { url: '/api/settings' })).json();
    expect(settings.alerts.sms).toEqual({
      configured: false,
      planAllows: true,
      message: SMS_MSG.notConfigured,
    });
    const res = await call(t.app, me, {
      method: 'POST',
      url: '/api/settings/phone',
      payload: { phoneNumber: PHONE },
    });
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { message: SMS_MSG.notConfigured, code: 'unavailable' },
    ]);
  });
});
