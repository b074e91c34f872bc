// The import files' `group` column (issue 29, decision 033) with real PostgreSQL: a named group of
// the workspace (without case) is assigned on create and update, an unknown name (or another
// workspace's) is refused per row with the exact message and nothing written for that row, an
// empty cell keeps the group, and an upstream cannot be put inside its own group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '../../../contracts/google-sheets.js';
import { GROUP_MSG, type Group } from '../../../contracts/groups.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { csvFile, xlsxFile } from './test-support/files.js';
import { commit, preview } from './test-support/import-calls.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createGroup = async (who: Actor, payload: object) => {
  const res = await call(t.app, who, { method: 'POST', url: '/api/groups', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Group;
};
/** Each property of the workspace by name: its group and IP address as stored. */
const stored = async (who: Actor) => {
  const { rows } = await t.ctx.database.pool.query<{ name: string; g: number | null }>(
    'SELECT name, group_id AS g FROM properties WHERE workspace_id = $1 ORDER BY name',
    [who.workspaceId],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.g]));
};

describe('the group column of an import file', () => {
  it('assigns a named group on create and update, matched without case, from .xlsx and CSV', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const oak = await createGroup(admin, { name: 'Oak Campus' });
    await addProperty(t.app, admin, { name: 'Old', ipAddress: '127.71.0.2' });
    const xlsx = await xlsxFile([
      ['Property Name', 'Address', 'IP Address', 'Group Name'],
      ['New', '1 Road', '127.71.0.1', 'oak campus'],
      ['Old', '2 Road', '127.71.0.2', 'OAK CAMPUS'],
    ]);
    const p = await preview(t.app, admin, 'groups.xlsx', xlsx);
    expect(p.counts).toEqual({ create: 1, update: 1, unchanged: 0, refused: 0 });
    expect(p.rows.map((r) => [r.row, r.action, r.group])).toEqual([
      [2, 'create', 'oak campus'],
      [3, 'update', 'OAK CAMPUS'],
    ]);
    expect(await commit(t.app, admin, p.id)).toMatchObject({ status: 'committed' });
    expect(await stored(admin)).toEqual({ New: oak.id, Old: oak.id });

    // the same rows again: nothing changes; another group: an update of the group alone
    const elm = await createGroup(admin, { name: 'Elm Site' });
    const csv = csvFile(
      'name,address,ip,group\nNew,1 Road,127.71.0.1,Oak Campus\nOld,2 Road,127.71.0.2,elm site\n',
    );
    const again = await preview(t.app, admin, 'groups.csv', csv);
    expect(again.rows.map((r) => [r.row, r.action])).toEqual([
      [2, 'unchanged'],
      [3, 'update'],
    ]);
    await commit(t.app, admin, again.id);
    expect(await stored(admin)).toEqual({ New: oak.id, Old: elm.id });
  });

  it('refuses a row naming an unknown group with the exact message and writes the others', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await createGroup(admin, { name: 'Oak Campus' });
    await addProperty(t.app, admin, { name: 'Kept', ipAddress: '127.72.0.3' });
    const csv = csvFile(
      'name,address,ipAddress,group\n' +
        'Typo,1 Road,127.72.0.1,Oak Campu\n' +
        'Fine,2 Road,127.72.0.2,\n' +
        'Renamed,3 Road,127.72.0.3,Nowhere\n' +
        `Long,5 Road,127.72.0.5,${'x'.repeat(101)}\n`,
    );
    const p = await preview(t.app, admin, 'typo.csv', csv);
    expect(p.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 3 });
    expect(p.errors).toEqual([
      { row: 2, field: 'group', message: IMPORT_MSG.unknownGroup('Oak Campu') },
      { row: 4, field: 'group', message: IMPORT_MSG.unknownGroup('Nowhere') },
      { row: 5, field: 'group', message: GROUP_MSG.nameTooLong },
    ]);
    expect(p.errors[0]!.message).toBe(
      'No group named "Oak Campu" in this workspace: an admin can create it under Groups',
    );
    expect(p.rows.find((r) => r.row === 2)).toMatchObject({
      action: 'refused',
      group: 'Oak Campu',
    });
    await commit(t.app, admin, p.id);
    // no group was made, the typo's row not created, the update's property not renamed
    expect(await stored(admin)).toEqual({ Fine: null, Kept: null });
    const { rows } = await t.ctx.database.pool.query(
      'SELECT name FROM property_groups WHERE workspace_id = $1',
      [admin.workspaceId],
    );
    expect(rows).toEqual([{ name: 'Oak Campus' }]);
  });

  it('keeps the group of a property whose row has an empty group cell', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const oak = await createGroup(admin, { name: 'Oak Campus' });
    const prop = await addProperty(t.app, admin, { name: 'Before', ipAddress: '127.73.0.1' });
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/groups/assign',
      payload: { groupId: oak.id, propertyIds: [prop.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = await preview(
      t.app,
      admin,
      'empty.csv',
      csvFile('name,address,ipAddress,group\nAfter,1 Road,127.73.0.1,\n'),
    );
    expect(p.rows.map((r) => [r.action, r.group ?? null])).toEqual([['update', null]]);
    await commit(t.app, admin, p.id);
    expect(await stored(admin)).toEqual({ After: oak.id });
  });

  it("does not find another workspace's group of the same name", async () => {
    const admin = await createActor(t.ctx, 'admin');
    const other = await createActor(t.ctx, 'admin');
    await createGroup(other, { name: 'Shared Name' });
    const p = await preview(
      t.app,
      admin,
      'foreign.csv',
      csvFile('name,address,ipAddress,group\nA,1 Road,127.74.0.1,Shared Name\n'),
    );
    expect(p.errors).toEqual([
      { row: 2, field: 'group', message: IMPORT_MSG.unknownGroup('Shared Name') },
    ]);
    expect(p.canCommit === false || p.counts.create === 0).toBe(true);
    expect(await stored(admin)).toEqual({});
  });

  it("refuses a group's upstream as a member of it or of a group below it", async () => {
    const admin = await createActor(t.ctx, 'admin');
    const gateway = await addProperty(t.app, admin, { name: 'Gateway', ipAddress: '127.75.1.1' });
    const campus = await createGroup(admin, { name: 'Campus', upstreamPropertyId: gateway.id });
    await createGroup(admin, { name: 'Hall', parentGroupId: campus.id });
    const csv = csvFile(
      'id,name,address,ipAddress,group\n' +
        `${gateway.id},Gateway,1 Road,127.75.1.1,campus\n` +
        `,Member,2 Road,127.75.1.2,Campus\n`,
    );
    const p = await preview(t.app, admin, 'up.csv', csv);
    expect(p.errors).toEqual([{ row: 2, field: 'group', message: GROUP_MSG.upstreamIsMember }]);
    await commit(t.app, admin, p.id);
    expect(await stored(admin)).toEqual({ Gateway: null, Member: campus.id });

    const below = await preview(
      t.app,
      admin,
      'below.csv',
      csvFile(`id,name,address,ipAddress,group\n${gateway.id},Gateway,1 Road,127.75.1.1,Hall\n`),
    );
    expect(below.errors).toEqual([{ row: 2, field: 'group', message: GROUP_MSG.upstreamIsMember }]);
  });

  it('plans again when a group is renamed between preview and commit', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const oak = await createGroup(admin, { name: 'Oak Campus' });
    const p = await preview(
      t.app,
      admin,
      'renamed.csv',
      csvFile('name,address,ipAddress,group\nA,1 Road,127.76.0.1,Oak Campus\n'),
    );
    expect(p.counts.create).toBe(1);
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/groups/${oak.id}`,
      payload: { name: 'Elm Site' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = await commit(t.app, admin, p.id);
    expect(done).toMatchObject({ status: 'failed', message: IMPORT_MSG.changed });
    expect(await stored(admin)).toEqual({});
  });

  it('writes nothing when a staged row names a group the commit cannot find', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await createGroup(admin, { name: 'Oak Campus' });
    const p = await preview(
      t.app,
      admin,
      'lost.csv',
      csvFile('name,address,ipAddress,group\nA,1 Road,127.77.0.1,Oak Campus\n'),
    );
    expect(p.counts.create).toBe(1);
    // what the planner and the commit's join on lower(name) could disagree on, made by hand
    await t.ctx.database.pool.query(
      `UPDATE property_import_rows SET group_name = 'Oak Campus ' WHERE import_id = $1`,
      [p.id],
    );
    const done = await commit(t.app, admin, p.id);
    expect(done).toMatchObject({ status: 'failed', message: IMPORT_MSG.changed });
    expect(await stored(admin)).toEqual({});
  });
});
