// GET /api/properties keeps its answer between requests: a browser that holds the current list
// gets 304 with no body, and any change to the rows (an edit, a check the scheduler records, a
// write from another process) is in the very next answer, compressed or not.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contracts/properties.js';
import { checkAllAs } from '../../monitoring/test-support/fixtures.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperties, addProperty } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('property list cache', () => {
  let t: TestApp;
  let admin: Actor;
  const list = (headers: Record<string, string> = {}) =>
    call(t.app, admin, { url: '/api/properties', headers });

  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'enterprise' });
    admin = await createActor(t.ctx, 'admin');
  });
  afterAll(() => t.close());

  it('answers 304 with no body to the ETag it gave, and 200 with the new row after a create', async () => {
    await addProperty(t.app, admin, { name: 'Alder', ipAddress: '127.0.0.2' });
    const first = await list();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await addProperty(t.app, admin, { name: 'Birch', ipAddress: '127.0.0.3' });
    const changed = await list({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Property[]>().map((p) => p.name)).toEqual(['Alder', 'Birch']);
  });

  it('shows a status change the scheduler recorded at once, in every encoding', async () => {
    // enough rows that the answer is compressed (over 1 KB)
    await addProperties(t.app, admin, 8, 'Cedar');
    const decode = {
      br: (b: Buffer) => brotliDecompressSync(b).toString(),
      gzip: (b: Buffer) => gunzipSync(b).toString(),
    };
    const statuses = async (encoding: 'br' | 'gzip') => {
      const res = await list({ 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      return (JSON.parse(decode[encoding](res.rawPayload)) as Property[]).map((p) => p.status);
    };
    const before = await list();
    expect(before.json<Property[]>().every((p) => p.status === 'unknown')).toBe(true);
    expect(await statuses('br')).not.toContain('online');
    expect(await statuses('gzip')).not.toContain('online');

    // one scheduler cycle: every property answers
    await checkAllAs(t.ctx.database.pool, 'up', 3);

    const after = await list({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json<Property[]>().every((p) => p.status === 'online')).toBe(true);
    expect(new Set(await statuses('br'))).toEqual(new Set(['online']));
    expect(new Set(await statuses('gzip'))).toEqual(new Set(['online']));
  });

  it('follows a change written straight to the database and a change of the workspace interval', async () => {
    const before = (await list()).json<Property[]>();
    await t.ctx.database.pool.query(`UPDATE properties SET name = 'Renamed' WHERE id = $1`, [
      before[0]!.id,
    ]);
    expect((await list()).json<Property[]>().map((p) => p.name)).toContain('Renamed');
    await t.ctx.database.pool.query(
      'UPDATE workspaces SET check_interval_seconds = 120 WHERE id = $1',
      [admin.workspaceId],
    );
    const after = (await list()).json<Property[]>();
    expect(after.every((p) => p.effectiveIntervalSeconds === 120)).toBe(true);
  });
});
