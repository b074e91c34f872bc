// "Check now" and "check all" are limited per workspace, and leave alone what is already due or
// being checked, so repeating them adds no work for the worker every workspace shares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('check requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CHECK_ALL_PER_MINUTE: '6', CHECK_NOW_PER_MINUTE: '120' });
  });
  afterAll(() => t.close());

  const insert = async (actor: Actor, n: number) => {
    const { rows } = await t.ctx.database.pool.query<{ id: number }>(
      `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
       SELECT $1, 'P' || i, 'Street', '127.0.3.' || i, true
         FROM generate_series(1, $2::int) i RETURNING id`,
      [actor.workspaceId, n],
    );
    await t.ctx.database.pool.query(
      `UPDATE property_schedule SET next_check_at = now() + interval '1 hour' WHERE property_id = ANY($1::int[])`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) => r.id);
  };
  const checkAll = (actor: Actor) =>
    call(t.app, actor, { method: 'POST', url: '/api/ping/check-all' });

  it('check-all: 6 a minute per workspace; the 7th is refused, other workspaces go on', async () => {
    const busy = await createActor(t.ctx, 'admin');
    const other = await createActor(t.ctx, 'admin');
    await insert(busy, 2);
    for (let i = 0; i < 6; i++) expect((await checkAll(busy)).statusCode).toBe(202);
    const refused = await checkAll(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please slow down and try again shortly.',
      code: 'rate_limited',
    });
    // A teammate in the same workspace shares its allowance; another workspace does not.
    const teammate = await createActor(t.ctx, 'staff', {
      workspaceId: busy.workspaceId!,
      role: 'staff',
    });
    expect((await checkAll(teammate)).statusCode).toBe(429);
    expect((await checkAll(other)).statusCode).toBe(202);
  });

  it('check-now: 120 a minute per workspace', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const [id] = await insert(admin, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      statuses.push(
        (await call(t.app, admin, { method: 'POST', url: `/api/ping/check/${id}` })).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });

  it('leaves properties already due or being checked as they are', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const [waiting, due, leased] = await insert(admin, 3);
    const pool = t.ctx.database.pool;
    await pool.query(
      `UPDATE property_schedule SET next_check_at = now() - interval '5 seconds' WHERE property_id = $1`,
      [due],
    );
    await pool.query(
      `UPDATE property_schedule SET lease_until = now() + interval '30 seconds' WHERE property_id = $1`,
      [leased],
    );
    const before = await pool.query(
      'SELECT property_id AS id, next_check_at FROM property_schedule WHERE property_id = ANY($1::int[]) ORDER BY property_id',
      [[waiting, due, leased]],
    );
    const res = await checkAll(admin);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Checks started', count: 3 });
    const single = await call(t.app, admin, { method: 'POST', url: `/api/ping/check/${leased}` });
    expect(single.statusCode).toBe(202);
    const after = await pool.query(
      `SELECT property_id AS id, next_check_at, next_check_at <= now() AS due_now FROM property_schedule
        WHERE property_id = ANY($1::int[]) ORDER BY property_id`,
      [[waiting, due, leased]],
    );
    const [w, d, l] = after.rows;
    expect(w.due_now).toBe(true);
    // The overdue one keeps its place in the queue; the one in flight keeps its schedule.
    expect(d.next_check_at).toEqual(before.rows[1].next_check_at);
    expect(l.next_check_at).toEqual(before.rows[2].next_check_at);
  });
});
