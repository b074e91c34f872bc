// Takes an import's checked rows (read and validated in a worker thread for a file), matches them
// against the workspace's properties a slice at a time, keeps each slice with its plan in
// property_import_rows (staged-rows.ts) and stores what the preview shows. Runs in the background.
import { eq } from 'drizzle-orm';
import { IMPORT_MSG } from '../../../contracts/google-sheets.js';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { PreviewState } from './import-state.js';
import { createPlanner } from './plan-import.js';
import { createPreviewBuilder } from './preview-builder.js';
import { propertiesFingerprint } from './properties-fingerprint.js';
import { readWorkspaceProperties } from './read-workspace-properties.js';
import { dropStagedRows, stagedRowOf, stageRows } from './staged-rows.js';
import type { CheckedRows } from './validate-rows.js';

export type PreviewInput = {
  importId: string;
  workspace: { id: string; plan: PlanId };
  /** false: the caller sees addresses masked; rows are matched as they see them (plan-import) */
  seesIps: boolean;
  /** the file's rows checked (read-pool.ts), or a sheet's (validateRowsInSteps) */
  read: () => Promise<CheckedRows>;
};

/** Rows planned and stored per step; the web thread turns to other work between steps. */
const STEP = 2000;

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
    // the properties and their fingerprint as of one moment
    const [existing, fingerprint] = await db.transaction(
      async (tx) =>
        Promise.all([
          readWorkspaceProperties(tx, input.workspace.id),
          propertiesFingerprint(tx, input.workspace.id),
        ]),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const planner = createPlanner(existing, { seesIps: input.seesIps });
    const builder = createPreviewBuilder(input.seesIps);
    for (let i = 0; i < valid.length; i += STEP) {
      const staged = valid.slice(i, i + STEP).map((record) => {
        const outcome = planner.plan(record);
        builder.add(outcome);
        return stagedRowOf(record, outcome);
      });
      await stageRows(db, input.importId, staged);
    }
    const preview = builder.finish(refused, existing.length, input.workspace.plan);
    await progress({
      status: 'preview',
      phase: 'done',
      preview: { ...preview, fingerprint },
      message: preview.limit ? limitMessage(preview) : null,
    });
    return { ...preview, fingerprint };
  } catch (e) {
    const message = e instanceof AppError && e.status < 500 ? e.message : IMPORT_MSG.unreadable;
    await dropStagedRows(db, input.importId);
    await progress({ status: 'failed', phase: 'done', message });
    if (!(e instanceof AppError)) throw e;
    return null;
  }
}

export function limitMessage(p: PreviewState): string {
  return p.limit ? IMPORT_MSG.limit(p.limit.limit, p.limit.current, p.counts.create) : '';
}
