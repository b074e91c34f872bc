// The linked sheet of a workspace: read for the page (with the sync status), and saved. Saving
// a link makes it due at once, so its first automatic sync does not wait half an hour.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_SHEET_NAME,
  sheetSettingsBody,
  type SheetSettings,
  type SheetSettingsBody,
} from '../../../contracts/google-sheets.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { googleSheetLinks } from '../../db/schema/index.js';
import type { GoogleSheetsConfig } from '../../lib/google-service-account.js';

export async function getSheetSettings(
  db: Db,
  config: GoogleSheetsConfig,
  workspaceId: string,
): Promise<SheetSettings> {
  const [link] = await db
    .select()
    .from(googleSheetLinks)
    .where(eq(googleSheetLinks.workspaceId, workspaceId));
  return {
    spreadsheetId: link?.spreadsheetId ?? '',
    sheetName: link?.sheetName ?? DEFAULT_SHEET_NAME,
    configured: link !== undefined,
    serviceAccountEmail: config.serviceAccount?.email ?? null,
    sheetUrl: link
      ? `https://docs.google.com/spreadsheets/d/${encodeURIComponent(link.spreadsheetId)}/edit`
      : null,
    status: {
      lastSyncAt: link?.lastSyncAt?.toISOString() ?? null,
      result: link?.lastResult ?? null,
      message: link?.lastMessage ?? null,
      counts: link?.lastCounts ?? null,
      errors: link?.lastErrors ?? [],
      nextSyncAt: link && config.serviceAccount ? link.nextSyncAt.toISOString() : null,
    },
  };
}

export async function saveSheetSettings(
  db: Db,
  config: GoogleSheetsConfig,
  actor: Actor,
  input: SheetSettingsBody,
): Promise<SheetSettings> {
  const body = sheetSettingsBody.parse(input);
  const values = {
    spreadsheetId: body.spreadsheetId,
    sheetName: body.sheetName,
    updatedBy: actor.userId,
    nextSyncAt: new Date(),
    updatedAt: new Date(),
  };
  await db
    .insert(googleSheetLinks)
    .values({ workspaceId: actor.workspaceId, ...values })
    .onConflictDoUpdate({ target: googleSheetLinks.workspaceId, set: values });
  return getSheetSettings(db, config, actor.workspaceId);
}
