// The commit writes what the preview planned when the workspace's properties are as they were,
// and plans again (the same rules) when they changed in between, even if the counts still agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contracts/properties.js';
import { call, createActor, getOk, type Actor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { csvFile } from './test-support/files.js';
import { commit, preview } from './test-support/import-calls.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listed = (actor: Actor) => getOk<Property[]>(t.app, actor, '/api/properties');
const FILE = csvFile('name,address,ipAddress\nFirst,1 Road,127.67.0.1\nSecond,2 Road,127.67.0.2\n');

describe('commit after the properties changed', () => {
  it('plans again: a row whose property went is created, one that found a property updates it', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const gone = await addProperty(t.app, admin, { name: 'Old', ipAddress: '127.67.0.1' });
    const p = await preview(t.app, admin, 'two.csv', FILE);
    expect(p.rows.map((r) => [r.row, r.action])).toEqual([
      [2, 'update'],
      [3, 'create'],
    ]);
    // meanwhile: the matched property is deleted, and one appears on the other row's address
    const del = await call(t.app, admin, { method: 'DELETE', url: `/api/properties/${gone.id}` });
    expect(del.statusCode).toBe(204);
    const found = await addProperty(t.app, admin, { name: 'New', ipAddress: '127.67.0.2' });

    const done = await commit(t.app, admin, p.id);
    expect(done).toMatchObject({ status: 'committed', importedCount: 1, updatedCount: 1 });
    const after = await listed(admin);
    // (the list masks addresses for this actor: the ids say which property each row became)
    expect(after.map((x) => [x.name, x.address]).sort()).toEqual([
      ['First', '1 Road'],
      ['Second', '2 Road'],
    ]);
    expect(after.find((x) => x.name === 'First')?.id).not.toBe(gone.id);
    expect(after.find((x) => x.name === 'Second')?.id).toBe(found.id);
  });

  it('writes the preview as planned when nothing changed, and keeps no rows after', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const kept = await addProperty(t.app, admin, { name: 'Old', ipAddress: '127.67.0.1' });
    const p = await preview(t.app, admin, 'two.csv', FILE);
    const done = await commit(t.app, admin, p.id);
    expect(done).toMatchObject({ status: 'committed', importedCount: 1, updatedCount: 1 });
    expect((await listed(admin)).find((x) => x.name === 'First')?.id).toBe(kept.id);
    const { rows } = await t.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM property_import_rows WHERE import_id = $1',
      [p.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});
