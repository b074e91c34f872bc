// Bulk Upload end to end through the API with real files: .xlsx, .xls and CSV made here, the
// preview's row-by-row verdicts, the one-transaction commit, re-import, the plan limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '../../../contracts/google-sheets.js';
import { PROPERTY_MSG, type Property } from '../../../contracts/properties.js';
import { call, createActor, getOk, type Actor } from '../../test/actors.js';
import { addProperties } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { csvFile, HEADER, propertyRows, xlsFile, xlsxFile } from './test-support/files.js';
import { commit, importFile, preview, waitForImport } from './test-support/import-calls.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listed = (actor: Actor) => getOk<Property[]>(t.app, actor, '/api/properties');

describe('upload, preview and commit', () => {
  it('imports an .xlsx whose headers are written the way people write them', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const file = await xlsxFile([
      ['Property Name', ' Address ', 'IP Address', 'TYPE', 'Notes'],
      ['Harbor View', '1 Quay Road', '127.61.0.1', 'Commercial', 'Front desk'],
      // a formula cell gives its cached result; nothing is calculated
      [{ formula: 'UPPER("x")', result: 'Cached Name' }, '2 Quay Road', '127.61.0.2', '', ''],
      ['Mill House', '3 Quay Road', '127.61.0.3', 'industrial', ''],
    ]);
    const p = await preview(t.app, admin, 'portfolio.xlsx', file);
    expect(p).toMatchObject({
      status: 'preview',
      canCommit: true,
      counts: { create: 3, update: 0, unchanged: 0, refused: 0 },
      errors: [],
    });
    expect(p.rows.map((r) => [r.row, r.action, r.name])).toEqual([
      [2, 'create', 'Harbor View'],
      [3, 'create', 'Cached Name'],
      [4, 'create', 'Mill House'],
    ]);
    // nothing is written before the user confirms
    expect(await listed(admin)).toHaveLength(0);
    const done = await commit(t.app, admin, p.id);
    expect(done).toMatchObject({ status: 'committed', importedCount: 3, updatedCount: 0 });
    const props = await listed(admin);
    expect(props.map((x) => [x.name, x.type, x.description]).sort()).toEqual([
      ['Cached Name', 'residential', null],
      ['Harbor View', 'commercial', 'Front desk'],
      ['Mill House', 'industrial', null],
    ]);
  });

  it('imports a legacy .xls', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const done = await importFile(
      t.app,
      admin,
      'old.xls',
      xlsFile([HEADER, ...propertyRows(2, 62)]),
    );
    expect(done).toMatchObject({ status: 'committed', importedCount: 2 });
    expect((await listed(admin)).map((p) => p.name).sort()).toEqual(['Block 1', 'Block 2']);
  });

  it('reads a CSV with a BOM, semicolons, quotes and a formula-looking cell as plain text', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const csv = csvFile(
      'Property Name;Address;IP Address;Type;Description\r\n' +
        '"Harbor; View";"1 ""Quay"" Road";127.63.0.1;Residential;=1+2\r\n' +
        '\r\n' +
        'Plain;2 Road;127.63.0.2;;"two\nlines"\r\n',
      true,
    );
    const done = await importFile(t.app, admin, 'export.csv', csv);
    expect(done).toMatchObject({ status: 'committed', importedCount: 2 });
    const props = await listed(admin);
    const harbor = props.find((p) => p.name === 'Harbor; View');
    expect(harbor).toMatchObject({
      address: '1 "Quay" Road',
      description: '=1+2',
      type: 'residential',
    });
    expect(props.find((p) => p.name === 'Plain')?.description).toBe('two\nlines');
  });

  it('lists bad rows with their row numbers and imports only the good ones after the preview', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const csv = csvFile(
      [
        'name,address,ipAddress,type',
        'Good One,1 Road,127.64.0.1,residential',
        ',2 Road,127.64.0.2,residential',
        'Bad IP,3 Road,300.1.1.1,residential',
        'Not Allowed,4 Road,10.0.0.1,residential',
        'Castle,5 Road,127.64.0.5,castle',
        'Twice,6 Road,127.64.0.1,commercial',
        'Good Two,7 Road,127.64.0.7,',
      ].join('\n'),
    );
    const p = await preview(t.app, admin, 'mixed.csv', csv);
    expect(p.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 5 });
    expect(p.errors).toEqual([
      { row: 3, field: 'name', message: PROPERTY_MSG.nameRequired },
      { row: 4, field: 'ipAddress', message: PROPERTY_MSG.ipInvalid },
      {
        row: 5,
        field: 'ipAddress',
        message: "Address 10.0.0.1 is not allowed by this installation's monitoring policy",
      },
      { row: 6, field: 'type', message: PROPERTY_MSG.typeInvalid },
      { row: 7, field: 'ipAddress', message: 'IP address 127.64.0.1 is also on row 2' },
    ]);
    expect(p.rows.filter((r) => r.action === 'refused').map((r) => r.row)).toEqual([3, 4, 5, 6, 7]);
    expect(await listed(admin)).toHaveLength(0);
    const done = await commit(t.app, admin, p.id);
    expect(done.importedCount).toBe(2);
    expect((await listed(admin)).map((x) => x.name).sort()).toEqual(['Good One', 'Good Two']);
  });

  it('changes nothing when the same file is imported again, and updates what changed', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const rows = [HEADER, ...propertyRows(5, 65)];
    await importFile(t.app, admin, 'same.xlsx', await xlsxFile(rows));
    const before = await listed(admin);
    const again = await importFile(t.app, admin, 'same.xlsx', await xlsxFile(rows));
    expect(again).toMatchObject({ importedCount: 0, updatedCount: 0, unchangedCount: 5 });
    expect(await listed(admin)).toEqual(before);

    // a renamed row is matched by its IP address and updated in place
    rows[1] = ['Renamed', ...rows[1]!.slice(1)];
    const changed = await preview(t.app, admin, 'same.xlsx', await xlsxFile(rows));
    expect(changed.counts).toMatchObject({ create: 0, update: 1, unchanged: 4 });
    const done = await commit(t.app, admin, changed.id);
    expect(done).toMatchObject({ importedCount: 0, updatedCount: 1, unchangedCount: 4 });
    const after = await listed(admin);
    expect(after).toHaveLength(5);
    expect(after.find((p) => p.name === 'Renamed')?.id).toBe(
      before.find((p) => p.name === 'Block 1')?.id,
    );
  });

  it('matches on an id column when the file has one', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const [a] = await addProperties(t.app, admin, 1);
    const csv = csvFile(
      `id,name,address,ipAddress\n${a!.id},Moved,9 New Road,127.66.0.9\n999999,X,Y,127.66.0.10\n`,
    );
    const p = await preview(t.app, admin, 'ids.csv', csv);
    expect(p.counts).toMatchObject({ update: 1, refused: 1 });
    expect(p.errors).toEqual([
      { row: 3, field: 'id', message: 'No property with id 999999 in this workspace' },
    ]);
    await commit(t.app, admin, p.id);
    const [moved] = await listed(admin);
    expect(moved).toMatchObject({
      id: a!.id,
      name: 'Moved',
      address: '9 New Road',
      status: 'unknown',
    });
  });

  it('refuses in the preview a file that would pass the plan limit, with how many rows fit', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await t.ctx.database.pool.query(`UPDATE workspaces SET plan = 'starter' WHERE id = $1`, [
      admin.workspaceId,
    ]);
    await addProperties(t.app, admin, 8);
    const p = await preview(
      t.app,
      admin,
      'big.csv',
      csvFile([HEADER, ...propertyRows(5, 67)].map((r) => r.join(',')).join('\n')),
    );
    expect(p).toMatchObject({
      status: 'preview',
      canCommit: false,
      limit: { limit: 10, current: 8, fits: 2 },
      message: IMPORT_MSG.limit(10, 8, 5),
    });
    const res = await call(t.app, admin, {
      method: 'POST',
      url: `/api/google-sheets/imports/${p.id}/commit`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: IMPORT_MSG.limit(10, 8, 5),
      code: 'limit_reached',
    });
    expect(await listed(admin)).toHaveLength(8);
  });

  it('keeps letters beyond ASCII as they were written, through staging to the property', async () => {
    // the staged rows go to PostgreSQL as UTF-8 bytes (staged-rows.ts): nothing may be mangled
    const admin = await createActor(t.ctx, 'admin');
    const name = 'Café Zürich – 東京 🏨';
    const description = 'Réception «nord» ½ floor';
    const done = await importFile(
      t.app,
      admin,
      'unicode.csv',
      csvFile(`${HEADER.join(',')}\n${name},1 Ørsted Allé,127.63.0.1,commercial,${description}\n`),
    );
    expect(done).toMatchObject({ status: 'committed', importedCount: 1 });
    expect((await listed(admin)).map((x) => [x.name, x.address, x.description])).toEqual([
      [name, '1 Ørsted Allé', description],
    ]);
  });

  it('commits once however often the user confirms', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const p = await preview(
      t.app,
      admin,
      'once.csv',
      csvFile('name,address,ip\nOnce,1 Road,127.68.0.1\n'),
    );
    const url = `/api/google-sheets/imports/${p.id}/commit`;
    const [a, b] = await Promise.all([
      call(t.app, admin, { method: 'POST', url }),
      call(t.app, admin, { method: 'POST', url }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    expect(await waitForImport(t.app, admin, p.id)).toMatchObject({ importedCount: 1 });
    expect(await listed(admin)).toHaveLength(1);
  });
});
