// Reads a linked sheet through Google's own Sheets client (root URL configurable, so tests drive
// it against a fake on loopback) and turns Google's refusals into words a person can act on.
import { sheets } from '@googleapis/sheets';
import { IMPORT_MSG } from '../../../contracts/google-sheets.js';
import type { GoogleSheetsConfig } from '../../lib/google-service-account.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { GridRow } from './read-spreadsheet.js';
import { serviceAccountClient } from './service-account-token.js';

export type SheetRef = { spreadsheetId: string; sheetName: string };

/** Google could not be reached or failed: worth another try later. */
export const isTransientSheetError = (e: unknown) =>
  e instanceof AppError && e.code === 'unavailable';

export async function readGoogleSheet(
  config: GoogleSheetsConfig,
  ref: SheetRef,
): Promise<GridRow[]> {
  const sa = config.serviceAccount;
  if (!sa) throw new AppError('unavailable', IMPORT_MSG.sheetsNotSetUp);
  const api = sheets({ version: 'v4', auth: serviceAccountClient(sa), rootUrl: config.apiUrl });
  try {
    const res = await api.spreadsheets.values.get(
      {
        spreadsheetId: ref.spreadsheetId,
        // quoted, so a sheet named like a cell range ("A1") or with spaces is read as a name
        range: `'${ref.sheetName.replace(/'/g, "''")}'`,
        valueRenderOption: 'FORMATTED_VALUE',
        majorDimension: 'ROWS',
      },
      { timeout: 20_000, retry: false },
    );
    const rows: GridRow[] = [];
    (res.data.values ?? []).forEach((cells, i) => {
      const text = (cells as unknown[]).map((c) =>
        c === null || c === undefined ? '' : String(c),
      );
      if (text.some((c) => c.trim() !== '')) rows.push({ row: i + 1, cells: text });
    });
    return rows;
  } catch (e) {
    throw sheetError(e, sa.email, ref.sheetName);
  }
}

function sheetError(e: unknown, email: string, sheetName: string): AppError {
  const status = (e as { status?: number; response?: { status?: number } }).response?.status;
  const message = e instanceof Error ? e.message : '';
  if (status === 403) return badRequest(IMPORT_MSG.notShared(email));
  if (status === 404) return badRequest(IMPORT_MSG.sheetNotFound);
  if (status === 400 && /range/i.test(message)) return badRequest(IMPORT_MSG.tabMissing(sheetName));
  return new AppError('unavailable', IMPORT_MSG.sheetUnavailable, { cause: e });
}
