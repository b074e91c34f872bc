// Bulk Upload and Google Sheets sync (spec commercial §2, §3, §5, §7, §8; issue 10): the import's
// answer, its preview rows, the sheet link and the exact messages people read.
import { z } from 'zod';
import { errorBody } from './errors.js';
import { IMPORT_MSG } from './google-sheets-messages.js';
import { PROPERTY_TYPES } from './properties.js';

export {
  IMPORT_MSG,
  MAX_IMPORT_CELLS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_UPLOAD_BYTES,
} from './google-sheets-messages.js';
export const UPLOAD_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;
export const DEFAULT_SHEET_NAME = 'Properties';
/** The template's columns, in order (spec commercial §2: name, address, description, type, ipAddress). */
export const TEMPLATE_COLUMNS = [
  'name',
  'address',
  'ipAddress',
  'type',
  'description',
  'group',
] as const;
/** Automatic sheet sync (DESIGN §1: every 30 minutes). */
export const SHEET_SYNC_MINUTES = 30;

export const IMPORT_STATUSES = ['parsing', 'preview', 'committing', 'committed', 'failed'] as const;
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'refused'] as const;
export const IMPORT_SOURCES = ['upload', 'sheet'] as const;
/** `queued`: waiting for a free slot (one import per workspace, a few at once on the server). */
export const IMPORT_PHASES = ['queued', 'reading', 'checking', 'writing', 'done'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importRowError = z.object({
  /** the spreadsheet's row number (the header is row 1 in a file that starts with it) */
  row: z.number(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const importPreviewRow = z.object({
  row: z.number(),
  action: z.enum(IMPORT_ACTIONS),
  /** the property an update or unchanged row matched */
  propertyId: z.number().nullable(),
  name: z.string(),
  address: z.string(),
  ipAddress: z.string(),
  type: z.enum(PROPERTY_TYPES).nullable(),
  description: z.string().nullable(),
  /** the group the row names (empty: the property's group stays as it is) */
  group: z.string().nullish(),
  /** refused rows: why */
  errors: z.array(importRowError),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

const actionCounts = z.object({
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  refused: z.number(),
});
export type ActionCounts = z.infer<typeof actionCounts>;

/** An upload or sync, from reading through preview to commit. Polled while it works. */
export const importJob = z.object({
  id: z.uuid(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.object({
    phase: z.enum(IMPORT_PHASES),
    done: z.number(),
    total: z.number().nullable(),
  }),
  counts: actionCounts,
  /** up to PREVIEW_SAMPLE rows of each action, in row order */
  rows: z.array(importPreviewRow),
  errors: z.array(importRowError),
  /** set when the new rows would pass the plan's property limit */
  limit: z.object({ limit: z.number(), current: z.number(), fits: z.number() }).nullable(),
  canCommit: z.boolean(),
  /** while queued: how many imports are ahead of this one, counting it (1 = next); else null */
  queuePosition: z.number().int().positive().nullable(),
  /** why it failed or cannot be committed, in words */
  message: z.string().nullable(),
  importedCount: z.number(),
  updatedCount: z.number(),
  unchangedCount: z.number(),
  createdAt: z.string(),
});
export type ImportJob = z.infer<typeof importJob>;
export const PREVIEW_SAMPLE = 200;

export const importParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/**
 * The multipart form both upload routes read (spec commercial §7), for the OpenAPI document: the
 * routes take it apart as it streams (receive-upload.ts), so it is not validated by this schema.
 */
export const uploadForm = z.object({
  hasPermissionConfirmed: z
    .enum(['true', 'false'])
    .describe('The person confirmed they may monitor these properties; sent before the file'),
  file: z.string().meta({
    format: 'binary',
    description: 'One .xlsx, .xls or .csv file of at most 10MB, columns as in the template',
  }),
});
export const UPLOAD_FORM_EXAMPLE = {
  hasPermissionConfirmed: 'true',
  file: 'name,address,ipAddress,type,description\nHarbor View,1 Quay Road,203.0.113.10,commercial,Lobby router\n',
} satisfies z.input<typeof uploadForm>;

/** POST /api/google-sheets/upload's answer (spec commercial §3: "Upload result: importedCount"). */
export const uploadResult = z.object({
  /** the import: GET /api/google-sheets/imports/{id} */
  id: z.uuid(),
  importedCount: z.number().describe('Properties added'),
  updatedCount: z.number().describe('Properties matched (by id or address) and changed'),
  unchangedCount: z.number().describe('Rows that matched a property and changed nothing'),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** Why the upload call imported nothing: the error body, with the import and its refused rows. */
export const uploadRefusal = errorBody
  .extend({
    id: z.uuid().optional().describe('The import, when the file was read'),
    errors: z.array(importRowError).optional().describe('Each refused row: number, field, why'),
    limit: z.number().optional().describe("The plan's property limit (code limit_reached)"),
  })
  .meta({
    id: 'UploadRefusal',
    description: 'The error body; when the file was read, the import and its refused rows',
  });

/** Accepts the ID or the sheet's whole address (the ID is taken from between /d/ and the next /). */
const spreadsheetId = z
  .string({ error: IMPORT_MSG.spreadsheetIdRequired })
  .trim()
  .min(1, IMPORT_MSG.spreadsheetIdRequired)
  .transform((v) => /\/spreadsheets\/d\/([A-Za-z0-9_-]+)/.exec(v)?.[1] ?? v)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, IMPORT_MSG.spreadsheetIdInvalid));

export const sheetSettingsBody = z.object({
  spreadsheetId,
  sheetName: z
    .string()
    .trim()
    .max(100, 'Sheet Name must be at most 100 characters')
    // PostgreSQL text cannot hold a NUL, and no sheet name has control characters
    .refine(
      (v) => ![...v].some((c) => c.charCodeAt(0) < 32),
      'Sheet Name cannot contain control characters',
    )
    .nullish()
    .transform((v) => v || DEFAULT_SHEET_NAME),
});
export type SheetSettingsBody = z.input<typeof sheetSettingsBody>;

export const SYNC_RESULTS = ['success', 'failed', 'needs_review'] as const;

export const sheetSettings = z.object({
  /** empty until configured */
  spreadsheetId: z.string(),
  sheetName: z.string(),
  configured: z.boolean(),
  /** the address to share the sheet with; null while the operator has not set one up */
  serviceAccountEmail: z.string().nullable(),
  sheetUrl: z.string().nullable(),
  status: z.object({
    lastSyncAt: z.string().nullable(),
    result: z.enum(SYNC_RESULTS).nullable(),
    message: z.string().nullable(),
    counts: z
      .object({
        imported: z.number(),
        updated: z.number(),
        unchanged: z.number(),
        refused: z.number(),
      })
      .nullable(),
    errors: z.array(importRowError),
    nextSyncAt: z.string().nullable(),
  }),
});
export type SheetSettings = z.infer<typeof sheetSettings>;
