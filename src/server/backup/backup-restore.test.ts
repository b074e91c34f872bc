// npm run backup / npm run restore, as a user runs them: a database with accounts, properties,
// checks, alerts and outbox rows is backed up through DATABASE_URL, restored into a fresh
// DATA_DIR, backed up from there (the embedded server, in use) and restored into an empty
// database through DATABASE_URL; every row of every table is found each time.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { foldCheckResults } from '../monitoring/fold-check-results.js';
import { checkNow, confirmAtFirstFailure } from '../notify/test-support/outage.js';
import { createActors } from '../test/actors.js';
import { withDatabase } from '../test/database-url.js';
import { addProperties, addWebhook } from '../test/factories.js';
import { createTestApp } from '../test/test-app.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `src/server/cli/${script}.ts`, ...args],
      {
        cwd: ROOT,
        env: {
          PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
          HOME: os.homedir(),
          ...env,
        },
        timeout: 120_000,
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: (e.stdout ?? '') + (e.stderr ?? '') };
  }
}

/** Every table of the schema: its row count and a digest of all its rows. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const tables = await client.query<{ t: string }>(
      `SELECT relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { t } of tables.rows) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS h
           FROM public."${t}" x`,
      );
      out[t] = `${rows[0].n} ${rows[0].h}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

describe('backup and restore', () => {
  it('every row of every table comes back, through a fresh DATA_DIR and an empty DATABASE_URL', async () => {
    const t = await createTestApp();
    const actors = await createActors(t.ctx);
    const admin = actors.admin;
    const props = await addProperties(t.app, admin, 4);
    await addWebhook(t.app, admin, {
      name: 'Backup hook',
      url: 'http://127.0.0.1:9/hook',
      events: ['property.offline'],
    });
    await confirmAtFirstFailure(t.ctx.database.pool, admin.workspaceId!);
    await checkNow(t.ctx, new Map(props.map((p, i) => [p.id, i === 0 ? 'timeout' : 'up'])));
    // packed history in today's day partition and, 40 days back, in the DEFAULT one (decision
    // 036): two older results folded, the checks above left raw
    const { rows: today } = await t.ctx.database.pool.query<{ start: Date }>(
      `SELECT date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start`,
    );
    await t.ctx.database.pool.query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
       VALUES ($1, now() - interval '40 days', 'up', 1.5), ($1, $2::timestamptz + interval '1 second', 'up', 2.5)`,
      [props[1]!.id, today[0]!.start],
    );
    await foldCheckResults(t.ctx.database.db, new Date(today[0]!.start.getTime() + 2000));
    const packed = await t.ctx.database.pool.query<{ t: string }>(
      `SELECT DISTINCT tableoid::regclass::text AS t FROM check_results_packed ORDER BY 1`,
    );
    expect(packed.rows.map((r) => r.t)).toEqual([
      expect.stringMatching(/^check_results_packed_\d{8}$/),
      'check_results_packed_default',
    ]);
    const sourceUrl = t.ctx.database.pool.options.connectionString!;
    const source = await fingerprint(sourceUrl);
    const filled = Object.entries(source).filter(([, v]) => !v.startsWith('0 '));
    expect(filled.length).toBeGreaterThan(10);

    // Usage, and a missing file.
    const usage = await cli('restore', [], {});
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('Usage: npm run restore -- <file>');
    expect((await cli('backup', [], {})).out).toContain('Usage: npm run backup -- <file>');

    const first = path.join(dir, 'first.pmdump.gz');
    const backup = await cli('backup', [first], { DATABASE_URL: sourceUrl });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/^backup written to .*first\.pmdump\.gz: \d+ rows of \d+ tables/m);
    expect(statSync(first).mode & 0o777).toBe(0o600);

    // Into a fresh embedded data directory.
    const dataDir = path.join(dir, 'restored');
    const restore = await cli('restore', [first], { DATA_DIR: dataDir });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/^restored \d+ rows of \d+ tables from /m);
    const again = await cli('restore', [first], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.out).toContain(
      `DATA_DIR=${dataDir} already holds a database: restore into a new directory (DATA_DIR=./data-restored npm run restore -- <file>), then start the app with it.`,
    );
    const cluster = await startEmbeddedPostgres({ dataDir, database: 'monitor' });
    try {
      expect(await fingerprint(cluster.url)).toEqual(source);

      // From that embedded server while it is in use, into an empty database by DATABASE_URL.
      const second = path.join(dir, 'second.pmdump.gz');
      const fromEmbedded = await cli('backup', [second], { DATA_DIR: dataDir });
      expect(fromEmbedded.code, fromEmbedded.out).toBe(0);
      const admin = new pg.Client(inject('pgAdminUrl'));
      await admin.connect();
      const name = `restored_${Date.now()}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const emptyUrl = withDatabase(inject('pgAdminUrl'), name);
      try {
        const intoUrl = await cli('restore', [second], { DATABASE_URL: emptyUrl });
        expect(intoUrl.code, intoUrl.out).toBe(0);
        expect(await fingerprint(emptyUrl)).toEqual(source);
        // ids go on after the restored ones
        const c = new pg.Client(emptyUrl);
        await c.connect();
        const { rows } = await c.query(
          `SELECT nextval(pg_get_serial_sequence('properties', 'id')) > (SELECT max(id) FROM properties) AS ok`,
        );
        expect(rows[0].ok).toBe(true);
        await c.end();
        // a database that is not empty is refused
        const refused = await cli('restore', [second], { DATABASE_URL: emptyUrl });
        expect(refused.code).toBe(1);
        expect(refused.out).toContain(
          'The target database is not empty: restore into a new, empty database (or a new DATA_DIR).',
        );
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    } finally {
      await cluster.stop();
      await t.close();
    }
  }, 240_000);
});
