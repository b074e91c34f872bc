// Database connection: a node-postgres pool wrapped by Drizzle. One pool per process.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createAvailability, type DatabaseAvailability } from './availability.js';
import { createChangeSignals, type ChangeSignals } from './change-signals.js';
import { parseTimestamptzMs } from './parse-timestamptz.js';
import { releaseBrokenClients } from './release-broken-clients.js';
import * as schema from './schema/index.js';
import { trackWrites } from './write-tracker.js';

export type Db = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query takes that runs inside a caller's transaction or on its own. */
export type DbOrTx = Db | Tx;
export type Database = {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
  /** moved by this pool's writes and by other processes' announced changes: what caches obey */
  changes: ChangeSignals;
  /** whether the server answered last time we asked (pages and loops read it during an outage) */
  availability: DatabaseAvailability;
};

// Bigint counts as numbers (all ours fit in 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

// timestamptz as Date: digit by digit (parse-timestamptz.ts), else through V8's ISO parser (the
// default parser made reading 10,000 properties, 4 timestamps each, take 150 ms instead of 30).
const defaultTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v: string) => {
  const ms = parseTimestamptzMs(v);
  if (ms !== undefined) return new Date(ms);
  // "2026-11-21 15:52:03.123456+00" -> "2026-11-21T15:52:03.123456+00:00"
  const iso = v.replace(' ', 'T');
  const d = new Date(/[+-]\d\d$/.test(iso) ? `${iso}:00` : iso);
  return Number.isNaN(d.getTime()) ? (defaultTimestamptz(v) as Date) : d;
});

export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  const availability = createAvailability();
  // An idle client losing its connection (database restart) must not crash the process: the
  // pool drops it and connects anew on the next query.
  pool.on('error', (err) => availability.lost(err.message));
  const changes = createChangeSignals();
  pool.on('connect', (client) => {
    availability.back();
    // The pool listens for errors only while a client is idle. One checked out (a transaction)
    // whose connection breaks emits 'error' besides failing its query: unheard, that event
    // would end the process (seen: EPIPE when the postmaster was killed mid-transaction).
    client.on('error', (err) => availability.lost(err.message));
    trackWrites(client, changes);
  });
  releaseBrokenClients(pool);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end(), changes, availability };
}
