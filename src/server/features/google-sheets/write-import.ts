// The commit: one transaction writes every planned row or none. The plan is made again under the
// workspace's creation lock, so a concurrent change or the plan limit cannot half-import a file.
// The rows stay in PostgreSQL (property_import_rows, staged-rows.ts) and the properties are written
// from them by INSERT … SELECT and UPDATE … FROM. When the workspace's properties are as they were
// at preview (properties-fingerprint.ts) the staged plan is the plan; otherwise it is made again
// a slice at a time. A row's `group` cell (decision 033) names a group of the workspace, matched
// on lower(name) as its unique index does; the groups' lock is held from the plan to the write,
// and the tree's rules (group-tree.ts) are checked again before the transaction ends.
import { eq, sql } from 'drizzle-orm';
import { IMPORT_MSG } from '../../../contracts/google-sheets.js';
import { propertyFit } from '../../../contracts/entitlements.js';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { assertGroupTree, lockGroups } from '../../data/group-tree.js';
import { activityEvents, propertyImports } from '../../db/schema/index.js';
import { AppError, limitReached } from '../../lib/errors.js';
import type { PreviewState, ResultState } from './import-state.js';
import { readImportGroups, someGroupUnmatched } from './import-groups.js';
import { createPlanner } from './plan-import.js';
import { propertiesFingerprint, sameFingerprint } from './properties-fingerprint.js';
import { readWorkspaceProperties } from './read-workspace-properties.js';
import { stagedRowOf } from './staged-row-json.js';
import {
  chunkEnds,
  dropStagedRows,
  readStagedRows,
  replanRows,
  type StagedRow,
} from './staged-rows.js';

/** Rows per statement when the plan is checked and when properties are written. */
const CHUNK = 2000;

export type WriteInput = {
  importId: string;
  workspace: { id: string; plan: PlanId };
  preview: PreviewState;
  /** how the activity log names the source: a file name or "Google Sheets" */
  sourceLabel: string;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Created rows from which the tables' statistics are refreshed at once: until autovacuum's next
 * look (up to a minute), the planner sees the old row count and may scan every property for the
 * first checks' status changes (measured: 55 scans of 100,000 rows in the first minute, issue 32).
 */
const ANALYZE_AFTER_CREATED = 1000;

export async function writeImport(db: Db, input: WriteInput): Promise<ResultState> {
  const result = await writeImportRows(db, input);
  if (result.importedCount >= ANALYZE_AFTER_CREATED) {
    await db.execute(sql`ANALYZE properties, property_schedule`);
  }
  return result;
}

async function writeImportRows(db: Db, input: WriteInput) {
  const { workspace, importId } = input;
  return db.transaction(async (tx) => {
    // The same lock as POST /api/properties: one creation at a time per workspace.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${workspace.id}))`);
    // then the groups' (as every membership change takes it): none renamed or moved until the end
    await lockGroups(tx, workspace.id);
    const now = await propertiesFingerprint(tx, workspace.id);
    const seen = input.preview.counts;
    const counts = sameFingerprint(input.preview.fingerprint, now)
      ? seen
      : await planAgain(tx, input, await readWorkspaceProperties(tx, workspace.id));
    if (
      counts.create !== seen.create ||
      counts.update !== seen.update ||
      (await someGroupUnmatched(tx, workspace.id, importId))
    ) {
      throw new AppError('conflict', IMPORT_MSG.changed);
    }
    const fit = propertyFit(workspace.plan, now.count, counts.create);
    if (!fit.fits) {
      throw limitReached(IMPORT_MSG.limit(fit.limit, now.count, counts.create), {
        plan: workspace.plan,
        limit: fit.limit,
        used: now.count,
      });
    }
    const total = counts.create + counts.update;
    let done = 0;
    const progress = async (n: number) => {
      done += n;
      await tx
        .update(propertyImports)
        .set({ done, updatedAt: new Date() })
        .where(eq(propertyImports.id, importId));
    };
    await inChunks(tx, importId, 'create', async (after, upTo) => {
      await progress(await createChunk(tx, workspace.id, importId, after, upTo));
    });
    await inChunks(tx, importId, 'update', async (after, upTo) => {
      await progress(await updateChunk(tx, workspace.id, importId, after, upTo));
    });
    // the planner refused what would break the tree; this holds it whatever the plan said
    if (total > 0) await assertGroupTree(tx, workspace.id);
    if (total > 0) {
      await tx.insert(activityEvents).values({
        workspaceId: workspace.id,
        kind: 'properties.imported',
        message: `Imported ${counts.create} properties and updated ${counts.update} from ${input.sourceLabel}`,
      });
    }
    const result = {
      importedCount: counts.create,
      updatedCount: counts.update,
      unchangedCount: counts.unchanged,
    };
    await dropStagedRows(tx, importId);
    await tx
      .update(propertyImports)
      .set({ status: 'committed', phase: 'done', done: total, result, updatedAt: new Date() })
      .where(eq(propertyImports.id, importId));
    return result;
  });
}

/** Plans the staged rows again against the properties now; keeps what changed; the counts. */
async function planAgain(tx: Tx, input: WriteInput, existing: ExistingList) {
  const planner = createPlanner(existing, {
    seesIps: input.preview.seesIps ?? true,
    groups: await readImportGroups(tx, input.workspace.id),
  });
  const counts = { create: 0, update: 0, unchanged: 0 };
  for (let after = 0; ;) {
    const staged = await readStagedRows(tx, input.importId, after, CHUNK);
    if (staged.length === 0) break;
    const changed: StagedRow[] = [];
    for (const was of staged) {
      const now = stagedRowOf(was, planner.plan(was));
      if (now.action !== 'refused') counts[now.action]++;
      if (
        now.action !== was.action ||
        now.propertyId !== was.propertyId ||
        now.writtenIp !== was.writtenIp
      ) {
        changed.push(now);
      }
    }
    await replanRows(tx, input.importId, changed);
    after = staged.at(-1)!.row;
  }
  return counts;
}
type ExistingList = Awaited<ReturnType<typeof readWorkspaceProperties>>;

/** Calls `write(after, upTo)` for each chunk of one action's rows (upTo null: to the end). */
async function inChunks(
  tx: Tx,
  importId: string,
  action: 'create' | 'update',
  write: (after: number, upTo: number | null) => Promise<void>,
) {
  const ends = await chunkEnds(tx, importId, action, CHUNK);
  let after = 0;
  for (const end of ends) {
    await write(after, end);
    after = end;
  }
  await write(after, null);
}

/** The group a staged row names (`g`), of this workspace only, compared without case. */
const groupJoin = (workspaceId: string) => sql`
  LEFT JOIN property_groups g
         ON s.group_name IS NOT NULL AND g.workspace_id = ${workspaceId}
        AND lower(g.name) = lower(s.group_name)`;

const inRange = (after: number, upTo: number | null) =>
  upTo === null ? sql`s."row" > ${after}` : sql`s."row" > ${after} AND s."row" <= ${upTo}`;

// Each chunk's statement answers one row: the count and the ids it touched as one array literal
// (text), handed back as it came to the schedule's UPDATE: no value per property on the web thread.
async function createChunk(
  tx: Tx,
  workspaceId: string,
  importId: string,
  after: number,
  upTo: number | null,
): Promise<number> {
  const { rows } = await tx.execute<{ count: number; ids: string }>(sql`
    WITH created AS (
      INSERT INTO properties
        (workspace_id, name, address, ip_address, type, description, group_id, permission_confirmed)
      SELECT ${workspaceId}, s.name, s.address, s.ip_address, s.type, s.description, g.id, true
        FROM property_import_rows s
        ${groupJoin(workspaceId)}
       WHERE s.import_id = ${importId} AND s.action = 'create' AND ${inRange(after, upTo)}
       ORDER BY s."row"
      RETURNING id)
    SELECT count(*)::int AS count, coalesce(array_agg(id), '{}')::text AS ids FROM created`);
  const { count, ids } = rows[0]!;
  if (count === 0) return 0;
  // first checks spread over 30 s, so a thousand new properties do not fire at once (the insert
  // trigger made their schedule rows due now: decision 014)
  await tx.execute(sql`
    UPDATE property_schedule SET next_check_at = now() + random() * interval '30 seconds'
     WHERE property_id = ANY(${ids}::int[])`);
  return count;
}

/** One UPDATE for a chunk; a changed address is a new host: its status starts over (as an edit). */
async function updateChunk(
  tx: Tx,
  workspaceId: string,
  importId: string,
  after: number,
  upTo: number | null,
): Promise<number> {
  // `old` reads the rows as they were before this statement: whose address changes.
  const { rows } = await tx.execute<{ count: number; moved: number; ids: string }>(sql`
    WITH updated AS (
      UPDATE properties p SET
        name = s.name, address = s.address, type = s.type, description = s.description,
        ip_address = coalesce(s.written_ip, s.ip_address), updated_at = now(),
        group_id = CASE WHEN s.group_name IS NULL THEN p.group_id ELSE g.id END,
        status = CASE WHEN old.ip_address = coalesce(s.written_ip, s.ip_address)
                      THEN p.status ELSE 'unknown' END
      FROM property_import_rows s JOIN properties old ON old.id = s.property_id
        ${groupJoin(workspaceId)}
      WHERE s.import_id = ${importId} AND s.action = 'update' AND ${inRange(after, upTo)}
        AND p.id = s.property_id AND p.workspace_id = ${workspaceId}
      RETURNING p.id, old.ip_address <> coalesce(s.written_ip, s.ip_address) AS moved)
    SELECT count(*)::int AS count, count(*) FILTER (WHERE moved)::int AS moved,
           coalesce(array_agg(id) FILTER (WHERE moved), '{}')::text AS ids FROM updated`);
  const { count, moved, ids } = rows[0]!;
  if (moved > 0) {
    // After `properties`: the lock order of every writer of both tables.
    await tx.execute(sql`
      UPDATE property_schedule
         SET consecutive_failures = 0, response_time = NULL, next_check_at = now(), lease_until = NULL
       WHERE property_id = ANY(${ids}::int[])`);
  }
  return count;
}
