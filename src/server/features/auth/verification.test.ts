// Verified e-mail end to end over a real SMTP server: a password sign-up starts unverified and is
// mailed a one-time link; following it verifies the address; resending is throttled.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VERIFY_MSG } from '../../../contracts/verification.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import { linkTokenFor } from '../../notify/test-support/verification.js';
import { useTestApp, useTestAppWithSmtpSink } from '../../test/use-test-app.js';
import { as, signUpPerson } from '../../test/sign-up-person.js';

describe('e-mail verification over SMTP', () => {
  const { t, sink } = useTestAppWithSmtpSink();
  const pool = () => t.ctx.database.pool;
  const verify = (token: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const me = async (who: { cookie: string }) =>
    (await as(t.app, who, { url: '/api/auth/user' })).json() as { emailVerified: boolean };
  const resend = (who: { cookie: string }) =>
    as(t.app, who, { method: 'POST', url: '/api/auth/verify-email/resend' });

  it('mails a new password account a one-time link that verifies it, storing only its hash', async () => {
    const person = await signUpPerson(t.app, 'newcomer');
    expect(await me(person)).toMatchObject({ emailVerified: false });
    expect((await t.app.inject({ url: '/api/auth/config' })).json()).toMatchObject({
      mailConfigured: true,
    });

    await runDeliveryOnce(t.ctx);
    expect(sink.messages.map((m) => m.to)).toEqual([[person.email]]);
    const mail = parseMail(sink.messages[0]!.raw);
    expect(mail.headers.subject).toBe('Verify your e-mail address for Property Monitor');
    const token = linkTokenFor(sink, person.email);
    expect(mail.text).toContain(`https://monitor.test/verify-email/${token}`);
    expect(mail.html).toContain(`https://monitor.test/verify-email/${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // only the sha256 is stored; the delivered mail's body (with the link) left the outbox
    const stored = await pool().query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS ttl FROM email_tokens WHERE user_id = $1`,
      [person.id],
    );
    expect(stored.rows).toEqual([
      {
        token_hash: createHash('sha256').update(token).digest('hex'),
        ttl: 24 * 3600,
      },
    ]);
    const outbox = await pool().query(`SELECT payload::text AS p FROM notifications`);
    expect(outbox.rows.some((r) => String(r.p).includes(token))).toBe(false);

    const res = await verify(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      kind: 'account',
      email: person.email,
      message: 'Your e-mail address is verified.',
    });
    expect(await me(person)).toMatchObject({ emailVerified: true });

    // single use; unknown and malformed tokens are told apart from a used one
    expect((await verify(token)).json()).toEqual({ message: VERIFY_MSG.used, code: 'gone' });
    const unknown = await verify(Buffer.alloc(32, 7).toString('base64url'));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { message: VERIFY_MSG.invalid, code: 'validation' },
    ]);
    for (const bad of ['short', 42, null, `${token}x`]) {
      const r = await verify(bad);
      expect([r.statusCode, r.json()]).toEqual([
        400,
        { message: VERIFY_MSG.invalid, code: 'validation' },
      ]);
    }
    // verified already: nothing to resend
    const again = await resend(person);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: VERIFY_MSG.alreadyVerified, code: 'conflict' },
    ]);
  });

  it('refuses an expired link; a resent link works and the earlier one stops working', async () => {
    const person = await signUpPerson(t.app, 'late');
    await runDeliveryOnce(t.ctx);
    const first = linkTokenFor(sink, person.email);
    await pool().query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second', created_at = now() - interval '25 hours'
        WHERE user_id = $1`,
      [person.id],
    );
    const expired = await verify(first);
    expect([expired.statusCode, expired.json()]).toEqual([
      410,
      { message: VERIFY_MSG.expired, code: 'gone' },
    ]);

    const sent = await resend(person);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({
      email: person.email,
      message: `We sent a verification link to ${person.email}. It works for 24 hours.`,
    });
    await runDeliveryOnce(t.ctx);
    const second = linkTokenFor(sink, person.email);
    expect(second).not.toBe(first);

    // pressed again at once: throttled, nothing queued
    const tooSoon = await resend(person);
    expect([tooSoon.statusCode, tooSoon.json()]).toEqual([
      429,
      { message: VERIFY_MSG.resendTooSoon, code: 'rate_limited' },
    ]);
    // a minute later another link; the one before it stops working
    await pool().query(
      `UPDATE email_tokens SET created_at = created_at - interval '2 minutes' WHERE user_id = $1`,
      [person.id],
    );
    expect((await resend(person)).statusCode).toBe(202);
    await runDeliveryOnce(t.ctx);
    const third = linkTokenFor(sink, person.email);
    expect((await verify(second)).json()).toEqual({
      message: VERIFY_MSG.expired,
      code: 'gone',
    });
    expect((await verify(third)).statusCode).toBe(200);
    expect(await me(person)).toMatchObject({ emailVerified: true });
  });

  it('sends at most five links a day', async () => {
    const person = await signUpPerson(t.app, 'eager'); // link 1
    for (let i = 2; i <= 5; i++) {
      await pool().query(
        `UPDATE email_tokens SET created_at = created_at - interval '2 minutes' WHERE user_id = $1`,
        [person.id],
      );
      expect((await resend(person)).statusCode).toBe(202);
    }
    await pool().query(
      `UPDATE email_tokens SET created_at = created_at - interval '2 minutes' WHERE user_id = $1`,
      [person.id],
    );
    const sixth = await resend(person);
    expect([sixth.statusCode, sixth.json()]).toEqual([
      429,
      { message: VERIFY_MSG.resendDailyLimit, code: 'rate_limited' },
    ]);
    expect(
      await pool().query(`SELECT 1 FROM email_tokens WHERE user_id = $1`, [person.id]),
    ).toMatchObject({
      rowCount: 5,
    });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('e-mail verification without SMTP', () => {
  const t = useTestApp();

  it('records the link mail as skipped, says so, and refuses to pretend it resent one', async () => {
    expect((await t.app.inject({ url: '/api/auth/config' })).json()).toMatchObject({
      mailConfigured: false,
    });
    const person = await signUpPerson(t.app, 'offline');
    await runDeliveryOnce(t.ctx);
    const { rows } = await t.ctx.database.pool.query(
      `SELECT event_type, status, last_error FROM notifications`,
    );
    expect(rows).toEqual([
      {
        event_type: 'account.verify_email',
        status: 'skipped',
        last_error: 'SMTP is not configured',
      },
    ]);
    const res = await as(t.app, person, { method: 'POST', url: '/api/auth/verify-email/resend' });
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { message: VERIFY_MSG.mailNotConfigured, code: 'unavailable' },
    ]);
  });
});

describe('password sign-up beside OpenID Connect', () => {
  const oidc = {
    // never contacted: discovery happens at the first /api/login
    OIDC_ISSUER_URL: 'http://127.0.0.1:9/realms/test',
    OIDC_CLIENT_ID: 'property-monitor',
    OIDC_CLIENT_SECRET: 'secret',
  };
  const t = useTestApp({ ...oidc, ALLOW_PASSWORD_SIGNUP_WITH_OIDC: 'true' });

  it('is open when the operator turns both on explicitly, and the account starts unverified', async () => {
    expect((await t.app.inject({ url: '/api/auth/config' })).json()).toEqual({
      signUpAllowed: true,
      oidc: true,
      mailConfigured: false,
      session: { idleMinutes: 30, absoluteHours: 12 },
    });
    const person = await signUpPerson(t.app, 'both');
    expect((await as(t.app, person, { url: '/api/auth/user' })).json()).toMatchObject({
      email: person.email,
      emailVerified: false,
    });
  });
});
