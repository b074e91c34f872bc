// GET /api/properties is kept whole (issue 31): a repeat read is the very same bytes with no
// database round trip, in whichever encoding the client takes; every change to what the answer
// shows is in the next answer (here at once, from another process within a second); and one
// workspace's or one view's answer never reaches another caller.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contracts/properties.js';
import { connectDatabase, type Database } from '../../db/client.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { listProperties, LIST_SLICE_ROWS } from '../../data/list-properties.js';
import { addProperty, insertProperties, propertyBody } from '../../test/factories.js';
import { maskIp } from '../../lib/mask-ip.js';
import { poolCheckouts } from '../../test/pool-checkouts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { msUntil } from '../../test/wait-for.js';

describe('kept property list', () => {
  let t: TestApp;
  let other: Database; // another process's connections (a second web process, the worker)
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'enterprise' });
    other = connectDatabase(t.ctx.database.pool.options.connectionString!, 2);
    await t.app.changes!.listening();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const get = (who: Actor, headers: Record<string, string> = {}) =>
    call(t.app, who, { url: '/api/properties', headers });
  const listed = async (who: Actor) => {
    const res = await get(who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Property[]>();
  };
  const names = async (who: Actor) => (await listed(who)).map((p) => p.name);
  const roundTrips = (run: () => Promise<unknown>) => poolCheckouts(t.ctx.database.pool, run);
  /** an admin of a workspace of its own with `n` properties "<prefix> 1".. (8: over 1 KB) */
  const workspaceWith = async (n: number, prefix: string) => {
    const admin = await createActor(t.ctx, 'admin');
    for (let i = 1; i <= n; i++) await addProperty(t.app, admin, { name: `${prefix} ${i}` });
    return admin;
  };

  it('answers a repeat read with the same bytes and no round trip, in each encoding', async () => {
    const admin = await workspaceWith(8, 'Aspen');
    // the creates' own NOTIFY arrives after them and drops the list once more: wait for it
    await msUntil(async () => (await roundTrips(() => get(admin))) === 0, 2000);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const first = await get(admin, headers);
      expect(first.statusCode).toBe(200);
      let again = first;
      expect(await roundTrips(async () => (again = await get(admin, headers)))).toBe(0);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-encoding']).toBe(first.headers['content-encoding']);
    }
  });

  it('reads a list longer than a slice whole, in the list’s order, names alike by id', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const n = 2 * LIST_SLICE_ROWS + 7;
    await insertProperties(t.ctx.database.pool, admin.workspaceId!, n);
    // names repeat across the slices' edges: the order (and the next slice) goes on by id
    await t.ctx.database.pool.query(
      `UPDATE properties SET name = 'Same ' || (id % 3) WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    const viewer = { workspaceId: admin.workspaceId!, seesFullIps: false };
    const whole = await listProperties(t.ctx.database.db, viewer);
    expect(whole).toHaveLength(n);
    expect((await get(admin)).body).toBe(JSON.stringify(whole));
  });

  it('negotiates the encoding per request from the one kept answer', async () => {
    const admin = await workspaceWith(8, 'Beech');
    const json = JSON.stringify(await listed(admin));
    const cases: Array<[string | undefined, string | undefined]> = [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await get(admin, accept === undefined ? {} : { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(String(res.headers.vary)).toContain('accept-encoding');
      const raw = res.rawPayload;
      const text =
        expected === 'br'
          ? brotliDecompressSync(raw).toString()
          : expected === 'gzip'
            ? gunzipSync(raw).toString()
            : raw.toString();
      expect(text).toBe(json);
    }
  });

  // an import's commit: google-sheets/upload.test.ts reads the list before and after it
  it('shows a property created, edited or deleted on the next read', async () => {
    const admin = await workspaceWith(2, 'Cedar');
    expect(await names(admin)).toEqual(['Cedar 1', 'Cedar 2']);
    const created = await addProperty(t.app, admin, { name: 'Cedar 3', ipAddress: '127.0.0.9' });
    expect(await names(admin)).toEqual(['Cedar 1', 'Cedar 2', 'Cedar 3']);
    const [first] = await listed(admin);
    const edited = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/properties/${first!.id}`,
      payload: propertyBody({ name: 'Cedar 0' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await names(admin)).toEqual(['Cedar 0', 'Cedar 2', 'Cedar 3']);
    const deleted = await call(t.app, admin, {
      method: 'DELETE',
      url: `/api/properties/${created.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await names(admin)).toEqual(['Cedar 0', 'Cedar 2']);
  });

  it('shows a change another process made within a second: status, edit, interval', async () => {
    const admin = await workspaceWith(2, 'Dogwood');
    const bystander = await workspaceWith(1, 'Hazel');
    const [a] = await listed(admin);
    await msUntil(async () => (await roundTrips(() => get(bystander))) === 0, 2000);
    // a check recorded elsewhere that changed the status (the worker writes it so)
    await other.pool.query(
      `UPDATE properties SET status = 'offline', status_changed_at = now() WHERE id = $1`,
      [a!.id],
    );
    const offline = async () => (await listed(admin))[0]!.status === 'offline';
    expect(await msUntil(offline, 1000)).toBeLessThan(1000);
    // announced for its workspace: another workspace's kept list stays
    expect(await roundTrips(() => get(bystander))).toBe(0);
    await other.pool.query(`UPDATE properties SET address = '9 Elsewhere' WHERE id = $1`, [a!.id]);
    const moved = async () => (await listed(admin))[0]!.address === '9 Elsewhere';
    expect(await msUntil(moved, 1000)).toBeLessThan(1000);
    await other.pool.query(`UPDATE workspaces SET check_interval_seconds = 600 WHERE id = $1`, [
      admin.workspaceId,
    ]);
    const slower = async () =>
      (await listed(admin)).every((p) => p.effectiveIntervalSeconds === 600);
    expect(await msUntil(slower, 1000)).toBeLessThan(1000);
  });

  it('keeps the masked and the full view apart, and follows a change of who sees what', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const body = propertyBody({ name: 'Elm' });
    await addProperty(t.app, admin, body);
    const { ipAddress } = body;
    const owner = await createActor(t.ctx, 'owner', {
      workspaceId: admin.workspaceId!,
      role: 'viewer',
    });
    const masked = (await get(admin)).body;
    const full = (await get(owner)).body;
    expect(JSON.parse(masked)[0]).toMatchObject({ maskedIp: true, ipAddress: maskIp(ipAddress) });
    expect(JSON.parse(full)[0]).toMatchObject({ maskedIp: false, ipAddress });
    // each view is kept: served again without a round trip, each to its own caller
    expect(await roundTrips(async () => expect((await get(admin)).body).toBe(masked))).toBe(0);
    expect(await roundTrips(async () => expect((await get(owner)).body).toBe(full))).toBe(0);

    // the owner's platform role taken away (in another process): masked within a second
    await other.pool.query('UPDATE users SET platform_role = NULL WHERE id = $1', [owner.userId]);
    expect(await msUntil(async () => (await get(owner)).body === masked, 1000)).toBeLessThan(1000);
    // the workspace unmasks its addresses: everyone sees them on the next read
    const put = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/settings/workspace',
      payload: { maskIps: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(admin)).body).toBe(full);
  });

  it('never gives one workspace’s kept answer, or its ETag, to another', async () => {
    const a = await workspaceWith(3, 'Fir');
    const b = await createActor(t.ctx, 'otherAdmin');
    const aList = await get(a);
    expect(await names(b)).toEqual([]);
    const withA = await get(b, { 'if-none-match': String(aList.headers.etag) });
    expect(withA.statusCode).toBe(200);
    expect(withA.json()).toEqual([]);
    // a member removed from the workspace reads no list of it, kept or not
    const viewer = await createActor(t.ctx, 'viewer', {
      workspaceId: a.workspaceId!,
      role: 'viewer',
    });
    expect(await names(viewer)).toEqual(['Fir 1', 'Fir 2', 'Fir 3']);
    const removed = await call(t.app, a, {
      method: 'DELETE',
      url: `/api/team/members/${viewer.userId}`,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await get(viewer);
    expect(after.body).not.toContain('Fir 1');
  });
});
