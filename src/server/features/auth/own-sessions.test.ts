// Settings → Sessions: a person sees where they are signed in and ends the sessions they do not
// recognise; nobody can see or end another person's. The session cookie follows OWASP ASVS L2:
// __Host- prefixed and Secure when the app is served over https, 30 minutes idle, 12 hours at most.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let n = 0;
const cookieOf = (res: LightMyRequestResponse) =>
  String([res.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';

async function signUp(t: TestApp): Promise<{ email: string; cookie: string }> {
  const email = `sessions${++n}-${Date.now()}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { 'user-agent': CHROME_LINUX },
    payload: { email, password: 'amber-falcon-123', firstName: 'Sam' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email, cookie: cookieOf(res) };
}

async function signIn(t: TestApp, email: string, ua = FIREFOX_WINDOWS): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'user-agent': ua },
    payload: { email, password: 'amber-falcon-123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieOf(res);
}

const get = (t: TestApp, cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

describe('own sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the caller’s live sessions, this one first, with a readable device', async () => {
    const { email, cookie } = await signUp(t);
    await signIn(t, email);
    const res = await get(t, cookie, '/api/auth/sessions');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ device: string; current: boolean; id: string }>;
    expect(list.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Linux', true],
      ['Firefox on Windows', false],
    ]);
    expect(list[0]!.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('ends another of one’s sessions at once; that cookie no longer works, this one does', async () => {
    const { email, cookie } = await signUp(t);
    const laptop = await signIn(t, email);
    const list = (await get(t, cookie, '/api/auth/sessions')).json() as Array<{
      id: string;
      current: boolean;
    }>;
    const other = list.find((s) => !s.current)!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);
    expect((await get(t, laptop, '/api/auth/user')).statusCode).toBe(401);
    expect((await get(t, cookie, '/api/auth/user')).statusCode).toBe(200);
  });

  it('never shows or ends someone else’s session (404, and it goes on working)', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const bobs = (await get(t, bob.cookie, '/api/auth/sessions')).json() as Array<{ id: string }>;
    const mine = (await get(t, alice.cookie, '/api/auth/sessions')).json() as Array<{
      id: string;
    }>;
    expect(mine.map((s) => s.id)).not.toContain(bobs[0]!.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${bobs[0]!.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Session not found', code: 'not_found' });
    expect((await get(t, bob.cookie, '/api/auth/user')).statusCode).toBe(200);
  });

  it('signs out every other session in one go, and counts them', async () => {
    const { email, cookie } = await signUp(t);
    const others = [await signIn(t, email), await signIn(t, email, CHROME_LINUX)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/end-others',
      headers: { cookie },
    });
    expect(res.json()).toEqual({ ended: 2 });
    for (const c of others) expect((await get(t, c, '/api/auth/user')).statusCode).toBe(401);
    expect((await get(t, cookie, '/api/auth/user')).statusCode).toBe(200);
  });

  it('ending the session in use signs out', async () => {
    const { cookie } = await signUp(t);
    const [me] = (await get(t, cookie, '/api/auth/sessions')).json() as Array<{ id: string }>;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${me!.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);
    expect((await get(t, cookie, '/api/auth/user')).statusCode).toBe(401);
  });

  it('refuses without a session, and a malformed id names nothing', async () => {
    expect((await t.app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/not-a-session',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it('lasts 30 minutes without activity and 12 hours at most, by default', async () => {
    const { email } = await signUp(t);
    const { rows } = await t.ctx.database.pool.query(
      `SELECT extract(epoch FROM s.idle_expires_at - s.created_at) AS idle,
              extract(epoch FROM s.absolute_expires_at - s.created_at) AS absolute
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
      [email],
    );
    expect(Math.round(Number(rows[0].idle) / 60)).toBe(30);
    expect(Math.round(Number(rows[0].absolute) / 3600)).toBe(12);
    const config = (await t.app.inject({ url: '/api/auth/config' })).json();
    expect(config.session).toEqual({ idleMinutes: 30, absoluteHours: 12 });
  });

  it('sets a plain HttpOnly, SameSite=Lax cookie over http on loopback', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: `plain${Date.now()}@example.test`, password: 'amber-falcon-123' },
    });
    const set = String([res.headers['set-cookie']].flat()[0]);
    expect(set).toMatch(/^pm_session=/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain('Path=/');
  });
});

describe('session cookie when the app is served over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://monitor.example.test' });
  });
  afterAll(() => t.close());

  it('is __Host- prefixed and Secure even when the request reaches the app as http', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: 'https://monitor.example.test' },
      payload: { email: `secure${Date.now()}@example.test`, password: 'amber-falcon-123' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const set = String([res.headers['set-cookie']].flat()[0]);
    expect(set).toMatch(/^__Host-pm_session=/);
    expect(set).toContain('Secure');
    expect(set).toContain('Path=/');
    expect(set).not.toMatch(/Domain=/i);
    const cookie = set.split(';')[0]!;
    expect((await get(t, cookie, '/api/auth/user')).statusCode).toBe(200);
    // The old name is not read there: a cookie planted without the prefix is no session.
    const planted = cookie.replace('__Host-pm_session', 'pm_session');
    expect((await get(t, planted, '/api/auth/user')).statusCode).toBe(401);
  });
});
