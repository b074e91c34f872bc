// Fills in an import's preview: takes one snapshot of the workspace's properties, has the rows
// checked and planned against it (in the reading thread for a file, plan-slices.ts) and keeps each
// slice with its plan in property_import_rows as it comes (staged-rows.ts), then stores what the
// preview shows. Runs in the background.
import { eq } from 'drizzle-orm';
import { IMPORT_MSG } from '../../../contracts/google-sheets.js';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { PreviewState } from './import-state.js';
import type { PlanRows } from './plan-slices.js';
import { dropStagedRows, stageRows } from './staged-rows.js';
import { workspaceSnapshot } from './workspace-snapshot.js';

export type PreviewInput = {
  importId: string;
  workspace: { id: string; plan: PlanId };
  /** false: the caller sees addresses masked; rows are matched as they see them (plan-import) */
  seesIps: boolean;
  /** a file's rows checked and planned (read-pool.ts), or a sheet's (planOnThisThread) */
  read: PlanRows;
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
    // the properties and their fingerprint as of one moment
    const { existing, groups, fingerprint } = await workspaceSnapshot(db, input.workspace.id);
    const preview = await input.read(
      { existing, groups, seesIps: input.seesIps, plan: input.workspace.plan },
      {
        checked: async (total) => {
          await progress({ phase: 'checking', done: total, total });
        },
        rows: (json) => stageRows(db, input.importId, json),
      },
    );
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
