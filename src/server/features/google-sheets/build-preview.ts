// Reads an import's rows, validates them, matches them against the workspace's properties and
// stores what the preview shows. Runs in the background; progress is written as it goes.
import { eq } from 'drizzle-orm';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { IMPORT_MSG, PREVIEW_SAMPLE, type ImportPreviewRow } from '../../../contracts/imports.js';
import { PLANS, type PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { TargetPolicy } from '../../monitoring/target-policy.js';
import type { RawRecord } from './map-columns.js';
import { MAX_LISTED_ERRORS, type PreviewState } from './import-state.js';
import { planImport, type ImportPlan } from './plan-import.js';
import { readWorkspaceProperties } from './read-workspace-properties.js';
import { validateRows, type ImportRecord, type RefusedRow } from './validate-rows.js';

const CHUNK = 1000;

export type PreviewInput = {
  importId: string;
  workspace: { id: string; plan: PlanId };
  policy: TargetPolicy;
  /** false: the caller sees addresses masked; rows are matched as they see them (plan-import) */
  seesIps: boolean;
  /** the file's or sheet's records (read-in-thread.ts, or mapColumns of a sheet's grid) */
  read: () => Promise<RawRecord[]>;
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
    const records = await input.read();
    await progress({ phase: 'checking', done: 0, total: records.length });
    const valid: ImportRecord[] = [];
    const refused: RefusedRow[] = [];
    // Validation in chunks with a turn of the event loop between them: other requests go on.
    for (let i = 0; i < records.length; i += CHUNK) {
      const part = validateRows(records.slice(i, i + CHUNK), input.policy);
      valid.push(...part.valid);
      refused.push(...part.refused);
      await progress({ done: Math.min(records.length, i + CHUNK) });
      await yieldToEventLoop();
    }
    const existing = await readWorkspaceProperties(db, input.workspace.id);
    const plan = planImport(valid, existing, { seesIps: input.seesIps });
    const preview = previewOf(
      plan,
      refused,
      existing.length,
      PLANS[input.workspace.plan].propertyLimit,
      input.seesIps,
    );
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
  limit: number | null,
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
  const over = limit !== null && current + counts.create > limit;
  return {
    counts,
    rows,
    errors: refusedRows.flatMap((r) => r.errors).slice(0, MAX_LISTED_ERRORS),
    limit: over ? { limit, current, fits: Math.max(0, limit - current) } : null,
    canCommit: !over,
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
