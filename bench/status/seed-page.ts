// A public status page as bench:status and bench:lighthouse measure it (issue 27): an account's
// workspace with `count` properties seeded straight into the database, 90 days of daily rollups
// (a dip every seventh day), a confirmed 30-minute outage on every tenth property 10 days ago,
// and one page with a section showing all of the workspace. Nothing is ever due for a check.
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { RTT_BUCKET_COUNT } from '../../src/server/monitoring/rtt-histogram.js';
import { account, seed, signIn, signUp } from '../lib/app-server.js';

/** 90 days of daily rollups for every property of the workspace, a dip every seventh day. */
export async function seedHistory(db: pg.Pool, email: string): Promise<void> {
  const ws = `(SELECT m.workspace_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1)`;
  await db.query(
    `INSERT INTO check_rollups_daily (property_id, day, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist)
     SELECT p.id, (now() AT TIME ZONE 'UTC')::date - d, 2880,
            2880 - CASE WHEN (p.id + d) % 7 = 0 THEN 60 ELSE 0 END,
            CASE WHEN (p.id + d) % 7 = 0 THEN 60 ELSE 0 END, 2880 * 5, 5, 5,
            array_fill(0, ARRAY[$2::int])
       FROM properties p, generate_series(1, 89) d
      WHERE p.workspace_id = ${ws}`,
    [email, RTT_BUCKET_COUNT],
  );
  // a confirmed outage of 30 minutes for every tenth property, 10 days ago
  await db.query(
    `INSERT INTO incidents (workspace_id, property_id, started_at, ended_at)
     SELECT p.workspace_id, p.id, now() - interval '10 days', now() - interval '10 days' + interval '30 minutes'
       FROM properties p WHERE p.workspace_id = ${ws} AND p.id % 10 = 0`,
    [email],
  );
  await db.query('ANALYZE check_rollups_daily, incidents');
}

/** Seeds the app at `base` (its database in `dataDir`) and publishes the page `slug`. */
export async function seedStatusPage(
  base: string,
  dataDir: string,
  slug: string,
  count: number,
): Promise<void> {
  const owner = account(`status${Date.now().toString(36)}`);
  await signUp(base, owner);
  const cluster = await startEmbeddedPostgres({ dataDir, database: 'monitor', reuseRunning: true });
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  pool.on('error', () => {});
  try {
    await seed(pool, owner.email, count, 41);
    await seedHistory(pool, owner.email);
  } finally {
    await pool.end();
  }
  const cookie = await signIn(base, owner);
  const made = await fetch(`${base}/api/status-pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({
      title: 'Bench Homes',
      slug,
      description: 'Connectivity of the Bench Homes estate',
      sections: [{ name: 'Every property', allProperties: true }],
    }),
  });
  if (made.status !== 201) throw new Error(`status page ${made.status}: ${await made.text()}`);
}
