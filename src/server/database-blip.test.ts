// The database goes away under a running app (the OOM killer takes the embedded postmaster; a
// managed server restarts or fails over) and comes back: the app stays up, answers 503 meanwhile,
// checks again within one interval of the return, and sends every outbox row exactly once.
// Loopback only: properties on 127.0.0.x, MONITOR_ALLOW=127.0.0.0/8, a webhook receiver on 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '../contracts/messages.js';
import { LIST_CACHE_MS } from './data/kept-property-lists.js';
import { passwordFileOf } from './db/cluster-password.js';
import { freePort, startEmbeddedPostgres } from './db/embedded.js';
import { spawnApp, waitHealthy, type AppProcess } from './test/app-process.js';

const INTERVAL_MS = 30_000; // the shortest check interval, the workspace default
const PROPERTIES = 5;
const EVENTS = 80;

const dirs: string[] = [];
const apps: AppProcess[] = [];
const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const app of apps) app.child.kill('SIGKILL');
  for (const close of closers) await close().catch(() => {});
  await new Promise((r) => setTimeout(r, 500));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'pm-blip-'));
  dirs.push(d);
  return d;
}

async function start(env: Record<string, string>): Promise<AppProcess> {
  const app = spawnApp({
    PORT: String(await freePort()),
    MONITOR_TICK_MS: '200',
    NOTIFY_TICK_MS: '200',
    NOTIFY_RETRY_BASE_SECONDS: '1',
    ...env,
  });
  apps.push(app);
  await waitHealthy(app);
  return app;
}

async function waitUntil(what: string, ms: number, ok: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A webhook endpoint that takes a little while per event, so sends are in flight at the fault. */
async function startReceiver() {
  const ids: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      ids.push(String(req.headers['x-monitor-event-id']));
      setTimeout(() => res.writeHead(200).end('{"ok":true}'), 30);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise((r) => (server.closeAllConnections(), server.close(r))));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, ids };
}

async function get(app: AppProcess, url: string, cookie = '') {
  const res = await fetch(`${app.base}${url}`, { headers: { cookie } }).catch(() => null);
  if (!res) return { status: 0, body: null as unknown, text: '' };
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, text, retryAfter: res.headers.get('retry-after') };
}

type Listed = { id: number; lastCheck: string | null };

/** An account with properties on loopback, checked once, and EVENTS webhook rows in the outbox. */
async function prepare(app: AppProcess, db: () => Promise<pg.Client>) {
  const signUp = await fetch(`${app.base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'blip@example.com', password: 'correct horse battery' }),
  });
  expect(signUp.status).toBe(201);
  const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
  for (let i = 1; i <= PROPERTIES; i++) {
    const res = await fetch(`${app.base}/api/properties`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Blip ${i}`,
        address: `${i} Test Street`,
        ipAddress: `127.0.0.${i}`,
        type: 'residential',
        permissionConfirmed: true,
      }),
    });
    expect(res.status).toBe(201);
  }
  const listed = async () => (await get(app, '/api/properties', cookie)).body as Listed[];
  const checkAll = await fetch(`${app.base}/api/ping/check-all`, {
    method: 'POST',
    headers: { cookie },
  });
  expect(checkAll.status).toBe(202);
  await waitUntil('first checks', 20_000, async () =>
    (await listed()).every((p) => p.lastCheck !== null),
  );
  const receiver = await startReceiver();
  const client = await db();
  const ids = Array.from({ length: EVENTS }, () => randomUUID());
  await client.query(
    `WITH w AS (SELECT id FROM workspaces LIMIT 1),
          hook AS (INSERT INTO webhooks (workspace_id, name, type, url, secret, events)
                   SELECT id, 'Blip', 'webhook', $1, 'whsec-blip', '{property.offline}' FROM w
                   RETURNING id, workspace_id)
     INSERT INTO notifications (workspace_id, channel, event_type, webhook_id, event_id, payload, summary)
     SELECT hook.workspace_id, 'webhook', 'property.offline', hook.id, e::uuid,
            jsonb_build_object('id', e, 'type', 'property.offline', 'createdAt', now(),
                               'property', null, 'alert', null, 'url', null),
            'blip event'
       FROM hook, unnest($2::text[]) AS e`,
    [receiver.url, ids],
  );
  await client.end();
  return { cookie, listed, receiver, ids };
}

/**
 * Takes the database away with `fault` while webhook sends are in flight, checks the answers
 * while it is away, brings it back with `recover`, and checks that the app carries on.
 */
async function survive(
  app: AppProcess,
  db: () => Promise<pg.Client>,
  fault: () => Promise<void>,
  recover: () => Promise<void>,
) {
  const { cookie, listed, receiver, ids } = await prepare(app, db);
  await waitUntil('webhook sends under way', 20_000, async () => receiver.ids.length >= 10);
  await fault();

  // While it is away: health and API 503, app pages a 503 page (no web build here: see
  // database-unavailable.test.ts), and nothing crashes.
  let health = await get(app, '/api/health');
  await waitUntil('health to notice', 5_000, async () => {
    health = await get(app, '/api/health');
    return health.status === 503;
  }).catch((err: Error) => {
    throw new Error(`${err.message}: ${JSON.stringify(health)}\n${app.output()}`);
  });
  expect(health.body).toMatchObject({ status: 'error', database: 'error' });
  const api = await get(app, '/api/properties', cookie);
  expect(api.status).toBe(503);
  expect(api.body).toEqual({ message: MSG.databaseUnavailable, code: 'unavailable' });
  expect(api.retryAfter).toBe('5');

  await recover();
  await waitUntil(
    'health again',
    60_000,
    async () => (await get(app, '/api/health')).status === 200,
  );
  const backAt = Date.now();
  expect(app.child.exitCode).toBeNull();

  // Checks resume within one interval of the return (plus the probe and its write), read where
  // the worker writes them: the list is a kept answer that shows a check's time up to twice
  // LIST_CACHE_MS later (decision 016), which is the next wait.
  const client = await db();
  await waitUntil('every property checked again', INTERVAL_MS + 3_000, async () => {
    const { rows } = await client.query(
      `SELECT bool_and(last_check > $1) AS all_again FROM property_schedule`,
      [new Date(backAt)],
    );
    return rows[0].all_again === true;
  });
  await waitUntil('the list showing it', 2 * LIST_CACHE_MS + 1_000, async () =>
    (await listed()).every((p) => new Date(p.lastCheck!).getTime() > backAt),
  );

  // Every outbox row delivered, each exactly once.
  await waitUntil('every event delivered', 30_000, async () => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM notifications WHERE channel = 'webhook' AND status = 'delivered'`,
    );
    return rows[0].n === EVENTS;
  });
  await client.end();
  expect([...receiver.ids].sort()).toEqual([...ids].sort());

  const out = app.output();
  expect(out).toContain('the database is away, claiming paused');
  expect(out).not.toMatch(/unhandled|ECONNREFUSED.*\n.*at /i);
  return out;
}

function connectTo(url: string): () => Promise<pg.Client> {
  return async () => {
    const client = new pg.Client(url);
    client.on('error', () => {});
    await client.connect();
    return client;
  };
}

describe('a database blip', () => {
  it('the embedded postmaster killed (SIGKILL): restarted, the app stays up and loses nothing', async () => {
    const dataDir = tempDir();
    const app = await start({ DATA_DIR: dataDir });
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
    const password = readFileSync(passwordFileOf(dataDir), 'utf8').trim();
    const db = connectTo(`postgres://postgres:${password}@127.0.0.1:${port}/monitor`);
    const out = await survive(
      app,
      db,
      async () => void process.kill(Number(pid), 'SIGKILL'),
      async () => {},
    );
    expect(out).toContain('PostgreSQL stopped unexpectedly (SIGKILL); starting it again');
    expect(out).toContain('PostgreSQL is running again');
    app.child.kill('SIGTERM');
    expect(await app.exited, app.output()).toBe(0);
  }, 150_000);

  it('a server used through DATABASE_URL stopped and started: the app waits for it', async () => {
    const dataDir = tempDir();
    let server = await startEmbeddedPostgres({ dataDir, database: 'monitor' });
    closers.push(() => server.stop());
    const app = await start({ DATABASE_URL: server.url });
    const url = server.url;
    await survive(
      app,
      connectTo(url),
      () => server.stop(),
      async () => {
        // Away for a while longer than one retry of every loop.
        await new Promise((r) => setTimeout(r, 3_000));
        expect(app.child.exitCode).toBeNull();
        server = await startEmbeddedPostgres({ dataDir, database: 'monitor' });
        expect(server.url).toBe(url);
      },
    );
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 150_000);
});
