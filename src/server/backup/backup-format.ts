// The backup file: gzip'd JSON lines. A header (format, version, the schema's migration level),
// then for each table a line naming it and its columns followed by one line per row (the row as
// PostgreSQL's row_to_json writes it). Our own format because the bundled PostgreSQL ships no
// pg_dump and Debian's (15) refuses a PostgreSQL 18 server; the schema itself comes from the
// migrations (drizzle/), so a dump only has to carry the rows and the level they were at.
export const BACKUP_FORMAT = 'property-monitor-backup';
export const BACKUP_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** how many migrations of drizzle/ the database had applied */
  migrations: number;
  tables: string[];
};

export type TableLine = { table: string; columns: string[] };

/** The schema whose tables a backup holds (pg-boss's queue schema is transient and left out). */
export const BACKUP_SCHEMA = 'public';

/** The first line of a new backup: the database was at `migrations` and holds `tables`. */
export const newBackupHeader = (migrations: number, tables: string[]): BackupHeader => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  createdAt: new Date().toISOString(),
  migrations,
  tables,
});
