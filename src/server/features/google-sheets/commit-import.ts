// The user confirmed a preview: claim it (only once, whoever asks twice) and write it in the
// background, so the page can show progress while a large file is written.
import { and, eq } from 'drizzle-orm';
import { IMPORT_MSG, type ImportJob } from '../../../contracts/google-sheets.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import { AppError, limitReached } from '../../lib/errors.js';
import type { ImportRunner } from './start-import.js';
import { findImport } from './get-import.js';
import { toImportJob, type PreviewState, type ResultState } from './import-state.js';
import { recordSync, syncSuccess } from './record-sync.js';
import { writeImport } from './write-import.js';

export async function commitImport(
  db: Db,
  runner: ImportRunner,
  actor: Actor,
  id: string,
): Promise<ImportJob> {
  return (await beginCommit(db, runner, actor, id)).job;
}

/**
 * commitImport, and the end of its writing: `written` gives the result, or rejects with why it
 * failed (stored on the import too). The upload call of the specification waits on it.
 */
export async function beginCommit(
  db: Db,
  { tasks, queue }: ImportRunner,
  actor: Actor,
  id: string,
): Promise<{ job: ImportJob; written: Promise<ResultState> }> {
  const row = await findImport(db, actor.workspaceId, id);
  const job = toImportJob(row);
  if (job.status === 'preview' && job.limit) {
    throw limitReached(job.message ?? IMPORT_MSG.notReady, {
      plan: actor.plan,
      limit: job.limit.limit,
      used: job.limit.current,
    });
  }
  if (!job.canCommit) throw new AppError('conflict', job.message ?? IMPORT_MSG.notReady);
  const preview = row.preview as PreviewState;
  const [claimed] = await db
    .update(propertyImports)
    .set({
      status: 'committing',
      phase: 'writing',
      done: 0,
      total: preview.counts.create + preview.counts.update,
      updatedAt: new Date(),
    })
    .where(and(eq(propertyImports.id, id), eq(propertyImports.status, 'preview')))
    .returning();
  if (!claimed) throw new AppError('conflict', IMPORT_MSG.notReady);
  // Written in the same line as reading: one import per workspace, a few at once (memory).
  const fail = (message: string) =>
    db
      .update(propertyImports)
      .set({ status: 'failed', phase: 'done', message, updatedAt: new Date() })
      .where(eq(propertyImports.id, id));
  const write = queue.run({ id, workspaceId: actor.workspaceId }, async () => {
    try {
      const result = await writeImport(db, {
        importId: id,
        workspace: { id: actor.workspaceId, plan: actor.plan },
        preview,
        sourceLabel: row.source === 'sheet' ? 'Google Sheets' : row.fileName,
      });
      if (row.source === 'sheet') {
        await recordSync(db, actor.workspaceId, syncSuccess(result, preview));
      }
      return result;
    } catch (e) {
      if (!(e instanceof AppError)) await fail(IMPORT_MSG.failedFallback);
      throw e;
    }
  });
  // an AppError: the write refused (changed, limit), the line was full, or the app closed while
  // the commit waited; nothing was written
  const written = write.catch(async (e: unknown) => {
    if (e instanceof AppError) await fail(e.message);
    throw e;
  });
  tasks.run(() =>
    written.catch((e: unknown) => {
      if (!(e instanceof AppError)) throw e;
    }),
  );
  return { job: toImportJob(claimed), written };
}
