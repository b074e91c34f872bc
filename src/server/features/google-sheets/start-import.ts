// Starts an import: the row that the page polls, then reading and preview in the background,
// in line behind the imports already running (import-queue.ts).
import { and, eq, lt } from 'drizzle-orm';
import type { ImportJob } from '../../../contracts/google-sheets.js';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { TaskSet } from './background-tasks.js';
import { buildPreview } from './build-preview.js';
import type { ImportQueue } from './import-queue.js';
import { toImportJob, type PreviewState } from './import-state.js';
import type { PlanRows } from './plan-slices.js';

/** Previews nobody confirmed are dropped after a day. */
const KEEP_MS = 24 * 3_600_000;

/** Where imports run: the background tasks the app drains on close, and the line they wait in. */
export type ImportRunner = { tasks: TaskSet; queue: ImportQueue };

export type StartImportInput = {
  workspace: { id: string; plan: PlanId };
  userId: string | null;
  source: 'upload' | 'sheet';
  fileName: string;
  /** seesImportIps of the caller (ip-visibility.ts) */
  seesIps: boolean;
  read: PlanRows;
};

export async function startImport(
  db: Db,
  runner: ImportRunner,
  input: StartImportInput,
): Promise<ImportJob> {
  return (await beginImport(db, runner, input)).job;
}

/**
 * startImport, and the end of its reading: `previewed` gives the stored preview, or null when the
 * import failed (its message is on the row). The upload call of the specification goes on from it.
 */
export async function beginImport(
  db: Db,
  { tasks, queue }: ImportRunner,
  input: StartImportInput,
): Promise<{ job: ImportJob; previewed: Promise<PreviewState | null> }> {
  queue.assertRoom();
  await db
    .delete(propertyImports)
    .where(
      and(
        eq(propertyImports.workspaceId, input.workspace.id),
        lt(propertyImports.createdAt, new Date(Date.now() - KEEP_MS)),
      ),
    );
  const [row] = await db
    .insert(propertyImports)
    .values({
      workspaceId: input.workspace.id,
      createdBy: input.userId,
      source: input.source,
      fileName: input.fileName,
      status: 'parsing',
      phase: 'queued',
    })
    .returning();
  if (!row) throw new Error('import insert returned nothing');
  // In line now (not on a later tick), so the answer can say where.
  const done = queue
    .run({ id: row.id, workspaceId: input.workspace.id }, () =>
      buildPreview(db, {
        importId: row.id,
        workspace: input.workspace,
        seesIps: input.seesIps,
        read: input.read,
      }),
    )
    .catch(async (e: unknown) => {
      // the line was full after all, or the app closed while the import waited
      if (!(e instanceof AppError)) throw e;
      await db
        .update(propertyImports)
        .set({ status: 'failed', phase: 'done', message: e.message, updatedAt: new Date() })
        .where(eq(propertyImports.id, row.id));
      return null;
    });
  tasks.run(() => done);
  return { job: { ...toImportJob(row), queuePosition: queue.positionOf(row.id) }, previewed: done };
}
