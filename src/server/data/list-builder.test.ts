// A large kept list past its age is replaced by a worker thread (list-builder.ts), never the web
// thread (decision 016): the thread's bytes and ETag are the web thread's own, in both views of
// the addresses, and a thread that cannot build says so (the caller then builds here).
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../contracts/properties.js';
import { connectDatabase, type Database } from '../db/client.js';
import { call, createActor } from '../test/actors.js';
import { insertProperties } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { msUntil } from '../test/wait-for.js';
import { LIST_CACHE_MS, THREAD_FROM_BYTES } from './kept-property-lists.js';
import { createListBuilder, LIST_THREAD_NICE } from './list-builder.js';
import { LIST_SLICE_ROWS, listPropertiesJson } from './list-properties.js';

/** The statements `pool`'s clients run while `run` runs: what the web thread asked the database. */
async function statements(pool: pg.Pool, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const restore: Array<() => void> = [];
  const spy = (client: pg.PoolClient) => {
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      seen.push(typeof q === 'string' ? q : (q?.text ?? ''));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof client.query;
    restore.push(() => (client.query = query));
  };
  pool.on('acquire', spy);
  try {
    await run();
  } finally {
    pool.off('acquire', spy);
    for (const r of restore) r();
  }
  return seen;
}

describe('list builder thread', () => {
  let t: TestApp;
  let other: Database; // another process: the worker recording checks
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'enterprise' });
    other = connectDatabase(t.ctx.database.pool.options.connectionString!, 2);
    await t.app.changes!.listening();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('builds the very bytes and ETag the web thread builds, in both views', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const ids = await insertProperties(t.ctx.database.pool, admin.workspaceId!, 2 * LIST_SLICE_ROWS + 7);
    // names alike across slices, figures of every kind, one not confirmed
    await t.ctx.database.pool.query(
      `UPDATE properties SET name = 'Same ' || (id % 3), description = 'Ünïcode “quoted”'
        WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    await t.ctx.database.pool.query(
      `UPDATE property_schedule SET response_time = 12.345, last_check = now(),
              unconfirmed_at = CASE WHEN property_id = $2 THEN now() END
        WHERE property_id = ANY($1::int[])`,
      [ids, ids[5]],
    );
    const builder = createListBuilder(t.ctx.database.pool.options.connectionString!);
    try {
      for (const seesFullIps of [false, true]) {
        const viewer = { workspaceId: admin.workspaceId!, seesFullIps };
        const [there, here] = await Promise.all([
          builder.build(viewer),
          listPropertiesJson(t.ctx.database.db, viewer),
        ]);
        expect(there.etag).toBe(here.etag);
        expect(there.bytes.equals(here.bytes)).toBe(true);
        expect(JSON.parse(there.bytes.toString())).toHaveLength(ids.length);
      }
      // ended, a later build starts another thread
      await builder.close();
      const again = await builder.build({ workspaceId: admin.workspaceId!, seesFullIps: false });
      expect(JSON.parse(again.bytes.toString())).toHaveLength(ids.length);
    } finally {
      await builder.close();
    }
  });

  it('builds at a lower priority than the web thread (Linux)', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await insertProperties(t.ctx.database.pool, admin.workspaceId!, 3);
    const builder = createListBuilder(t.ctx.database.pool.options.connectionString!);
    try {
      await builder.build({ workspaceId: admin.workspaceId!, seesFullIps: false });
      // the 19th field of a thread's stat is its nice value; the thread stays for the next list
      const nices = readdirSync('/proc/self/task').map((tid) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      });
      expect(nices).toContain(Math.min(19, os.getPriority() + LIST_THREAD_NICE));
    } finally {
      await builder.close();
    }
  });

  it('fails a build it cannot make, with the reason', async () => {
    // nothing listens on port 1 of loopback
    const builder = createListBuilder('postgres://nobody@127.0.0.1:1/none');
    try {
      await expect(
        builder.build({ workspaceId: '00000000-0000-0000-0000-000000000000', seesFullIps: false }),
      ).rejects.toThrow(/^list build failed: /);
    } finally {
      await builder.close();
    }
  });

  it('replaces a large list past its age in the thread: the web thread reads no row', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const n = 3000;
    const [first] = await insertProperties(t.ctx.database.pool, admin.workspaceId!, n);
    const list = await call(t.app, admin, { url: '/api/properties' });
    expect(list.statusCode).toBe(200);
    expect(list.rawPayload.length).toBeGreaterThan(THREAD_FROM_BYTES);
    // a check the worker records: a figure no signal announces, shown once the list is replaced
    await other.pool.query('UPDATE property_schedule SET response_time = 77 WHERE property_id = $1', [
      first,
    ]);
    const shown = async () =>
      (await call(t.app, admin, { url: '/api/properties' })).json<Property[]>()[0]!
        .responseTime === 77;
    let took = 0;
    const asked = await statements(t.ctx.database.pool, async () => {
      took = await msUntil(shown, 3 * LIST_CACHE_MS);
    });
    expect(took).toBeGreaterThan(LIST_CACHE_MS / 2);
    // the session may be read again meanwhile; the list's rows never are, here
    expect(asked.filter((q) => q.includes('property_schedule'))).toEqual([]);
  });
});
