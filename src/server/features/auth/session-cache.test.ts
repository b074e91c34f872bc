// The session cache (issue 14, "an API that keeps up"): a signed-in read normally makes no round
// trip, yet an ended session, a removed member or a changed role is refused on the very next
// request in this process, and in another process on the same database within a bounded time
// (far below the cache's own 5 s lifetime: the change is announced, not waited out).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { SESSION_CACHE_MS } from '../../auth/session-actor.js';
import { connectDatabase, type Database } from '../../db/client.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { poolCheckouts } from '../../test/pool-checkouts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { msUntil } from '../../test/wait-for.js';

const cookieOf = (res: LightMyRequestResponse) =>
  String([res.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';

let n = 0;

describe('session cache', () => {
  let t: TestApp;
  let second: Database;
  let app2: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    // a second app instance on the same database, as a second web process would be
    second = connectDatabase(t.ctx.database.pool.options.connectionString!, 3);
    app2 = await buildApp({ config: t.ctx.config, database: second });
    await app2.ready();
    await t.app.changes!.listening();
    await app2.changes!.listening();
  });
  afterAll(async () => {
    await app2.close();
    await second.close();
    await t.close();
  });
  afterEach(() => vi.useRealTimers());

  const user = (who: Actor, app = t.app) => call(app, who, { url: '/api/auth/user' });

  const roundTrips = (run: () => Promise<unknown>) => poolCheckouts(t.ctx.database.pool, run);

  async function signUpAndIn(): Promise<{ email: string; cookies: string[] }> {
    const email = `cache${++n}-${Date.now()}@example.test`;
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'amber-falcon-123', firstName: 'Kim' },
    });
    expect(up.statusCode, up.body).toBe(201);
    const cookies = [cookieOf(up)];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: 'amber-falcon-123' },
      });
      expect(res.statusCode, res.body).toBe(200);
      cookies.push(cookieOf(res));
    }
    return { email, cookies };
  }

  it('answers a signed-in read without a round trip once the session is kept', async () => {
    const admin = await createActor(t.ctx, 'admin');
    expect((await user(admin)).statusCode).toBe(200);
    expect(await roundTrips(() => user(admin))).toBe(0);
    // a write is always authorised against the database
    expect(
      await roundTrips(() =>
        call(t.app, admin, { method: 'PUT', url: '/api/settings/profile', payload: {} }),
      ),
    ).toBeGreaterThan(0);
  });

  it('refuses a session ended by sign-out, Settings → Sessions or end-others on the next request', async () => {
    const { cookies } = await signUpAndIn();
    const [a, b, c] = cookies.map((cookie) => ({ name: 'admin' as const, cookie }));
    for (const s of [a!, b!, c!]) expect((await user(s)).statusCode).toBe(200);
    for (const s of [a!, b!, c!]) expect((await user(s, app2)).statusCode).toBe(200);

    const list = (await call(t.app, a!, { url: '/api/auth/sessions' })).json() as Array<{
      id: string;
      current: boolean;
    }>;
    const bId = list.filter((s) => !s.current)[0]!.id;
    const ended = await call(t.app, a!, { method: 'DELETE', url: `/api/auth/sessions/${bId}` });
    expect(ended.statusCode).toBe(204);
    // b or c: whichever was listed first is gone; exactly one of them
    const left = [(await user(b!)).statusCode, (await user(c!)).statusCode].sort();
    expect(left).toEqual([200, 401]);
    expect(
      await msUntil(
        async () =>
          (await user(b!, app2)).statusCode === 401 || (await user(c!, app2)).statusCode === 401,
      ),
    ).toBeLessThan(1000);

    const others = await call(t.app, a!, { method: 'POST', url: '/api/auth/sessions/end-others' });
    expect(others.statusCode).toBe(200);
    expect((await user(b!)).statusCode).toBe(401);
    expect((await user(c!)).statusCode).toBe(401);
    expect(
      await msUntil(
        async () =>
          (await user(c!, app2)).statusCode === 401 && (await user(b!, app2)).statusCode === 401,
      ),
    ).toBeLessThan(1000);

    expect((await user(a!)).statusCode).toBe(200);
    expect((await user(a!, app2)).statusCode).toBe(200);
    const out = await call(t.app, a!, { method: 'POST', url: '/api/auth/sign-out' });
    expect(out.statusCode).toBe(204);
    expect((await user(a!)).statusCode).toBe(401);
    expect(await msUntil(async () => (await user(a!, app2)).statusCode === 401)).toBeLessThan(1000);
  });

  it('shows a changed role and refuses a removed member on the next request, in either process', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const member = await createActor(t.ctx, 'viewer', {
      workspaceId: admin.workspaceId!,
      role: 'viewer',
    });
    const role = async (app: FastifyInstance) =>
      ((await user(member, app)).json() as { workspaceRole: string }).workspaceRole;
    expect(await role(t.app)).toBe('viewer');
    expect(await role(app2)).toBe('viewer');

    const put = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/team/members/${member.userId}/role`,
      payload: { role: 'staff' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await role(t.app)).toBe('staff');
    expect(await msUntil(async () => (await role(app2)) === 'staff')).toBeLessThan(1000);

    // kept again in both processes, then removed from the workspace
    expect((await call(app2, member, { url: '/api/properties' })).statusCode).toBe(200);
    const del = await call(t.app, admin, {
      method: 'DELETE',
      url: `/api/team/members/${member.userId}`,
    });
    expect(del.statusCode, del.body).toBe(204);
    expect((await call(t.app, member, { url: '/api/properties' })).statusCode).toBe(401);
    expect(
      await msUntil(
        async () => (await call(app2, member, { url: '/api/properties' })).statusCode === 401,
      ),
    ).toBeLessThan(1000);
  });

  it('sees a change made by another process’s SQL through its announcement, not the cache’s lifetime', async () => {
    const admin = await createActor(t.ctx, 'admin');
    expect((await user(admin)).json()).toMatchObject({ firstName: 'admin' });
    await second.pool.query(`UPDATE users SET first_name = 'Renamed' WHERE id = $1`, [
      admin.userId,
    ]);
    const took = await msUntil(
      async () => ((await user(admin)).json() as { firstName: string }).firstName === 'Renamed',
    );
    expect(took).toBeLessThan(SESSION_CACHE_MS / 5);
  });

  it('refuses a kept session the moment its idle expiry passes', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await t.ctx.database.pool.query(
      `UPDATE sessions SET idle_expires_at = now() + interval '2 seconds' WHERE user_id = $1`,
      [admin.userId],
    );
    // the write's own announcement (NOTIFY) comes back too and drops what is kept before it
    await new Promise((r) => setTimeout(r, 200));
    expect((await user(admin)).statusCode).toBe(200);
    expect(await roundTrips(() => user(admin))).toBe(0);
    // well within the cache's lifetime, but past the session's idle expiry
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2500);
    expect((await user(admin)).statusCode).toBe(401);
  });

  it('gives the concurrent requests of a session whose kept entry ran out one read', async () => {
    const admin = await createActor(t.ctx, 'admin');
    expect((await user(admin)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
    const answers: LightMyRequestResponse[] = [];
    const trips = await roundTrips(async () =>
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => user(admin))))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(trips).toBe(1);
    // and each is still refused the moment the session ends, by its own next request
    expect(
      (await call(t.app, admin, { method: 'POST', url: '/api/auth/sign-out' })).statusCode,
    ).toBe(204);
    const after = await Promise.all(Array.from({ length: 3 }, () => user(admin)));
    expect(after.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });
});
