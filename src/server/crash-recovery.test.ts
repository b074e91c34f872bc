// The app killed with SIGKILL (the OOM killer, a lost terminal) in the middle of recording a
// batch: its PostgreSQL must stop on its own, the next start must come up and resume checking at
// once (not after the dead run's 35 s leases), and nothing committed may be lost.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordFileOf } from './db/cluster-password.js';
import { freePort } from './db/embedded.js';
import { postgresUser } from './db/embedded-host.js';
import { postgresBinary } from './db/postgres-binaries.js';
import { isAlive, parentOf, waitForExit } from './db/postmaster-process.js';
import { spawnApp, waitHealthy, type AppProcess } from './test/app-process.js';

const INTERVAL_MS = 30_000;
const PROPERTIES = 20;
const here = path.dirname(fileURLToPath(import.meta.url));

const dirs: string[] = [];
const apps: AppProcess[] = [];
afterAll(async () => {
  for (const app of apps) app.child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 500));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'pm-crash-'));
  dirs.push(d);
  return d;
}

function start(dataDir: string, port: number): AppProcess {
  const app = spawnApp({ DATA_DIR: dataDir, PORT: String(port), MONITOR_TICK_MS: '200' });
  apps.push(app);
  return app;
}

const postmaster = (dataDir: string) => {
  const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
};

function dbClient(dataDir: string): pg.Client {
  const { port } = postmaster(dataDir);
  const password = readFileSync(passwordFileOf(dataDir), 'utf8').trim();
  const client = new pg.Client(`postgres://postgres:${password}@127.0.0.1:${port}/monitor`);
  client.on('error', () => {}); // the server goes away under it on purpose
  return client;
}

async function waitUntil(what: string, ms: number, ok: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Listed = { id: number; lastCheck: string | null };

async function api(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

describe('crash recovery', () => {
  it('SIGKILL mid-batch: PostgreSQL stops, the next start answers and resumes checks at once, nothing committed is lost', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = start(dataDir, port);
    await waitHealthy(first);

    const signUp = await fetch(`${first.base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'crash@example.com', password: 'correct horse battery' }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
    for (let i = 1; i <= PROPERTIES; i++) {
      const created = await api(first.base, cookie, 'POST', '/api/properties', {
        name: `Crash ${i}`,
        address: `${i} Test Street`,
        ipAddress: `127.0.0.${i}`,
        type: 'residential',
        permissionConfirmed: true,
      });
      expect(created.status).toBe(201);
    }
    const listed = async (base: string) =>
      (await api(base, cookie, 'GET', '/api/properties')).body as Listed[];
    expect((await api(first.base, cookie, 'POST', '/api/ping/check-all')).status).toBe(202);
    await waitUntil('first checks', 20_000, async () =>
      (await listed(first.base)).every((p) => p.lastCheck !== null),
    );

    // Hold the next batch inside its transaction: it waits to insert its raw results.
    const db = dbClient(dataDir);
    await db.connect();
    const before = (await db.query('SELECT count(*)::int AS n, max(id) AS top FROM check_results'))
      .rows[0] as { n: number; top: number };
    await db.query('BEGIN');
    await db.query('LOCK TABLE check_results IN SHARE MODE');
    expect((await api(first.base, cookie, 'POST', '/api/ping/check-all')).status).toBe(202);
    // (the worker's in-memory schedule claims without a lease: the batch shows as its write of
    // the raw results waiting for the table; all 20 were made due at once and fit one batch)
    await waitUntil('a batch holding every property and waiting to write', 10_000, async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS waiting FROM pg_locks
          WHERE relation = 'check_results'::regclass AND NOT granted`,
      );
      return rows[0].waiting > 0;
    });

    const pg1 = postmaster(dataDir).pid;
    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    await first.exited;
    // The embedded server notices its parent is gone and shuts down by itself.
    expect(await waitForExit(pg1, 5_000)).toBe(true);
    await db.end().catch(() => {});

    const second = start(dataDir, port);
    await waitHealthy(second);
    expect(second.output()).not.toContain('undefined');

    // Same account, same session, same properties; every committed result is still there.
    const after = await listed(second.base);
    expect(after).toHaveLength(PROPERTIES);
    const db2 = dbClient(dataDir);
    await db2.connect();
    const kept = await db2.query('SELECT count(*)::int AS n FROM check_results WHERE id <= $1', [
      before.top,
    ]);
    expect(kept.rows[0].n).toBe(before.n);

    // Checks resume within one interval of when they were due (at the kill, after check-all).
    await waitUntil('every property checked again', INTERVAL_MS, async () =>
      (await listed(second.base)).every((p) => new Date(p.lastCheck!).getTime() > killedAt),
    );
    expect(Date.now() - killedAt).toBeLessThan(INTERVAL_MS);
    const { rows } = await db2.query(
      'SELECT count(*)::int AS n FROM check_results WHERE checked_at > to_timestamp($1 / 1000.0)',
      [killedAt],
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(PROPERTIES);
    await db2.end();

    // While it runs, a second app on the same DATA_DIR says why it cannot start.
    const intruder = start(dataDir, await freePort());
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(
      `The data directory ${dataDir} is in use by another Property Monitor process (pid ${second.child.pid}). Stop that process first, or start this one with its own DATA_DIR.`,
    );
    // A taken web port is named, and the database that start had begun is stopped again.
    const other = tempDir();
    const clash = start(other, port);
    expect(await clash.exited).toBe(1);
    expect(clash.output()).toContain(
      `Port ${port} on 127.0.0.1 is already in use by another program: stop it, or set PORT to a free port.`,
    );
    expect(() => postmaster(other)).toThrow();

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(() => postmaster(dataDir)).toThrow(); // clean shutdown removed its lock file
  }, 150_000);

  it('a PostgreSQL left running by an earlier run (no parent watch) is stopped and the app starts', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = start(dataDir, port);
    await waitHealthy(first);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // What older versions left behind: a detached postmaster whose parent is gone.
    // What older versions left behind: a postmaster whose parent is gone (re-parented to init).
    const binary = postgresBinary();
    const launcher = spawn(
      'sh',
      [
        '-c',
        '"$0" "$@" >/dev/null 2>&1 &',
        binary,
        '-D',
        path.join(dataDir, 'pg'),
        '-p',
        String(await freePort()),
      ],
      { stdio: 'ignore', ...(process.getuid?.() === 0 ? postgresUser() : {}) },
    );
    await new Promise((r) => launcher.once('exit', r));
    let orphan = 0;
    await waitUntil('the orphan server', 10_000, async () => {
      try {
        orphan = postmaster(dataDir).pid;
        return isAlive(orphan);
      } catch {
        return false;
      }
    });
    expect(parentOf(orphan)).not.toBe(process.pid);

    const second = start(dataDir, port);
    await waitHealthy(second);
    expect(second.output()).toContain(`stopping PostgreSQL (pid ${orphan}) left running`);
    expect(isAlive(orphan)).toBe(false);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);

  it.each(['pdeathsig', 'watchdog'] as const)(
    'the server stops when its parent is SIGKILLed (%s)',
    async (watch) => {
      const dataDir = tempDir();
      const holder = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(here, 'db/test-support/hold-cluster.ts'), dataDir, watch],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const line = await new Promise<string>((resolve) =>
        holder.stdout!.once('data', (c: Buffer) => resolve(c.toString())),
      );
      const { pid } = JSON.parse(line) as { pid: number };
      expect(isAlive(pid)).toBe(true);
      holder.kill('SIGKILL');
      // Measured on 2 busy cores: 0.5-2.1 s with pdeathsig (a fast shutdown writes a checkpoint),
      // 1.3-1.7 s with the watchdog (its 1 s poll, then the same shutdown).
      expect(await waitForExit(pid, 5_000)).toBe(true);
    },
    60_000,
  );
});
