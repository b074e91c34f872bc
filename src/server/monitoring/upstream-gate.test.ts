// The upstream gate's other paths, with scripted probe outcomes (no packets): a held member that
// recovers while its upstream is still down tells nothing; a member failing in the same batch as
// its upstream's recovery alerts at once; with N = 2, members are held while the upstream is still
// unconfirmed; a parent group's upstream holds the members of the groups below it.
import { describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../test/actors.js';
import { insertProperty } from '../test/factories.js';
import { checkNow } from '../notify/test-support/outage.js';
import { useTestApp } from '../test/use-test-app.js';

describe('the upstream gate', () => {
  const t = useTestApp();
  const pool = () => t.ctx.database.pool;
  const setup = async (failuresBeforeOffline: number) => {
    const admin = await createActor(t.ctx, 'admin');
    const ws = admin.workspaceId!;
    await pool().query(`UPDATE workspaces SET failures_before_offline = $2 WHERE id = $1`, [
      ws,
      failuresBeforeOffline,
    ]);
    const line = await insertProperty(pool(), ws, { name: 'Line' });
    const router = await insertProperty(pool(), ws, { name: 'Router' });
    const a = await insertProperty(pool(), ws, { name: 'Hall A' });
    const b = await insertProperty(pool(), ws, { name: 'Hall B' });
    const post = async (url: string, payload: object) => {
      const res = await call(t.app, admin, { method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: number };
    };
    const top = await post('/api/groups', { name: 'Circuit', upstreamPropertyId: line });
    const campus = await post('/api/groups', {
      name: 'Campus',
      upstreamPropertyId: router,
      parentGroupId: top.id,
    });
    await post('/api/groups/assign', { groupId: top.id, propertyIds: [router] });
    await post('/api/groups/assign', { groupId: campus.id, propertyIds: [a, b] });
    return { admin, line, router, a, b };
  };
  const alerts = async (admin: Actor) =>
    (
      (await call(t.app, admin, { url: '/api/alerts' })).json() as Array<{
        type: string;
        propertyId: number;
      }>
    )
      .map((x) => `${x.type}:${x.propertyId}`)
      .sort();
  const run = (o: Record<number, 'up' | 'timeout'>) =>
    checkNow(t.ctx, new Map(Object.entries(o).map(([k, v]) => [Number(k), v])));

  it('holds the members below a parent group’s upstream; their recovery while held is no news', async () => {
    const { admin, line, router, a, b } = await setup(1);
    await run({ [line]: 'timeout', [router]: 'timeout', [a]: 'timeout', [b]: 'timeout' });
    expect(await alerts(admin)).toEqual([`offline:${line}`]);
    const message = (
      (await call(t.app, admin, { url: '/api/alerts' })).json() as Array<{ message: string }>
    )[0]!.message;
    expect(message).toMatch(
      /^Line at Circuit down: 3 properties affected \(Hall A, Hall B, Router\)\. /,
    );
    // Hall A comes back while the line is still down: nothing to tell
    await run({ [a]: 'up' });
    expect(await alerts(admin)).toEqual([`offline:${line}`]);
    // the line and the router come back in one batch, Hall B still fails in it: it alerts now
    await run({ [line]: 'up', [router]: 'up', [b]: 'timeout' });
    expect(await alerts(admin)).toEqual(
      [`offline:${b}`, `offline:${line}`, `online:${line}`].sort(),
    );
  });

  it('with two failures to confirm, holds members while the upstream is failing but unconfirmed', async () => {
    const { admin, line, router, a, b } = await setup(2);
    await run({ [line]: 'up', [router]: 'up', [a]: 'up', [b]: 'up' });
    // the line's first failure and two of the members' in one batch: only the line's timeout
    await run({ [line]: 'timeout', [a]: 'timeout', [b]: 'timeout' });
    expect(await alerts(admin)).toEqual([`timeout:${line}`]);
    // the members are confirmed before the line is: still held
    await run({ [a]: 'timeout', [b]: 'timeout' });
    expect(await alerts(admin)).toEqual([`timeout:${line}`]);
    const shown = (await call(t.app, admin, { url: `/api/properties/${a}` })).json();
    // held, but the line is not confirmed offline: no cause shown yet
    expect(shown).toMatchObject({ status: 'offline' });
    expect(shown).not.toHaveProperty('unreachableCause');
  });
});
