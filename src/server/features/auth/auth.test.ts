import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccount } from '../../accounts/create-account.js';

const json = (payload: unknown) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
let n = 0;
const email = () => `user${++n}-${Date.now()}@example.test`;

describe('built-in sign-up and sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const countUsers = async () =>
    Number((await t.ctx.database.pool.query('SELECT count(*) FROM users')).rows[0].count);

  it('makes the first account the platform owner and later ones admins of their own workspace', async () => {
    const first = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: email(), password: 'correct horse', firstName: 'Olive' }),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      role: 'owner',
      firstName: 'Olive',
      subscriptionPlan: 'enterprise',
    });
    const second = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: email(), password: 'correct horse' }),
    });
    expect(second.json()).toMatchObject({ role: 'admin', firstName: null, lastName: null });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookieOf(second) } });
    expect(me.statusCode).toBe(200);
    // spec core §3's fields, plus the two roles apart and the workspaces (issue 8)
    expect(Object.keys(me.json()).sort()).toEqual(
      [
        'email',
        'emailVerified',
        'firstName',
        'id',
        'lastName',
        'platformRole',
        'profileImageUrl',
        'role',
        'subscriptionPlan',
        'workspace',
        'workspaceRole',
        'workspaces',
      ].sort(),
    );
    expect(me.json()).toMatchObject({
      workspaceRole: 'admin',
      platformRole: null,
      workspaces: [{ id: me.json().workspace.id, role: 'admin' }],
    });
    const ws = await t.ctx.database.pool.query(
      'SELECT count(DISTINCT workspace_id) FROM memberships',
    );
    expect(Number(ws.rows[0].count)).toBe(2);
  });

  it('sets a safe session cookie and never returns the password hash', async () => {
    const res = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: email(), password: 'secret-amber-pass' }),
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^pm_session=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    expect(res.body).not.toMatch(/scrypt|password/i);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const e = email();
    await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: e, password: 'amber-falcon-1' }),
    });
    const res = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: e.toUpperCase(), password: 'amber-falcon-1' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'conflict',
    });
  });

  it.each([
    ['missing e-mail', { password: 'password1' }, 'Email is required'],
    ['bad e-mail', { email: 'nope', password: 'password1' }, 'Please enter a valid email address'],
    [
      'short password',
      { email: 'a@b.co', password: 'short' },
      'Password must be at least 8 characters',
    ],
    ['wrong type', { email: 42, password: 'password1' }, 'Email is required'],
    [
      '1 MB name',
      { email: 'a@b.co', password: 'password1', firstName: 'x'.repeat(900_000) },
      'First name is too long',
    ],
    ['not an object', [1, 2], 'Request body must be a JSON object'],
  ])('rejects sign-up with %s (400, nothing stored)', async (_label, body, message) => {
    const before = await countUsers();
    const res = await t.app.inject({ url: '/api/auth/sign-up', ...json(body) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'validation' });
    expect(await countUsers()).toBe(before);
  });

  it('rejects malformed JSON and oversized bodies with a 4xx', async () => {
    const bad = await t.app.inject({
      url: '/api/auth/sign-in',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Request body is not valid JSON', code: 'bad_request' });
    const big = await t.app.inject({
      url: '/api/auth/sign-in',
      ...json({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
  });

  it('signs in with the right password only, with one message for unknown and wrong', async () => {
    const e = email();
    await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: e, password: 'the-amber-falcon' }),
    });
    const wrong = await t.app.inject({
      url: '/api/auth/sign-in',
      ...json({ email: e, password: 'nope-nope' }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'unauthorized' });
    const unknown = await t.app.inject({
      url: '/api/auth/sign-in',
      ...json({ email: email(), password: 'nope-nope' }),
    });
    expect(unknown.json()).toEqual(wrong.json());
    const ok = await t.app.inject({
      url: '/api/auth/sign-in',
      ...json({ email: e.toUpperCase(), password: 'the-amber-falcon' }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(e);
  });

  it('throttles wrong passwords from elsewhere, even with the right one next', async () => {
    const e = email();
    await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: e, password: 'the-amber-falcon' }),
    });
    // Guesses from an address the account never signed in from (injected, never contacted).
    const elsewhere = { remoteAddress: '198.51.100.99' };
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        url: '/api/auth/sign-in',
        ...json({ email: e, password: 'wrong-one' }),
        ...elsewhere,
      });
    }
    const res = await t.app.inject({
      url: '/api/auth/sign-in',
      ...json({ email: e, password: 'the-amber-falcon' }),
      ...elsewhere,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });

  it('rotates the session id at sign-in: the old cookie stops working', async () => {
    const e = email();
    const up = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: e, password: 'the-amber-falcon' }),
    });
    const old = cookieOf(up);
    const again = await t.app.inject({
      url: '/api/auth/sign-in',
      headers: { cookie: old, 'content-type': 'application/json' },
      method: 'POST',
      payload: JSON.stringify({ email: e, password: 'the-amber-falcon' }),
    });
    const fresh = cookieOf(again);
    expect(fresh).not.toBe(old);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: old } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: fresh } })).statusCode,
    ).toBe(200);
  });

  it('expires idle and too-old sessions', async () => {
    const up = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: email(), password: 'the-amber-falcon' }),
    });
    const cookie = cookieOf(up);
    const userId = up.json().id;
    await t.ctx.database.pool.query(
      "UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE user_id = $1",
      [userId],
    );
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const up2 = await t.app.inject({
      url: '/api/auth/sign-in',
      ...json({ email: up.json().email, password: 'the-amber-falcon' }),
    });
    await t.ctx.database.pool.query(
      "UPDATE sessions SET absolute_expires_at = now() - interval '1 second' WHERE user_id = $1",
      [userId],
    );
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookieOf(up2) } }))
        .statusCode,
    ).toBe(401);
  });

  it('logs out: redirect to / and the session is gone', async () => {
    const up = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: email(), password: 'the-amber-falcon' }),
    });
    const cookie = cookieOf(up);
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(String(out.headers['set-cookie'])).toMatch(/pm_session=;/);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.body).toContain('Unauthorized');
  });

  it('refuses state-changing requests from another origin', async () => {
    const res = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: email(), password: 'the-amber-falcon' }),
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        host: 'localhost:80',
      },
    });
    expect(res.statusCode).toBe(403);
    const same = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: email(), password: 'the-amber-falcon' }),
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
    });
    expect(same.statusCode).toBe(201);
  });

  it('sends /api/login to the built-in sign-in page when no identity provider is configured', async () => {
    const res = await t.app.inject({ url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in');
    expect((await t.app.inject({ url: '/api/auth/config' })).json()).toEqual({
      signUpAllowed: true,
      oidc: false,
      mailConfigured: false,
      session: { idleMinutes: 30, absoluteHours: 12 },
    });
  });

  it('passes the page a visitor asked for on to the sign-in page, and only a page of this site', async () => {
    const login = async (query: string) => {
      const res = await t.app.inject({ url: `/api/login${query}` });
      expect(res.statusCode, query).toBe(302);
      return res.headers.location;
    };
    expect(await login('?next=%2Fteam%3Ftab%3Dmembers')).toBe(
      '/sign-in?next=%2Fteam%3Ftab%3Dmembers',
    );
    expect(await login('?next=/properties/abc')).toBe('/sign-in?next=%2Fproperties%2Fabc');
    for (const next of [
      '//evil.example',
      'https://evil.example/team',
      '/\\evil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/api/logout',
      'x'.repeat(3000),
    ]) {
      expect(await login(`?next=${encodeURIComponent(next)}`), next).toBe('/sign-in');
    }
    // two destinations, or an empty one: none
    expect(await login('?next=/team&next=/settings')).toBe('/sign-in');
    expect(await login('?next=')).toBe('/sign-in');
  });
});

describe('sign-up switched off, rate limits, https cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ALLOW_SIGNUP: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: 'true',
      // a proxy in front with no PUBLIC_URL: the installation must say what it is
      HOSTED: 'false',
    });
  });
  afterAll(() => t.close());

  it('refuses sign-up when ALLOW_SIGNUP=false', async () => {
    const res = await t.app.inject({
      url: '/api/auth/sign-up',
      ...json({ email: email(), password: 'password1' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Sign-up is disabled on this installation',
      code: 'forbidden',
    });
    expect((await t.app.inject({ url: '/api/auth/config' })).json().signUpAllowed).toBe(false);
  });

  it('limits sign-in attempts per IP', async () => {
    const attempt = (ip: string) =>
      t.app.inject({
        url: '/api/auth/sign-in',
        ...json({ email: email(), password: 'whatever1' }),
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await attempt('127.0.0.9')).statusCode).toBe(401);
    const limited = await attempt('127.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests|Rate limit/i);
    expect((await attempt('127.0.0.10')).statusCode).toBe(401);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const e = email();
    await createAccount(
      t.ctx.database.db,
      { email: e, passwordHash: await hashPassword('the-amber-falcon') },
      { plan: 'starter' },
    );
    const res = await t.app.inject({
      url: '/api/auth/sign-in',
      ...json({ email: e, password: 'the-amber-falcon' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.20',
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('Secure');
  });
});
