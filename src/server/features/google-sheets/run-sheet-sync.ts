// The automatic sync of one workspace's sheet (every 30 minutes, from the job queue): the same
// import path as an upload — read, validate, match, limit — and committed only when a person
// would have nothing to review: a sheet with refused rows or past the plan limit imports nothing
// and says why in the Integration Status (the user sees the rows with Sync Now).
import { and, eq } from 'drizzle-orm';
import { IMPORT_MSG } from '../../../contracts/google-sheets.js';
import type { Db } from '../../db/client.js';
import { googleSheetLinks, propertyImports, workspaces } from '../../db/schema/index.js';
import type { GoogleSheetsConfig } from '../../lib/google-service-account.js';
import { AppError } from '../../lib/errors.js';
import type { TargetPolicy } from '../../monitoring/target-policy.js';
import { buildPreview, limitMessage } from './build-preview.js';
import { loadActor } from '../../auth/actor.js';
import { seesImportIps } from './ip-visibility.js';
import { mapColumns } from './map-columns.js';
import { planOnThisThread } from './plan-slices.js';
import { validateRowsInSteps } from './validate-rows.js';
import { isTransientSheetError, readGoogleSheet } from './read-google-sheet.js';
import { recordSync, syncSuccess } from './record-sync.js';
import { writeImport } from './write-import.js';

export type SheetSyncDeps = { db: Db; config: GoogleSheetsConfig; policy: TargetPolicy };

/** Throws only for what is worth retrying (Google unreachable); the rest is recorded. */
export async function runSheetSync(deps: SheetSyncDeps, workspaceId: string): Promise<void> {
  const { db } = deps;
  const [link] = await db
    .select({ link: googleSheetLinks, plan: workspaces.plan })
    .from(googleSheetLinks)
    .innerJoin(workspaces, eq(workspaces.id, googleSheetLinks.workspaceId))
    .where(eq(googleSheetLinks.workspaceId, workspaceId));
  if (!link) return;
  const workspace = { id: workspaceId, plan: link.plan };
  let grid;
  try {
    grid = await readGoogleSheet(deps.config, link.link);
  } catch (e) {
    const message = e instanceof AppError ? e.message : IMPORT_MSG.sheetUnavailable;
    await recordSync(db, workspaceId, { result: 'failed', message });
    if (isTransientSheetError(e) && deps.config.serviceAccount) throw e;
    return;
  }
  const [started] = await db
    .insert(propertyImports)
    .values({
      workspaceId,
      createdBy: link.link.updatedBy,
      source: 'sheet',
      fileName: link.link.sheetName,
      status: 'parsing',
    })
    .returning({ id: propertyImports.id });
  const importId = started!.id;
  // The sync acts for whoever linked the sheet: its status shows every importer what matched.
  const owner = link.link.updatedBy
    ? await loadActor(db, link.link.updatedBy, workspaceId)
    : undefined;
  const preview = await buildPreview(db, {
    importId,
    workspace,
    seesIps: owner?.workspaceId === workspaceId && seesImportIps(owner),
    read: planOnThisThread(() => validateRowsInSteps(mapColumns(grid), deps.policy)),
  });
  if (!preview) {
    const [row] = await db
      .select({ message: propertyImports.message })
      .from(propertyImports)
      .where(eq(propertyImports.id, importId));
    await recordSync(db, workspaceId, { result: 'failed', message: row?.message ?? null });
    return;
  }
  const counts = {
    imported: 0,
    updated: 0,
    unchanged: preview.counts.unchanged,
    refused: preview.counts.refused,
  };
  if (preview.limit || preview.counts.refused > 0) {
    await recordSync(db, workspaceId, {
      result: 'needs_review',
      message: preview.limit
        ? limitMessage(preview)
        : IMPORT_MSG.needsReview(preview.counts.refused),
      counts,
      errors: preview.errors,
    });
    return;
  }
  await db
    .update(propertyImports)
    .set({ status: 'committing', phase: 'writing', done: 0, updatedAt: new Date() })
    .where(and(eq(propertyImports.id, importId), eq(propertyImports.status, 'preview')));
  try {
    const result = await writeImport(db, {
      importId,
      workspace,
      preview,
      sourceLabel: 'Google Sheets',
    });
    await recordSync(db, workspaceId, syncSuccess(result, preview));
  } catch (e) {
    const message = e instanceof AppError ? e.message : IMPORT_MSG.sheetUnavailable;
    await db
      .update(propertyImports)
      .set({ status: 'failed', phase: 'done', message, updatedAt: new Date() })
      .where(eq(propertyImports.id, importId));
    await recordSync(db, workspaceId, { result: 'failed', message });
    if (!(e instanceof AppError)) throw e;
  }
}
