// The specification's upload call (spec commercial §7: POST /api/google-sheets/upload answers
// importedCount, or the message on failure): the page's path, reading and preview, then the commit
// with nobody to review it. So only what needs no review is written, as the automatic sheet sync
// does (decision 012): a file with refused rows, or past the plan limit, imports nothing. The
// request waits for the end up to a bound; a file that takes longer is answered 202 with its
// import, which goes on to its end in the background (one import per workspace, in line).
import { and, eq, inArray } from 'drizzle-orm';
import { IMPORT_MSG, type ImportJob, type UploadResult } from '../../../contracts/google-sheets.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { beginCommit } from './commit-import.js';
import { getImport } from './get-import.js';
import type { PreviewState, ResultState } from './import-state.js';
import { beginImport, type ImportRunner, type StartImportInput } from './start-import.js';

export type UploadAnswer = { status: 200; body: UploadResult } | { status: 202; body: ImportJob };

export type ImportUploadInput = {
  actor: Actor;
  /** how long to wait for the import to be written before answering 202 */
  waitMs: number;
  start: StartImportInput;
};

/** Throws the refusal (400 with the refused rows, 403 past the plan limit, ...) as an AppError. */
export async function importUpload(
  db: Db,
  runner: ImportRunner,
  { actor, waitMs, start }: ImportUploadInput,
): Promise<UploadAnswer> {
  const { job, previewed } = await beginImport(db, runner, start);
  const written = previewed.then((preview) => commitUnreviewed(db, runner, actor, job.id, preview));
  // to its end even after a 202: the app drains it before it closes
  runner.tasks.run(() =>
    written.catch((e: unknown) => {
      if (!(e instanceof AppError)) throw e;
    }),
  );
  const result = await within(written, waitMs);
  if (result) return { status: 200, body: { id: job.id, ...result } };
  const now = await getImport(db, actor.workspaceId, job.id);
  return { status: 202, body: { ...now, queuePosition: runner.queue.positionOf(job.id) } };
}

async function commitUnreviewed(
  db: Db,
  runner: ImportRunner,
  actor: Actor,
  id: string,
  preview: PreviewState | null,
): Promise<ResultState> {
  if (!preview) {
    // not read: why is on the import (the file's type, columns, size, ...)
    const failed = await getImport(db, actor.workspaceId, id);
    throw badRequest(failed.message ?? IMPORT_MSG.unreadable, { id });
  }
  try {
    // past the plan limit, beginCommit refuses (403 limit_reached) as it does for the page
    if (preview.counts.refused > 0 && !preview.limit) {
      throw badRequest(IMPORT_MSG.rowsRefused(preview.counts.refused), { errors: preview.errors });
    }
    const { written } = await beginCommit(db, runner, actor, id);
    return await written.catch((e: unknown) => {
      // the plan no longer held when it was written: another import of these rows ran meanwhile
      if (e instanceof AppError && e.code === 'conflict') {
        throw new AppError('conflict', IMPORT_MSG.changedWhileImporting);
      }
      throw e;
    });
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    // nobody will confirm it: the import ends here, with the reason
    await db
      .update(propertyImports)
      .set({ status: 'failed', phase: 'done', message: e.message, updatedAt: new Date() })
      // unless someone confirmed it meanwhile (the 202 answer names it): theirs runs on
      .where(
        and(eq(propertyImports.id, id), inArray(propertyImports.status, ['preview', 'failed'])),
      );
    throw new AppError(e.code, e.message, { details: { ...e.details, id } });
  }
}

/** The promise's value if it settles within `ms`, else undefined (a rejection is thrown). */
async function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}
