// "Forgot password?" end to end over a real SMTP server (issue 30): the link is mailed, hashed at
// rest, used once within an hour; the answer and the limits are the same for unknown addresses;
// a reset ends every session, mails the owner, and claims an unverified account.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MSG } from '../../../contracts/password.js';
import { createAccount } from '../../accounts/create-account.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import { useTestApp, useTestAppWithSmtpSink } from '../../test/use-test-app.js';
import { as, signUpPerson, type Person } from '../../test/sign-up-person.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const NEW_PASSWORD = 'lantern-orchard-58';
let ipSeq = 0;
/** Each test asks from addresses of its own, so the per-IP limit is met only where meant. */
const nextIp = () => `203.0.113.${++ipSeq}`;

describe('password reset by mail', () => {
  const { t, sink } = useTestAppWithSmtpSink();
  const pool = () => t.ctx.database.pool;
  const ask = (email: unknown, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
      remoteAddress: ip,
    });
  const check = (token: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
  const reset = (token: unknown, password: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, password },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  const me = (who: { cookie: string }) => as(t.app, who, { url: '/api/auth/user' });

  /** Delivers the outbox; the newest reset link mailed to `to`, and that mail. */
  async function mailedLink(to: string) {
    await runDeliveryOnce(t.ctx, { now: new Date() });
    const mail = [...sink.messages]
      .reverse()
      .map((m) => (m.to.includes(to.toLowerCase()) ? parseMail(m.raw) : null))
      .find((m) => m?.headers.subject === 'Reset your Property Monitor password');
    if (!mail) throw new Error(`no reset mail to ${to}`);
    const token = /\/reset-password#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no link in: ${mail.text}`);
    return { token, mail };
  }
  const mailsTo = (to: string) => sink.messages.filter((m) => m.to.includes(to.toLowerCase()));

  async function freshPerson(tag: string): Promise<Person> {
    const p = await signUpPerson(t.app, tag);
    await runDeliveryOnce(t.ctx, { now: new Date() }); // its verification mail
    sink.messages.length = 0;
    return p;
  }

  it('mails a one-time link valid an hour, keeps only its hash, and answers unknown addresses alike', async () => {
    const p = await freshPerson('forgetful');
    const known = await ask(p.email.toUpperCase());
    const unknown = await ask(`nobody-${Date.now()}@example.test`);
    for (const res of [known, unknown]) {
      expect([res.statusCode, res.json()]).toEqual([202, { message: PASSWORD_MSG.resetRequested }]);
    }
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    const { token, mail } = await mailedLink(p.email);
    expect(sink.messages.map((m) => m.to)).toEqual([[p.email]]);
    expect(mail.text).toContain(`https://monitor.test/reset-password#${token}`);
    expect(mail.html).toContain(`https://monitor.test/reset-password#${token}`);
    expect(mail.text).toContain('The link works once, for 60 minutes.');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // at rest: the token's sha256 only, an hour to live; no address in the clear
    const rows = await pool().query(
      `SELECT to_jsonb(r)::text AS row, token_hash, user_id,
              extract(epoch FROM expires_at - created_at)::int AS ttl
         FROM password_resets r ORDER BY created_at`,
    );
    expect(rows.rows.map((r) => [r.token_hash, r.user_id, r.ttl])).toEqual([
      [sha256(token), p.id, 3600],
      [null, null, null],
    ]);
    for (const r of rows.rows) {
      expect(r.row).not.toContain(token);
      expect(r.row.toLowerCase()).not.toContain('@example.test');
    }
    const outbox = await pool().query(`SELECT payload::text AS p FROM notifications`);
    expect(outbox.rows.some((r) => String(r.p).includes(token))).toBe(false);

    expect([(await check(token)).statusCode, (await check(token)).json()]).toEqual([
      200,
      { email: p.email },
    ]);
  });

  it('sets a new password once: every session ends, the old password stops, the owner is mailed', async () => {
    const p = await freshPerson('resetter');
    const laptop = String(
      [(await signIn(p.email, p.password)).headers['set-cookie']].flat()[0],
    ).split(';')[0]!;
    await ask(p.email);
    const { token } = await mailedLink(p.email);
    sink.messages.length = 0;

    // too easy to guess: refused with the reason, and the link still works
    const weak = await reset(token, 'password1');
    expect([weak.statusCode, weak.json()]).toEqual([
      400,
      {
        message:
          'This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
        code: 'validation',
      },
    ]);
    const short = await reset(token, 'short');
    expect([short.statusCode, short.json()]).toEqual([
      400,
      { message: 'Password must be at least 8 characters', code: 'validation' },
    ]);
    expect((await check(token)).statusCode).toBe(200);

    const done = await reset(token, NEW_PASSWORD, p.cookie);
    expect([done.statusCode, done.json()]).toEqual([200, { message: PASSWORD_MSG.resetDone }]);
    // the browser's own session ended: its cookie is cleared
    expect(String(done.headers['set-cookie'])).toMatch(/pm_session=;/);
    expect((await me(p)).statusCode).toBe(401);
    expect((await me({ cookie: laptop })).statusCode).toBe(401);
    expect((await signIn(p.email, p.password)).statusCode).toBe(401);
    expect((await signIn(p.email, NEW_PASSWORD)).statusCode).toBe(200);

    // used: the link is spent
    for (const res of [await reset(token, 'another-lantern-59'), await check(token)]) {
      expect([res.statusCode, res.json()]).toEqual([
        410,
        { message: PASSWORD_MSG.resetUsed, code: 'gone' },
      ]);
    }
    expect((await signIn(p.email, NEW_PASSWORD)).statusCode).toBe(200);

    await runDeliveryOnce(t.ctx, { now: new Date() });
    const notices = mailsTo(p.email).map((m) => parseMail(m.raw));
    expect(notices.map((m) => m.headers.subject)).toEqual([
      'Your Property Monitor password was changed',
    ]);
    expect(notices[0]!.text).toContain('was reset through a link mailed to this address');
  });

  it('refuses malformed, unknown, expired and replaced links with their messages', async () => {
    const invalid = { message: PASSWORD_MSG.resetInvalid, code: 'validation' };
    for (const bad of ['short', 42, null, 'x'.repeat(44)]) {
      const res = await reset(bad, NEW_PASSWORD);
      expect([res.statusCode, res.json()]).toEqual([400, invalid]);
    }
    const unknown = Buffer.alloc(32, 9).toString('base64url');
    expect([
      (await reset(unknown, NEW_PASSWORD)).statusCode,
      (await check(unknown)).json(),
    ]).toEqual([400, invalid]);

    const p = await freshPerson('late');
    await ask(p.email);
    const first = (await mailedLink(p.email)).token;
    await ask(p.email);
    const second = (await mailedLink(p.email)).token;
    expect(second).not.toBe(first);
    const replaced = await reset(first, NEW_PASSWORD);
    expect([replaced.statusCode, replaced.json()]).toEqual([
      410,
      { message: PASSWORD_MSG.resetExpired, code: 'gone' },
    ]);
    // an hour later
    await pool().query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(second)],
    );
    const expired = await reset(second, NEW_PASSWORD);
    expect([expired.statusCode, expired.json()]).toEqual([
      410,
      { message: PASSWORD_MSG.resetExpired, code: 'gone' },
    ]);
    // nothing changed
    expect((await signIn(p.email, p.password)).statusCode).toBe(200);
    const badEmail = await ask('not-an-address');
    expect([badEmail.statusCode, badEmail.json()]).toEqual([
      400,
      { message: 'Please enter a valid email address', code: 'validation' },
    ]);
  });

  it('limits requests per address and per IP, counting unknown addresses the same (429)', async () => {
    const p = await freshPerson('asker');
    const stranger = `stranger-${Date.now()}@example.test`;
    for (const email of [p.email, stranger]) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).statusCode).toBe(202);
      const refused = await ask(email);
      expect([refused.statusCode, refused.json()]).toEqual([
        429,
        { message: PASSWORD_MSG.tooManyForAddress, code: 'rate_limited' },
      ]);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    await runDeliveryOnce(t.ctx, { now: new Date() });
    expect(mailsTo(p.email)).toHaveLength(3);

    const ip = nextIp();
    for (let i = 0; i < 20; i++)
      expect((await ask(`many-${i}-${Date.now()}@x.test`, ip)).statusCode).toBe(202);
    const refused = await ask(p.email.replace('@', '+1@'), ip);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { message: PASSWORD_MSG.tooManyFromHere, code: 'rate_limited' },
    ]);
    expect((await ask(`other-${Date.now()}@x.test`)).statusCode).toBe(202);
  });

  it('claims an unverified account for whoever reads its mailbox: sessions, phone, API keys and a pending change go', async () => {
    // someone signed up first with an address that is not theirs, and set the account up
    const squatter = await freshPerson('squatted');
    const { rows } = await pool().query(
      `INSERT INTO api_keys (workspace_id, name, prefix, key_hash, scope, created_by)
       SELECT workspace_id, 'squatter key', 'pm_x', 'h-' || user_id, 'write', user_id
         FROM memberships WHERE user_id = $1 RETURNING id`,
      [squatter.id],
    );
    await pool().query(
      `UPDATE users SET phone_number = '+15555550100', phone_verified_at = now() WHERE id = $1`,
      [squatter.id],
    );
    const change = await as(t.app, squatter, {
      method: 'PUT',
      url: '/api/settings/profile',
      payload: {
        email: `elsewhere-${Date.now()}@example.test`,
        currentPassword: squatter.password,
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    await runDeliveryOnce(t.ctx, { now: new Date() });
    sink.messages.length = 0;

    // the mailbox's owner asks for a reset and follows the link
    await ask(squatter.email);
    const { token } = await mailedLink(squatter.email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);

    expect((await me(squatter)).statusCode).toBe(401);
    const owner = await signIn(squatter.email, NEW_PASSWORD);
    expect(owner.json()).toMatchObject({ email: squatter.email, emailVerified: true });
    const after = await pool().query(
      `SELECT u.phone_number, u.phone_verified_at, k.revoked_at IS NOT NULL AS revoked,
              (SELECT count(*)::int FROM email_tokens e
                WHERE e.user_id = u.id AND e.used_at IS NULL AND e.expires_at > now()
                  AND lower(e.email) <> lower(u.email)) AS live_links
         FROM users u, api_keys k WHERE u.id = $1 AND k.id = $2`,
      [squatter.id, rows[0].id],
    );
    expect(after.rows).toEqual([
      { phone_number: null, phone_verified_at: null, revoked: true, live_links: 0 },
    ]);
  });

  it('lets an account without a password set one by mail where no single sign-on is configured', async () => {
    const email = `nopassword-${Date.now()}@example.test`;
    await createAccount(t.ctx.database.db, { email, emailVerified: true }, { plan: 'pro' });
    await ask(email);
    const { token } = await mailedLink(email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset where single sign-on is configured', () => {
  // discovery happens at the first sign-on, which these tests never start: nothing listens here
  const { t, sink } = useTestAppWithSmtpSink({
    OIDC_ISSUER_URL: 'http://127.0.0.1:9/',
    OIDC_CLIENT_ID: 'monitor',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_ALLOW_INSECURE: 'true',
  });

  it('an account without a password is told to sign in with single sign-on, and gets no link', async () => {
    const email = `sso-only-${Date.now()}@example.test`;
    const { userId } = await createAccount(
      t.ctx.database.db,
      { email, emailVerified: true, oidc: { issuer: 'http://127.0.0.1:9/', subject: 'sub-1' } },
      { plan: 'pro' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
      remoteAddress: '198.51.100.7',
    });
    expect([res.statusCode, res.json()]).toEqual([202, { message: PASSWORD_MSG.resetRequested }]);
    await runDeliveryOnce(t.ctx, { now: new Date() });
    const mails = sink.messages.map((m) => parseMail(m.raw));
    expect(mails.map((m) => [m.headers.subject, m.text.includes('/reset-password')])).toEqual([
      ['About your Property Monitor password', false],
    ]);
    expect(mails[0]!.text).toContain('This account signs in with single sign-on');
    const { rows } = await t.ctx.database.pool.query(
      `SELECT token_hash FROM password_resets WHERE user_id = $1`,
      [userId],
    );
    expect(rows).toEqual([{ token_hash: null }]);
  });
});

describe('password reset where no mail is configured', () => {
  const t = useTestApp();

  it('answers every address alike with 503: no link can come, nothing is recorded or queued', async () => {
    // the test app has no SMTP_URL
    const p = await signUpPerson(t.app, 'mailless');
    const { rows: before } = await t.ctx.database.pool.query(`SELECT id FROM notifications`);
    for (const email of [p.email, `nobody-${Date.now()}@example.test`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
        remoteAddress: '198.51.100.9',
      });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { message: PASSWORD_MSG.resetNoMail, code: 'unavailable' },
      ]);
    }
    const count = async (table: string) =>
      (await t.ctx.database.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    expect(await count('password_resets')).toBe(0);
    expect(await count('notifications')).toBe(before.length);
    // bad input is still refused as such
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
