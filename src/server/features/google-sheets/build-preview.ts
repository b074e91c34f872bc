// Takes an import's checked rows (read and validated in a worker thread for a file), matches them
// against the workspace's properties and stores what the preview shows. Runs in the background.
import { eq } from 'drizzle-orm';
import { IMPORT_MSG, PREVIEW_SAMPLE, type ImportPreviewRow } from '../../../contracts/imports.js';
import { propertyFit } from '../../../contracts/entitlements.js';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { MAX_LISTED_ERRORS, type PreviewState } from './import-state.js';
import { planImport, type ImportPlan } from './plan-import.js';
import { readWorkspaceProperties } from './read-workspace-properties.js';
import type { CheckedRows, ImportRecord, RefusedRow } from './validate-rows.js';

export type PreviewInput = {
  importId: string;
  workspace: { id: string; plan: PlanId };
  /** false: the caller sees addresses masked; rows are matched as they see them (plan-import) */
  seesIps: boolean;
  /** the file's rows checked (read-pool.ts), or a sheet's (validateRowsInSteps) */
  read: () => Promise<CheckedRows>;
};

/** Fills in the preview; a file that cannot be read ends as `failed` with the reason. */
export async function buildPreview(db: Db, input: PreviewInput): Promise<PreviewState | null> {
  const progress = (set: Partial<typeof propertyImports.$inferInsert>) =>
    db
      .update(propertyImports)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(propertyImports.id, input.importId));
  try {
    await progress({ phase: 'reading' });
    const { valid, refused } = await input.read();
    const total = valid.length + refused.length;
    await progress({ phase: 'checking', done: total, total });
    const existing = await readWorkspaceProperties(db, input.workspace.id);
    const plan = planImport(valid, existing, { seesIps: input.seesIps });
    const preview = previewOf(plan, refused, existing.length, input.workspace.plan, input.seesIps);
    await progress({
      status: 'preview',
      phase: 'done',
      rows: valid,
      preview,
      message: preview.limit ? limitMessage(preview) : null,
    });
    return preview;
  } catch (e) {
    const message = e instanceof AppError && e.status < 500 ? e.message : IMPORT_MSG.unreadable;
    await progress({ status: 'failed', phase: 'done', message });
    if (!(e instanceof AppError)) throw e;
    return null;
  }
}

export function limitMessage(p: PreviewState): string {
  return p.limit ? IMPORT_MSG.limit(p.limit.limit, p.limit.current, p.counts.create) : '';
}

function previewOf(
  plan: ImportPlan,
  invalid: RefusedRow[],
  current: number,
  workspacePlan: PlanId,
  seesIps: boolean,
): PreviewState {
  const rows: ImportPreviewRow[] = [];
  const counts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  const sample = (row: ImportPreviewRow) => {
    counts[row.action]++;
    if (counts[row.action] <= PREVIEW_SAMPLE) rows.push(row);
  };
  for (const { record, action, propertyId, shownIp } of plan.rows) {
    const fields = recordFields(record);
    sample({ ...fields, ipAddress: shownIp ?? fields.ipAddress, action, propertyId, errors: [] });
  }
  const refusedRows = [
    ...invalid.map(({ raw, errors }) => ({
      row: raw.row,
      name: raw.name ?? '',
      address: raw.address ?? '',
      ipAddress: raw.ipAddress ?? '',
      type: null,
      description: raw.description || null,
      errors,
    })),
    ...plan.refused.map(({ record, errors }) => ({ ...recordFields(record), errors })),
  ].sort((a, b) => a.row - b.row);
  for (const r of refusedRows) sample({ ...r, action: 'refused', propertyId: null });
  rows.sort((a, b) => a.row - b.row);
  const fit = propertyFit(workspacePlan, current, counts.create);
  return {
    counts,
    rows,
    errors: refusedRows.flatMap((r) => r.errors).slice(0, MAX_LISTED_ERRORS),
    limit: fit.fits ? null : { limit: fit.limit, current, fits: fit.room },
    canCommit: fit.fits,
    seesIps,
  };
}

const recordFields = (r: ImportRecord) => ({
  row: r.row,
  name: r.name,
  address: r.address,
  ipAddress: r.ipAddress,
  type: r.type,
  description: r.description,
});
