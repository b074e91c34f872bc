// The commit: one transaction writes every planned row or none. The plan is made again under the
// workspace's creation lock, so a concurrent change or the plan limit cannot half-import a file.
import { eq, sql } from 'drizzle-orm';
import { IMPORT_MSG } from '../../../contracts/imports.js';
import { propertyFit } from '../../../contracts/entitlements.js';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { activityEvents, properties, propertyImports } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../lib/errors.js';
import type { PreviewState, ResultState } from './import-state.js';
import { planImport, type PlannedRow } from './plan-import.js';
import { readWorkspaceProperties } from './read-workspace-properties.js';
import type { ImportRecord } from './validate-rows.js';

const CHUNK = 1000;

export type WriteInput = {
  importId: string;
  workspace: { id: string; plan: PlanId };
  records: ImportRecord[];
  preview: PreviewState;
  /** how the activity log names the source: a file name or "Google Sheets" */
  sourceLabel: string;
};

export async function writeImport(db: Db, input: WriteInput): Promise<ResultState> {
  const { workspace } = input;
  const progress = (done: number) =>
    db
      .update(propertyImports)
      .set({ done, updatedAt: new Date() })
      .where(eq(propertyImports.id, input.importId));
  return db.transaction(async (tx) => {
    // The same lock as POST /api/properties: one creation at a time per workspace.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${workspace.id}))`);
    const existing = await readWorkspaceProperties(tx, workspace.id);
    const plan = planImport(input.records, existing, { seesIps: input.preview.seesIps ?? true });
    const creates = plan.rows.filter((r) => r.action === 'create');
    const updates = plan.rows.filter((r) => r.action === 'update');
    const unchanged = plan.rows.length - creates.length - updates.length;
    const seen = input.preview.counts;
    if (creates.length !== seen.create || updates.length !== seen.update) {
      throw new AppError('CONFLICT', IMPORT_MSG.changed);
    }
    const fit = propertyFit(workspace.plan, existing.length, creates.length);
    if (!fit.fits) {
      throw forbidden(IMPORT_MSG.limit(fit.limit, existing.length, creates.length), {
        code: 'limit_reached',
        upgradeRequired: true,
        limit: fit.limit,
      });
    }
    const total = creates.length + updates.length;
    let done = 0;
    for (let i = 0; i < creates.length; i += CHUNK) {
      const ids = await tx
        .insert(properties)
        .values(creates.slice(i, i + CHUNK).map((r) => newRow(workspace.id, r.record)))
        .returning({ id: properties.id });
      // first checks spread over 30 s, so a thousand new properties do not fire at once (the
      // insert trigger made their schedule rows due now: decision 014)
      await tx.execute(sql`
        UPDATE property_schedule SET next_check_at = now() + random() * interval '30 seconds'
         WHERE property_id = ANY(${sql.param(ids.map((r) => r.id))}::int[])`);
      done += Math.min(CHUNK, creates.length - i);
      await progress(done);
    }
    for (let i = 0; i < updates.length; i += CHUNK) {
      await updateChunk(tx, workspace.id, updates.slice(i, i + CHUNK));
      done += Math.min(CHUNK, updates.length - i);
      await progress(done);
    }
    if (total > 0) {
      await tx.insert(activityEvents).values({
        workspaceId: workspace.id,
        kind: 'properties.imported',
        message: `Imported ${creates.length} properties and updated ${updates.length} from ${input.sourceLabel}`,
      });
    }
    const result = {
      importedCount: creates.length,
      updatedCount: updates.length,
      unchangedCount: unchanged,
    };
    await tx
      .update(propertyImports)
      .set({ status: 'committed', phase: 'done', done: total, result, updatedAt: new Date() })
      .where(eq(propertyImports.id, input.importId));
    return result;
  });
}

function newRow(workspaceId: string, r: ImportRecord): typeof properties.$inferInsert {
  return {
    workspaceId,
    name: r.name,
    address: r.address,
    ipAddress: r.ipAddress,
    type: r.type,
    description: r.description,
    permissionConfirmed: true,
  };
}

/** One UPDATE for a chunk; a changed address is a new host: its status starts over (as an edit). */
async function updateChunk(tx: Pick<Db, 'execute'>, workspaceId: string, rows: PlannedRow[]) {
  const data = JSON.stringify(
    rows.map(({ record: r, propertyId }) => ({
      id: propertyId,
      name: r.name,
      address: r.address,
      ip: r.ipAddress,
      type: r.type,
      description: r.description,
    })),
  );
  // `old` reads the rows as they were before this statement: whose address changes.
  const { rows: moved } = await tx.execute<{ id: number; moved: boolean }>(sql`
    UPDATE properties p SET
      name = x.name, address = x.address, type = x.type, description = x.description,
      ip_address = x.ip, updated_at = now(),
      status = CASE WHEN old.ip_address = x.ip THEN p.status ELSE 'unknown' END
    FROM jsonb_to_recordset(${data}::jsonb)
      AS x(id int, name text, address text, ip text, type text, description text)
      JOIN properties old ON old.id = x.id
    WHERE p.id = x.id AND p.workspace_id = ${workspaceId}
    RETURNING p.id, old.ip_address <> x.ip AS moved`);
  const ids = moved.filter((r) => r.moved).map((r) => r.id);
  if (ids.length === 0) return;
  // After `properties`: the lock order of every writer of both tables.
  await tx.execute(sql`
    UPDATE property_schedule
       SET consecutive_failures = 0, response_time = NULL, next_check_at = now(), lease_until = NULL
     WHERE property_id = ANY(${sql.param(ids)}::int[])`);
}
