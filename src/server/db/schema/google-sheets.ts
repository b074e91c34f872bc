// Bulk Upload and Google Sheets sync (issue 10): an import between reading and commit, and each
// workspace's linked sheet with the state of its automatic sync.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  IMPORT_PHASES,
  IMPORT_SOURCES,
  IMPORT_STATUSES,
  SYNC_RESULTS,
  type ImportRowError,
} from '../../../contracts/google-sheets.js';
import { users, workspaces } from './accounts.js';
import { timestamps, updatedAtColumn } from './columns.js';
import { workspaceIdColumn } from './owner-columns.js';

/** A file or sheet read into rows, previewed, then committed (or failed). Kept for a day. */
export const propertyImports = pgTable(
  'property_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceIdColumn(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull(),
    phase: text('phase', { enum: IMPORT_PHASES }).notNull().default('reading'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    /** what the preview showed (PreviewState): counts, sample rows, errors, limit */
    preview: jsonb('preview'),
    /** counts written by the commit */
    result: jsonb('result'),
    message: text('message'),
    ...timestamps(),
  },
  (t) => [index('property_imports_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/** An import's rows that passed validation, each with what the preview planned for it; the
 *  commit plans them again under the workspace's lock and writes properties from them in SQL. */
export const propertyImportRows = pgTable(
  'property_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => propertyImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    /** the file's id column */
    id: integer('id'),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** the file's address */
    ipAddress: text('ip_address').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    /** the file's group column (null: empty, the property's group stays); matched without case */
    groupName: text('group_name'),
    action: text('action', { enum: ['create', 'update', 'unchanged', 'refused'] }).notNull(),
    propertyId: integer('property_id'),
    /** the address written when it is not the file's (a masked caller keeps the stored one) */
    writtenIp: text('written_ip'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);

/** A workspace's linked Google sheet; the worker syncs it when next_sync_at comes. */
export const googleSheetLinks = pgTable(
  'google_sheet_links',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    spreadsheetId: text('spreadsheet_id').notNull(),
    sheetName: text('sheet_name').notNull(),
    /** who saved the link: automatic syncs are recorded as theirs */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastResult: text('last_result', { enum: SYNC_RESULTS }),
    lastMessage: text('last_message'),
    lastCounts: jsonb('last_counts').$type<{
      imported: number;
      updated: number;
      unchanged: number;
      refused: number;
    }>(),
    lastErrors: jsonb('last_errors').$type<ImportRowError[]>(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('google_sheet_links_due_idx').on(t.nextSyncAt)],
);
