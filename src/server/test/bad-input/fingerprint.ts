// One hash of every row of every table a request could write to, to show a refused request
// stored nothing. Left out: sessions (a request slides its expiry), the sign-in counters (a
// well-formed wrong password counts by design) and the migrations journal.
import type pg from 'pg';

const VOLATILE = new Set(['sessions', 'sign_in_failures', 'sign_in_addresses']);

export async function fingerprintQuery(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const parts = rows
    .map((r) => r.name)
    .filter((name) => !VOLATILE.has(name))
    .map(
      (name) =>
        `SELECT '${name}:' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS h FROM "${name}" t`,
    );
  return `SELECT md5(string_agg(h, ',' ORDER BY h)) AS fp FROM (${parts.join(' UNION ALL ')}) x`;
}

export async function fingerprint(pool: pg.Pool, query: string): Promise<string> {
  const { rows } = await pool.query<{ fp: string }>(query);
  return rows[0]!.fp;
}
