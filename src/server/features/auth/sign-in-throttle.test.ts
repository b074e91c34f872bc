// Password guessing is throttled with back-off per account and per address; parallel guesses
// each count; guessing elsewhere never locks the owner out at their usual address, where the
// account has a higher bar of its own; and nothing in the answers tells whether an account
// exists. Addresses are only ever injected, never used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { FREE_ATTEMPTS, FREE_ATTEMPTS_USUAL } from './sign-in-throttle.js';

const HOME = '127.0.0.1';
const ATTACKER = '198.51.100.7';
let n = 0;
const email = () => `throttle${++n}-${Date.now()}@example.test`;

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = async (e: string, from = HOME) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: e, password: 'the-amber-falcon' },
      remoteAddress: from,
    });
    expect(res.statusCode).toBe(201);
  };
  const signIn = (e: string, password: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: e, password },
      remoteAddress: from,
    });
  const burst = async (e: string, count: number, from = ATTACKER) =>
    (await Promise.all(Array.from({ length: count }, () => signIn(e, 'wrong-guess', from))))
      .map((r) => r.statusCode)
      .sort();
  const failuresOf = async (key: string) =>
    (await t.ctx.database.pool.query('SELECT failures FROM sign_in_failures WHERE key = $1', [key]))
      .rows[0]?.failures as number | undefined;

  it('counts every one of a burst of parallel guesses: only the free ones are checked', async () => {
    const e = email();
    await signUp(e);
    const statuses = await burst(e, FREE_ATTEMPTS + 3);
    // 5 free, the 6th is checked and starts the back-off, the rest wait.
    expect(statuses).toEqual([...Array(FREE_ATTEMPTS + 1).fill(401), 429, 429]);
    expect(await failuresOf(`account:${e}`)).toBe(FREE_ATTEMPTS + 1);
    const right = await signIn(e, 'the-amber-falcon', '203.0.113.50');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      code: 'rate_limited',
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('guessing elsewhere does not lock the owner out at their usual address', async () => {
    const e = email();
    await signUp(e);
    await burst(e, FREE_ATTEMPTS + 3);
    expect((await signIn(e, 'the-amber-falcon', '203.0.113.50')).statusCode).toBe(429);
    // A typo at home is an ordinary wrong password, and the right one gets in.
    expect((await signIn(e, 'typo-typo', HOME)).statusCode).toBe(401);
    const home = await signIn(e, 'the-amber-falcon', HOME);
    expect(home.statusCode).toBe(200);
    expect(home.json().email).toBe(e);
    // The owner proved themselves: the account's counter starts again.
    expect(await failuresOf(`account:${e}`)).toBeUndefined();
  });

  it('counts the account at its usual address too, with a higher bar (a shared proxy address)', async () => {
    // Behind a proxy without TRUST_PROXY everyone comes from the owner's usual address.
    const shared = '198.51.100.60';
    const e = email();
    await signUp(e, shared);
    const statuses = await burst(e, FREE_ATTEMPTS_USUAL + 3, shared);
    expect(statuses).toEqual([...Array(FREE_ATTEMPTS_USUAL + 1).fill(401), 429, 429]);
    expect(await failuresOf(`account-usual:${e}`)).toBe(FREE_ATTEMPTS_USUAL + 1);
    const right = await signIn(e, 'the-amber-falcon', shared);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      code: 'rate_limited',
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // the bar at home is higher than elsewhere: a household's typos never reach it
    expect(FREE_ATTEMPTS_USUAL).toBeGreaterThan(FREE_ATTEMPTS);
  });

  it('answers the same for an account that does not exist', async () => {
    const real = email();
    await signUp(real);
    const ghost = email();
    const from = ['198.51.100.21', '198.51.100.22'] as const;
    const a = await burst(real, FREE_ATTEMPTS + 3, from[0]);
    const b = await burst(ghost, FREE_ATTEMPTS + 3, from[1]);
    expect(b).toEqual(a);
    const [ra, rb] = await Promise.all([
      signIn(real, 'wrong-guess', from[0]),
      signIn(ghost, 'wrong-guess', from[1]),
    ]);
    expect(rb.statusCode).toBe(ra.statusCode);
    expect(rb.json()).toEqual(ra.json());
  });

  it('throttles one address guessing across many accounts, but not the accounts at home', async () => {
    const sprayer = '198.51.100.30';
    for (let i = 0; i <= FREE_ATTEMPTS; i++) {
      expect((await signIn(email(), 'wrong-guess', sprayer)).statusCode).toBe(401);
    }
    expect((await signIn(email(), 'wrong-guess', sprayer)).statusCode).toBe(429);
    const victim = email();
    await signUp(victim);
    expect((await signIn(victim, 'the-amber-falcon', sprayer)).statusCode).toBe(429);
    expect((await signIn(victim, 'the-amber-falcon', HOME)).statusCode).toBe(200);
  });

  it('backs off: each further failure doubles the wait, up to 15 minutes', async () => {
    const e = email();
    await signUp(e);
    const from = '198.51.100.40';
    const key = `account:${e}`;
    // Time passes: the current wait is over.
    const waitIsOver = () =>
      t.ctx.database.pool.query(
        'UPDATE sign_in_failures SET blocked_until = now() WHERE key = ANY($1)',
        [[key, `address:${from}`]],
      );
    const blockSeconds = async () =>
      (
        await t.ctx.database.pool.query(
          `SELECT round(extract(epoch FROM blocked_until - last_failure_at))::int AS s
             FROM sign_in_failures WHERE key = $1`,
          [key],
        )
      ).rows[0].s as number;
    await burst(e, FREE_ATTEMPTS + 1, from);
    const waits = [await blockSeconds()];
    for (let i = 0; i < 7; i++) {
      const refused = await signIn(e, 'wrong-guess', from);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(waits.at(-1)!);
      await waitIsOver();
      expect((await signIn(e, 'wrong-guess', from)).statusCode).toBe(401);
      waits.push(await blockSeconds());
    }
    expect(waits).toEqual([10, 20, 40, 80, 160, 320, 640, 900]);
  });
});
