// The automatic sync: the same import path without a person (committed only when there is
// nothing to review), and the pg-boss queue: due links claimed once across two worker processes,
// the claim durable in PostgreSQL, a failed read of Google retried with back-off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetSettings } from '../../../contracts/google-sheets.js';
import { IMPORT_MSG } from '../../../contracts/google-sheets.js';
import type { Property } from '../../../contracts/properties.js';
import { createTargetPolicy } from '../../monitoring/target-policy.js';
import { call, createActor, getOk, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait-for.js';
import { runSheetSync, type SheetSyncDeps } from './run-sheet-sync.js';
import { startSheetSyncJobs, type SheetSyncJobs } from './sheet-sync-jobs.js';
import { HEADER, propertyRows } from './test-support/files.js';
import { startFakeGoogle, type FakeGoogle } from './test-support/fake-google.js';

let google: FakeGoogle;
let t: TestApp;
let deps: SheetSyncDeps;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(google.env);
  deps = {
    db: t.ctx.database.db,
    config: t.ctx.config.googleSheets,
    policy: createTargetPolicy(t.ctx.config.monitor),
  };
});
afterAll(async () => {
  await t.close();
  await google.close();
});

let seq = 0;
let lastSheet = '';
async function linked(rows: string[][]): Promise<Actor> {
  const admin = await createActor(t.ctx, 'admin');
  const id = `auto${++seq}`;
  lastSheet = id;
  google.sheets.set(id, { sharedWith: [google.email], tabs: { Properties: rows } });
  const res = await call(t.app, admin, {
    method: 'POST',
    url: '/api/google-sheets/settings',
    payload: { spreadsheetId: id },
  });
  expect(res.statusCode).toBe(200);
  return admin;
}
const properties = (a: Actor) => getOk<Property[]>(t.app, a, '/api/properties');
const status = async (a: Actor) =>
  (await getOk<SheetSettings>(t.app, a, '/api/google-sheets/settings')).status;

describe('automatic sync of one sheet', () => {
  it('imports a clean sheet, and the next run changes nothing', async () => {
    const admin = await linked([HEADER, ...propertyRows(4, 81, 'Auto')]);
    await runSheetSync(deps, admin.workspaceId!);
    expect(await properties(admin)).toHaveLength(4);
    expect(await status(admin)).toMatchObject({
      result: 'success',
      counts: { imported: 4, updated: 0, unchanged: 0, refused: 0 },
    });
    const before = await properties(admin);
    await runSheetSync(deps, admin.workspaceId!);
    expect(await properties(admin)).toEqual(before);
    expect((await status(admin)).counts).toMatchObject({ imported: 0, unchanged: 4 });
  });

  it('imports nothing from a sheet with a refused row, and says so with the row', async () => {
    const admin = await linked([HEADER, ...propertyRows(2, 82), ['', 'No name', '127.82.9.9']]);
    await runSheetSync(deps, admin.workspaceId!);
    expect(await properties(admin)).toHaveLength(0);
    expect(await status(admin)).toMatchObject({
      result: 'needs_review',
      message: IMPORT_MSG.needsReview(1),
      errors: [{ row: 4, field: 'name', message: 'Property name is required' }],
    });
  });
});

describe('the job queue', () => {
  let workers: SheetSyncJobs[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });

  it('syncs a due sheet once across two workers, retrying a failed read', async () => {
    const start = () =>
      startSheetSyncJobs({
        pool: t.ctx.database.pool,
        deps,
        log: () => undefined,
        pollSeconds: 0.5,
        retryDelaySeconds: 1,
        schedule: false,
      });
    workers = [await start(), await start()];
    // the earlier tests' links are due too: they sync as well, each once
    await Promise.all(workers.map((w) => w.enqueueDue()));
    await waitFor(async () => (await workers[0]!.enqueueDue()) === 0, 10_000, 'quiet queue');
    await waitFor(
      async () => {
        const { rows } = await t.ctx.database.pool.query(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`,
        );
        return rows[0].n === 0;
      },
      20_000,
      'earlier syncs done',
    );
    const admin = await linked([HEADER, ...propertyRows(3, 83, 'Queued')]);
    google.failNext(1);
    // both workers' clocks fire at once: the link is claimed by one of them only
    const claimed = await Promise.all(workers.map((w) => w.enqueueDue()));
    expect(claimed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await status(admin)).result === 'success', 30_000, 'sync');
    expect(await properties(admin)).toHaveLength(3);
    // one read refused with 503, then the queue's retry read it
    expect(google.reads(lastSheet)).toBe(2);
    const { rows } = await t.ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM property_imports WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    expect(rows[0].n).toBe(1);
    // the next sync of this sheet is 30 minutes away, and nothing is due before then
    const due = await t.ctx.database.pool.query(
      `SELECT next_sync_at > now() + interval '29 minutes' AS later FROM google_sheet_links
       WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    expect(due.rows[0].later).toBe(true);
    expect(await workers[0]!.enqueueDue()).toBe(0);
  });
});
