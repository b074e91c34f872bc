// The specification's upload call (spec commercial §3, §7; issue 31): POST /api/google-sheets/upload
// imports the file and answers importedCount; on failure the message, with nothing imported. A
// file that takes longer than the wait is answered 202 with its import, which goes on to its end.
// (The type, size and permission refusals of both upload routes: refusals.test.ts.)
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG, type ImportJob, type UploadResult } from '../../../contracts/google-sheets.js';
import { PROPERTY_MSG, type Property } from '../../../contracts/properties.js';
import { call, createActor, getOk, type Actor } from '../../test/actors.js';
import { addProperties } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvFile, HEADER, propertyRows, xlsxFile } from './test-support/files.js';
import { SPEC_UPLOAD_URL, upload, waitForImport } from './test-support/import-calls.js';

type App = Parameters<typeof call>[0];
const csvOf = (rows: string[][]) => csvFile(rows.map((r) => r.join(',')).join('\n'));
const listed = (app: App, actor: Actor) => getOk<Property[]>(app, actor, '/api/properties');
const importCall = (app: App, actor: Actor, name: string, data: Buffer) =>
  upload(app, actor, name, data, undefined, SPEC_UPLOAD_URL);

describe('POST /api/google-sheets/upload imports the file at once', () => {
  const t = useTestApp();

  it('answers importedCount for a small CSV, and the properties are there', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const res = await importCall(t.app, admin, 'two.csv', csvOf([HEADER, ...propertyRows(2, 81)]));
    expect(res.statusCode).toBe(200);
    const body = res.json() as UploadResult;
    expect(body).toEqual({
      id: expect.any(String),
      importedCount: 2,
      updatedCount: 0,
      unchangedCount: 0,
    });
    expect((await listed(t.app, admin)).map((p) => p.name).sort()).toEqual(['Block 1', 'Block 2']);
    const job = await call(t.app, admin, { url: `/api/google-sheets/imports/${body.id}` });
    expect(job.json()).toMatchObject({ status: 'committed', importedCount: 2 });
  });

  it('refreshes the planner statistics after a large import, so no check scans every property', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const analyzed = async () =>
      (
        await t.ctx.database.pool.query<{ n: string }>(
          `SELECT analyze_count AS n FROM pg_stat_user_tables WHERE relname = 'properties'`,
        )
      ).rows[0]!.n;
    const before = Number(await analyzed());
    const res = await importCall(
      t.app,
      admin,
      'big.csv',
      csvOf([HEADER, ...propertyRows(1000, 82)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ importedCount: 1000 });
    expect(Number(await analyzed())).toBeGreaterThan(before);
  });

  it('answers importedCount for an .xlsx, and nothing changes when it comes again', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const file = await xlsxFile([
      ['Property Name', 'Address', 'IP Address', 'Type', 'Notes'],
      ['Harbor View', '1 Quay Road', '127.82.0.1', 'commercial', 'Front desk'],
      ['Mill House', '2 Quay Road', '127.82.0.2', '', ''],
      ['Old Mill', '3 Quay Road', '127.82.0.3', 'industrial', ''],
    ]);
    const first = await importCall(t.app, admin, 'portfolio.xlsx', file);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ importedCount: 3, updatedCount: 0, unchangedCount: 0 });
    const before = await listed(t.app, admin);
    expect(before.map((p) => [p.name, p.type]).sort()).toEqual([
      ['Harbor View', 'commercial'],
      ['Mill House', 'residential'],
      ['Old Mill', 'industrial'],
    ]);
    const again = await importCall(t.app, admin, 'portfolio.xlsx', file);
    expect(again.json()).toMatchObject({ importedCount: 0, updatedCount: 0, unchangedCount: 3 });
    expect(await listed(t.app, admin)).toEqual(before);
  });

  it('imports nothing when a row is refused, and says which rows and why', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const csv = csvOf([
      ['name', 'address', 'ipAddress', 'type'],
      ['Good One', '1 Road', '127.83.0.1', 'residential'],
      ['', '2 Road', '127.83.0.2', 'residential'],
      ['Bad IP', '3 Road', '300.1.1.1', 'residential'],
    ]);
    const res = await importCall(t.app, admin, 'mixed.csv', csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({
      message: IMPORT_MSG.rowsRefused(2),
      code: 'validation',
      id: expect.any(String),
      errors: [
        { row: 3, field: 'name', message: PROPERTY_MSG.nameRequired },
        { row: 4, field: 'ipAddress', message: PROPERTY_MSG.ipInvalid },
      ],
    });
    expect(await listed(t.app, admin)).toHaveLength(0);
    // the import ended there: nobody can confirm it afterwards
    const job = (
      await call(t.app, admin, { url: `/api/google-sheets/imports/${body.id}` })
    ).json() as ImportJob;
    expect(job).toMatchObject({ status: 'failed', canCommit: false, message: body.message });
    const commit = await call(t.app, admin, {
      method: 'POST',
      url: `/api/google-sheets/imports/${body.id}/commit`,
    });
    expect(commit.statusCode).toBe(409);
    expect(await listed(t.app, admin)).toHaveLength(0);
  });

  it('imports nothing past the plan limit (403 limit_reached, with how many fit)', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await t.ctx.database.pool.query(`UPDATE workspaces SET plan = 'starter' WHERE id = $1`, [
      admin.workspaceId,
    ]);
    await addProperties(t.app, admin, 8);
    const res = await importCall(t.app, admin, 'big.csv', csvOf([HEADER, ...propertyRows(5, 84)]));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: IMPORT_MSG.limit(10, 8, 5),
      code: 'limit_reached',
      limit: 10,
    });
    expect(await listed(t.app, admin)).toHaveLength(8);
  });

  it('answers a file it cannot read with the reason, and imports nothing', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const cases: Array<[string, Buffer, string]> = [
      [
        'renamed.xlsx',
        csvFile('name,address,ipAddress\nA,1 Road,127.85.0.1\n'),
        IMPORT_MSG.invalidType,
      ],
      [
        'cols.csv',
        csvFile('Name,Street\nA,1 Road\n'),
        IMPORT_MSG.missingColumns(['address', 'ipAddress']),
      ],
      ['empty.csv', csvFile('name,address,ip\n\n'), IMPORT_MSG.noRows],
    ];
    for (const [name, data, message] of cases) {
      const res = await importCall(t.app, admin, name, data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'validation' });
    }
    expect(await listed(t.app, admin)).toHaveLength(0);
  });

  it('imports two files of one workspace sent at once, one after the other', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const [a, b] = await Promise.all([
      importCall(t.app, admin, 'a.csv', csvOf([HEADER, ...propertyRows(3, 86, 'A')])),
      importCall(t.app, admin, 'b.csv', csvOf([HEADER, ...propertyRows(4, 87, 'B')])),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().importedCount, b.json().importedCount]).toEqual([3, 4]);
    expect(await listed(t.app, admin)).toHaveLength(7);
  });

  it('imports the same rows sent twice at once only once', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const file = csvOf([HEADER, ...propertyRows(3, 92)]);
    const answers = await Promise.all([
      importCall(t.app, admin, 'same.csv', file),
      importCall(t.app, admin, 'same.csv', file),
    ]);
    const [first, second] = answers.sort((a, b) => a.statusCode - b.statusCode);
    expect(first!.json()).toMatchObject({ importedCount: 3 });
    // the second was read before the first was written: its plan no longer holds (409), or after
    // it: nothing left to import
    if (second!.statusCode === 409) {
      const refusal = second!.json();
      expect(refusal).toMatchObject({
        message: IMPORT_MSG.changedWhileImporting,
        code: 'conflict',
      });
      const job = await call(t.app, admin, { url: `/api/google-sheets/imports/${refusal.id}` });
      expect(job.json()).toMatchObject({ status: 'failed', message: refusal.message });
    } else {
      expect(second!.json()).toMatchObject({ importedCount: 0, unchangedCount: 3 });
    }
    expect(await listed(t.app, admin)).toHaveLength(3);
  });
});

describe('past the wait: 202 with the import, which goes on to its end', () => {
  // no wait at all, and one import at a time with one more in line
  const t = useTestApp({
    IMPORT_UPLOAD_WAIT_SECONDS: '0',
    IMPORT_CONCURRENCY: '1',
    IMPORT_MAX_QUEUED: '1',
  });

  it('answers 202 with the import, and it is imported without another call', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const res = await importCall(t.app, admin, 'late.csv', csvOf([HEADER, ...propertyRows(3, 88)]));
    expect(res.statusCode).toBe(202);
    const job = res.json() as ImportJob;
    expect(job).toMatchObject({ source: 'upload', fileName: 'late.csv' });
    expect(['parsing', 'preview', 'committing']).toContain(job.status);
    const done = await waitForImport(
      t.app,
      admin,
      job.id,
      (j) => j.status === 'committed' || j.status === 'failed',
    );
    expect(done).toMatchObject({ status: 'committed', importedCount: 3 });
    expect(await listed(t.app, admin)).toHaveLength(3);
  });

  it('waits in line behind another import and says where; past the line it answers 503', async () => {
    const [a, b, c] = await Promise.all([
      createActor(t.ctx, 'admin'),
      createActor(t.ctx, 'admin'),
      createActor(t.ctx, 'admin'),
    ]);
    // the page's upload of a larger file holds the one slot while the others arrive
    const first = await upload(t.app, a, 'a.csv', csvOf([HEADER, ...propertyRows(3000, 89)]));
    expect(first.statusCode).toBe(202);
    const second = await importCall(t.app, b, 'b.csv', csvOf([HEADER, ...propertyRows(2, 90)]));
    expect(second.statusCode).toBe(202);
    expect(second.json()).toMatchObject({ progress: { phase: 'queued' }, queuePosition: 1 });
    const third = await importCall(t.app, c, 'c.csv', csvOf([HEADER, ...propertyRows(2, 91)]));
    expect(third.statusCode).toBe(503);
    expect(third.json()).toEqual({ message: IMPORT_MSG.queueFull, code: 'unavailable' });

    const done = await waitForImport(
      t.app,
      b,
      (second.json() as ImportJob).id,
      (j) => j.status === 'committed' || j.status === 'failed',
    );
    expect(done).toMatchObject({ status: 'committed', importedCount: 2, queuePosition: null });
    expect(await listed(t.app, b)).toHaveLength(2);
    // the page's import stays a preview until someone confirms it
    expect(await waitForImport(t.app, a, (first.json() as ImportJob).id)).toMatchObject({
      status: 'preview',
    });
    expect(await listed(t.app, a)).toHaveLength(0);
    expect(await listed(t.app, c)).toHaveLength(0);
  });
});
