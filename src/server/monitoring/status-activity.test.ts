// The activity log after a batch of first answers: one row for many new properties of a
// workspace, the usual row per property for one, and every later change per property.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor } from '../test/actors.js';
import { addProperty } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { statusActivity } from './status-activity.js';
import { checkAllAs } from './test-support/fixtures.js';

const statusLines = async (t: TestApp, actor: Awaited<ReturnType<typeof createActor>>) => {
  const res = await call(t.app, actor, { url: '/api/activity?limit=50' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { kind: string; message: string }[])
    .filter((i) => i.kind === 'status.changed')
    .map((i) => i.message);
};

describe('activity of first answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes one line for three new properties coming online, then one per property', async () => {
    const admin = await createActor(t.ctx, 'admin');
    for (const [i, name] of ['Ash', 'Birch', 'Cedar'].entries()) {
      await addProperty(t.app, admin, { name, address: `${i} Way`, ipAddress: `127.0.3.${i + 1}` });
    }
    await checkAllAs(t.ctx.database.pool, 'up', 1);
    expect(await statusLines(t, admin)).toEqual(['3 new properties are now online']);
    await checkAllAs(t.ctx.database.pool, 'timeout', null);
    expect((await statusLines(t, admin)).slice(0, 3).sort()).toEqual([
      'Ash is now timeout',
      'Birch is now timeout',
      'Cedar is now timeout',
    ]);
  });

  it('keeps the per-property line when a single property answers first', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await addProperty(t.app, admin, { name: 'Dogwood', address: '9 Way', ipAddress: '127.0.3.9' });
    await checkAllAs(t.ctx.database.pool, 'up', 1);
    expect(await statusLines(t, admin)).toEqual(['Dogwood is now online']);
  });
});

describe('statusActivity', () => {
  const at = new Date('2026-11-27T10:00:00Z');
  const change = (workspaceId: string, propertyId: number, from: 'unknown' | 'online') => ({
    workspaceId,
    propertyId,
    name: `P${propertyId}`,
    from,
    to: from === 'unknown' ? ('online' as const) : ('offline' as const),
    at,
  });

  it('groups first answers per workspace, never across workspaces', () => {
    const rows = statusActivity([
      change('a', 1, 'unknown'),
      change('a', 2, 'unknown'),
      change('b', 3, 'unknown'),
      change('a', 4, 'online'),
    ]);
    expect(rows.map((r) => [r.workspaceId, r.propertyId, r.message])).toEqual([
      ['b', 3, 'P3 is now online'],
      ['a', 4, 'P4 is now offline'],
      ['a', null, '2 new properties are now online'],
    ]);
  });
});
