// What a backup and a restore both need of the database: a connection of their own (not the
// app's pool: one session holds the snapshot or the load's transaction from start to end) and the
// quoted names of the tables a backup holds.
import pg from 'pg';
import { BACKUP_SCHEMA } from './backup-format.js';

/** Runs `work` on a new connection to the database at `url`, closed again whatever happens. */
export async function withBackupConnection<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A backed-up table's name as SQL: schema-qualified and quoted. */
export const tableRef = (table: string) => `${BACKUP_SCHEMA}.${quote(table)}`;
