// Whether PostgreSQL knows an IANA zone. Report times and maintenance occurrences are computed in
// the database, so a zone the runtime knows but PostgreSQL does not must be refused as well.
// Raw: `pg_timezone_names` is a catalog view, not a table of ours (decision 023).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

export async function isKnownTimeZone(db: Pick<DbOrTx, 'execute'>, zone: string): Promise<boolean> {
  const known = await db.execute(sql`SELECT 1 FROM pg_timezone_names WHERE name = ${zone} LIMIT 1`);
  return known.rows.length > 0;
}
