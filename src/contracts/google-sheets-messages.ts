// Bulk Upload's limits and the exact messages people read (spec commercial §2, §5, §8; issue 10):
// without zod, so the thread that reads a file (read-thread.ts) loads them in no time.
import { wordFor } from './plural.js';

/** Spec commercial §9: upload maximum 10MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Rows a file or sheet may hold: far above any plan's need, a ceiling against hostile files. */
export const MAX_IMPORT_ROWS = 50_000;
/** Columns a sheet may span: the template has five; an export with a few dozen more is welcome. */
export const MAX_IMPORT_COLUMNS = 50;
/** Cells a sheet may span (rows x columns, as its dimension says): 50,000 rows of 10 columns. */
export const MAX_IMPORT_CELLS = 500_000;
export const IMPORT_MSG = {
  invalidType: 'Invalid File Type: Please upload a .xlsx, .xls, or .csv file',
  tooLarge: 'File Too Large: Please upload a file smaller than 10MB',
  permission:
    'Permission Required: Please confirm you have permission to monitor these properties before uploading.',
  noFile: 'Please choose a file to upload',
  successTitle: 'Upload Successful',
  success: (n: number) => `Imported ${n} properties from your file.`,
  failedTitle: 'Upload Failed',
  failedFallback: 'Upload failed',
  spreadsheetIdRequired: 'Please enter a spreadsheet ID',
  spreadsheetIdInvalid:
    'A spreadsheet ID has only letters, digits, - and _ (paste the sheet address to take it from there)',
  notConfigured: 'Please configure Google Sheets settings first',
  saveFailed: 'Failed to save Google Sheets settings',
  syncFailed: 'Failed to sync from Google Sheets',
  settingsSaved: 'Google Sheets settings saved',
  missingColumns: (cols: string[]) =>
    `The first row must name the columns. Missing: ${cols.join(', ')}. Download the template to see them.`,
  noRows: 'The file has no property rows under its header row',
  /** a `group` cell naming no group of the workspace (decision 033: groups are not created by an import) */
  unknownGroup: (name: string) =>
    `No group named "${name}" in this workspace: an admin can create it under Groups`,
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows; split it into smaller files`,
  unreadable: 'The file could not be read: it is damaged or not the spreadsheet its name says',
  tooSlow: 'The file took too long to read; split it into smaller files',
  tooBig: 'The file expands to too much data when opened; it was refused',
  tooManyColumns: (n: number) =>
    `The sheet spans ${n.toLocaleString('en-US')} columns; files up to ${MAX_IMPORT_COLUMNS} columns are accepted. Remove the columns you do not need and upload it again.`,
  tooManyCells: (n: number) =>
    `The sheet spans ${n.toLocaleString('en-US')} cells; files up to ${MAX_IMPORT_CELLS.toLocaleString('en-US')} cells (rows times columns) are accepted. Remove the columns you do not need or split it into smaller files.`,
  tooMuchMemory:
    'The file needs more memory to read than an import may use; remove the columns you do not need or split it into smaller files',
  queueFull: 'The server is busy with other imports. Try again in a minute.',
  queued: (position: number) =>
    `Queued: number ${position} in line. The import starts when the imports ahead of it finish.`,
  limit: (limit: number, current: number, creates: number) =>
    `Your plan allows ${limit} properties and you have ${current}, so ${Math.max(0, limit - current)} of the ${creates} new properties fit. Nothing was imported: remove rows or upgrade your plan.`,
  notReady: 'This import cannot be confirmed: look at its preview',
  /** the upload call imports without a preview: a file with refused rows imports nothing */
  rowsRefused: (n: number) =>
    `Nothing was imported: ${n} ${n === 1 ? 'row has an error' : 'rows have errors'}. Correct ${n === 1 ? 'it' : 'them'} and upload the file again, or upload it on the Bulk Upload page to review the rows and import the rest.`,
  changed:
    'Your properties changed since the preview. Upload the file again to see the new preview.',
  interrupted: 'The import was interrupted. Upload the file again.',
  changedWhileImporting:
    'Your properties changed while the file was imported (another import at the same time). Nothing was imported: upload the file again.',
  sheetsNotSetUp:
    'Google Sheets access is not set up on this server: the operator must configure a Google service account',
  notShared: (email: string) =>
    `The spreadsheet is not shared with ${email}. In Google Sheets choose Share and add that address as a Viewer.`,
  sheetNotFound:
    'No spreadsheet has this ID. Copy the ID from the sheet address, between /d/ and /edit.',
  tabMissing: (name: string) =>
    `The spreadsheet has no sheet named "${name}". Rename that sheet or change the Sheet Name.`,
  sheetUnavailable: 'Google Sheets did not answer. The next sync will try again.',
  needsReview: (n: number) =>
    `${n} ${wordFor(n, { one: 'row needs', other: 'rows need' })} review, so the automatic sync imported nothing. Press Sync Now to see the preview and import the rest.`,
} as const;
