// Migration 0043 on a database that already holds packed history (decision 036 item 2): every
// row moves into its day's partition, each day it held gets one, and the rows read back the same.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { connectDatabase } from '../db/client.js';
import { migrationsFolder, runMigrations } from '../db/migrate.js';
import { withDatabase } from '../test/database-url.js';

type Journal = { entries: Array<{ tag: string }> };

it('migration 0043 moves existing packed rows into day partitions, unchanged', async () => {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_mig_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = connectDatabase(withDatabase(adminUrl, name), 2);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-mig-'));
  try {
    // the migrations before 0043
    const source = migrationsFolder();
    const full = JSON.parse(
      readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    const entries = full.entries.filter((e) => e.tag < '0043');
    mkdirSync(path.join(dir, 'meta'));
    writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...full, entries }));
    for (const e of entries)
      copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    await migrate(database.db, { migrationsFolder: dir });
    const pool = database.pool;
    const ws = await pool.query<{ id: string }>(
      `INSERT INTO workspaces (name, plan) VALUES ('Mig', 'enterprise') RETURNING id`,
    );
    const ids = (
      await pool.query<{ id: number }>(
        `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
         SELECT $1, 'M' || i, i || ' Mig St', '127.5.0.' || i, true FROM generate_series(1, 2) i
         RETURNING id`,
        [ws.rows[0]!.id],
      )
    ).rows.map((r) => r.id);
    // packed rows of three days (5, 4 and 2 days ago)
    await pool.query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
       SELECT ($1::int[])[1 + i % 2], date_trunc('milliseconds', now() - make_interval(hours => 24 * (2 + i % 4) + i)),
              (ARRAY['up', 'timeout', 'unreachable'])[1 + i % 3], CASE WHEN i % 3 = 0 THEN i::real END
         FROM generate_series(0, 29) AS i`,
      [ids],
    );
    const readAll = async () =>
      (
        await pool.query(
          `SELECT u.* FROM unnest($1::int[]) AS p(id),
                  check_results_unpacked(p.id, now() - interval '10 days', now()) u ORDER BY 1, 2`,
          [ids],
        )
      ).rows;
    // packed as the fold packs them (its packing part, on the schema before 0043: the fold of
    // today's code needs the later migrations' columns)
    await pool.query(
      `WITH moved AS (DELETE FROM check_results RETURNING property_id, checked_at, outcome, rtt_ms)
       INSERT INTO check_results_packed (start, property_id, n, data)
       SELECT start, property_id, count(*),
              string_agg(check_packed_entry(outcome, checked_at, rtt_ms, start), ''::bytea ORDER BY checked_at)
         FROM (SELECT *, min(checked_at) OVER (PARTITION BY property_id, (checked_at AT TIME ZONE 'UTC')::date) AS start
                 FROM moved) m
        GROUP BY property_id, start`,
    );
    const before = await readAll();
    expect(before).toHaveLength(30);
    const days = (
      await pool.query<{ d: string }>(
        `SELECT DISTINCT to_char(start AT TIME ZONE 'UTC', 'YYYYMMDD') AS d FROM check_results_packed ORDER BY 1`,
      )
    ).rows.map((r) => r.d);

    await runMigrations(database.db);
    expect(await readAll()).toEqual(before);
    const where = await pool.query<{ t: string }>(
      `SELECT DISTINCT tableoid::regclass::text AS t FROM check_results_packed ORDER BY 1`,
    );
    expect(where.rows.map((r) => r.t)).toEqual(days.map((d) => `check_results_packed_${d}`));
    expect(
      (await pool.query(`SELECT to_regclass('check_results_packed_unpartitioned') AS r`)).rows[0].r,
    ).toBeNull();
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
});
