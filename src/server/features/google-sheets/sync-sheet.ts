// The Sync button: read the linked sheet now and start an import of it, previewed like a file.
import { eq } from 'drizzle-orm';
import { IMPORT_MSG, type ImportJob } from '../../../contracts/google-sheets.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { googleSheetLinks } from '../../db/schema/index.js';
import type { GoogleSheetsConfig } from '../../lib/google-service-account.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { TargetPolicy } from '../../monitoring/target-policy.js';
import type { ImportRunner } from './start-import.js';
import { seesImportIps } from './ip-visibility.js';
import { mapColumns } from './map-columns.js';
import { planOnThisThread } from './plan-slices.js';
import { validateRowsInSteps } from './validate-rows.js';
import { readGoogleSheet } from './read-google-sheet.js';
import { recordSync } from './record-sync.js';
import { startImport } from './start-import.js';

export async function syncSheet(
  db: Db,
  runner: ImportRunner,
  opts: { config: GoogleSheetsConfig; policy: TargetPolicy; actor: Actor },
): Promise<ImportJob> {
  const { actor } = opts;
  const [link] = await db
    .select()
    .from(googleSheetLinks)
    .where(eq(googleSheetLinks.workspaceId, actor.workspaceId));
  if (!link) throw badRequest(IMPORT_MSG.notConfigured);
  let grid;
  try {
    grid = await readGoogleSheet(opts.config, link);
  } catch (e) {
    if (e instanceof AppError && e.status < 500) {
      await recordSync(db, actor.workspaceId, { result: 'failed', message: e.message });
    }
    throw e;
  }
  return startImport(db, runner, {
    workspace: { id: actor.workspaceId, plan: actor.plan },
    userId: actor.userId,
    source: 'sheet',
    fileName: link.sheetName,
    seesIps: seesImportIps(actor),
    read: planOnThisThread(() => validateRowsInSteps(mapColumns(grid), opts.policy)),
  });
}
