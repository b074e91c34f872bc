// What the benchmarks that drive the built app share: start it on a fresh data directory, sign
// people up and in, and seed properties straight into the database. Properties are loopback
// addresses whose next check is ten years away, so nothing a benchmark does sends a probe.
import { spawn, type ChildProcess } from 'node:child_process';
import type pg from 'pg';
import { loopbackAppEnv } from '../../scripts/loopback-app-env.js';

const SERVER_LOG = process.env.BENCH_SERVER_LOG === '1';

export type Account = { email: string; password: string; firstName: string; lastName: string };
export const account = (tag: string): Account => ({
  email: `bench.${tag}@example.com`,
  password: `bench-${tag}-password`,
  firstName: 'Bench',
  lastName: tag,
});

/**
 * Starts dist/server/main.js (with `nodeArgs` for node itself) and waits for /api/health; `env`
 * adds to (or overrides) ours.
 */
/**
 * Ends a spawned server: SIGTERM (it exits within 15 s by itself: main.ts), SIGKILL if it has not
 * after 20 s; and SIGKILL when this process exits first (an error, a bench stopped with ^C), so
 * no server is left running with its database after a bench (seen once: one ran 1.5 hours on).
 */
function stopper(child: ChildProcess): () => Promise<void> {
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return () =>
    new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const hard = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(hard);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
) {
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    // stdout (the request log at LOG_LEVEL=info) is thrown away, as a log collector would read
    // it; BENCH_SERVER_LOG=1 shows it, each request with its server time
    stdio: ['ignore', SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...loopbackAppEnv(port, dataDir),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...(SERVER_LOG ? { LOG_LEVEL: 'info' } : {}),
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = stopper(child);
  return { base, pid: child.pid!, stop };
}

/**
 * Starts dist/server/main.js as a worker alone (PROCESS_ROLE=worker: no HTTP) on the database at
 * `databaseUrl`, checking what is due; monitoring is limited to loopback addresses.
 */
export function startWorkerProcess(dataDir: string, databaseUrl: string) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...loopbackAppEnv(0, dataDir),
      PROCESS_ROLE: 'worker',
      DATABASE_URL: databaseUrl,
    },
  });
  const stop = stopper(child);
  return { pid: child.pid!, stop };
}

export async function signUp(base: string, a: Account): Promise<void> {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(a),
  });
  if (res.status !== 201) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
}

/** Signs in and returns the Cookie header a browser would send afterwards. */
export async function signIn(base: string, a: Account): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: a.email, password: a.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/**
 * Inserts `count` properties straight into the workspace of `email`, never due for a check, or
 * with `checkedEverySeconds` due spread over that many seconds from now (the workspace's
 * interval), for a worker to check from then on.
 */
export async function seed(
  pool: pg.Pool,
  email: string,
  count: number,
  octet: number,
  checkedEverySeconds?: number,
) {
  const { rows } = await pool.query<{ workspace_id: string }>(
    'SELECT m.workspace_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1',
    [email],
  );
  const workspaceId = rows[0]?.workspace_id;
  if (!workspaceId) throw new Error(`no workspace for ${email}`);
  // One transaction: a running worker never sees the rows due (the insert trigger makes their
  // schedule rows due now; decision 014) before they are moved ten years away.
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: ids } = await client.query<{ id: number }>(
      `INSERT INTO properties (workspace_id, name, address, ip_address, status, permission_confirmed)
       SELECT $1, 'Property ' || g, g || ' Bench Street',
              '127.' || $3::int || '.' || (g / 250) || '.' || (g % 250 + 1),
              (ARRAY['online','online','online','offline','timeout'])[1 + g % 5], true
         FROM generate_series(1, $2::int) g
       RETURNING id`,
      [workspaceId, count, octet],
    );
    await client.query(
      `UPDATE property_schedule s
          SET response_time = CASE WHEN g % 5 < 3 THEN 1 + (g % 40) END,
              next_check_at = CASE WHEN $2::int IS NULL THEN now() + interval '10 years'
                                   ELSE now() + (g % $2::int) * interval '1 second' END,
              last_check = now() - (g % 600) * interval '1 second'
         FROM unnest($1::int[]) WITH ORDINALITY AS x(id, g)
        WHERE s.property_id = x.id`,
      [ids.map((r) => r.id), checkedEverySeconds ?? null],
    );
    if (checkedEverySeconds !== undefined) {
      await client.query('UPDATE workspaces SET check_interval_seconds = $2 WHERE id = $1', [
        workspaceId,
        checkedEverySeconds,
      ]);
    }
    await client.query('COMMIT');
    // What autovacuum does within a minute of a bulk insert on a real installation: without
    // statistics the list's version query (decision 017) planned 10,000 index probes (~26 ms)
    // instead of a hash join (~10 ms), and the measurement ran before autovacuum got to it.
    await client.query('ANALYZE properties, property_schedule, property_uptime');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Checks recorded since `since` in the workspace of `email` (its schedule rows' last check). */
export const checksSince = async (pool: pg.Pool, email: string, since: Date) =>
  (
    await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM property_schedule s
         JOIN memberships m ON m.workspace_id = s.workspace_id
         JOIN users u ON u.id = m.user_id
        WHERE u.email = $1 AND s.last_check > $2`,
      [email, since],
    )
  ).rows[0]!.n;
