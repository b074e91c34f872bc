// The real agent as a separate process (tsx on its entry point, as `npm run agent` runs it built)
// against a test server on loopback: it checks a 127.x target the server hands it, refuses one
// its own MONITOR_ALLOW does not cover (reported as refused, not as down), keeps working across
// a server restart, and stops cleanly on SIGTERM. Every wait is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppContext } from '../app-context.js';
import { createActor, call } from '../test/actors.js';
import { addProperty } from '../test/factories.js';
import { createTestDatabase, testConfig } from '../test/test-app.js';
import { sleep, waitFor } from '../test/wait-for.js';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the agent process', () => {
  let app: FastifyInstance | undefined;
  let child: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await app?.close();
    await drop?.();
  });

  async function listen(ctx: AppContext, port: number): Promise<FastifyInstance> {
    const a = await buildApp(ctx);
    for (let i = 0; ; i++) {
      try {
        await a.listen({ host: '127.0.0.1', port });
        return a;
      } catch (err) {
        if (i >= 20) throw err; // the old listener's port, given back within a few seconds
        await sleep(250);
      }
    }
  }

  it('checks, refuses by its own policy, survives a server restart and stops on SIGTERM', async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    const ctx: AppContext = {
      config: testConfig({ DEFAULT_PLAN: 'enterprise' }),
      database: db.database,
    };
    app = await listen(ctx, 0);
    const port = (app.server.address() as { port: number }).port;
    const owner = await createActor(ctx, 'owner');
    const up = await addProperty(app, owner, { ipAddress: '127.0.0.1' });
    // allowed by the server (MONITOR_ALLOW=127.0.0.0/8), not by the agent (127.0.0.1/32 only)
    const outside = await addProperty(app, owner, { ipAddress: '127.0.77.7' });
    const created = await call(app, owner, {
      method: 'POST',
      url: '/api/monitoring-locations',
      payload: { name: 'Loopback agent', region: 'test' },
    });
    const { token, location } = created.json<{ token: string; location: { id: string } }>();

    const output: string[] = [];
    child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/agent/start.ts'], {
      cwd: root,
      env: {
        // the ICMP engine may be fping, found on the usual system path
        PATH: `${path.dirname(process.execPath)}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
        PROCESS_ROLE: 'agent',
        AGENT_URL: `http://127.0.0.1:${port}`,
        AGENT_TOKEN: token,
        AGENT_NAME: 'test-agent',
        MONITOR_ALLOW: '127.0.0.1/32',
        AGENT_WAIT_MS: '1000',
        AGENT_MAX_BACKOFF_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (b: Buffer) => output.push(b.toString()));
    child.stderr!.on('data', (b: Buffer) => output.push(b.toString()));
    child.on('error', (e) => output.push(`spawn failed: ${e.message}`));
    child.on('exit', (code) => output.push(`exited with ${code}`));
    const pool = db.database.pool;
    const resultOf = async (propertyId: number) =>
      (
        await pool.query<{ outcome: string | null; checked_at: Date | null }>(
          'SELECT outcome, checked_at FROM location_checks WHERE location_id = $1 AND property_id = $2',
          [location.id, propertyId],
        )
      ).rows[0];

    const waitLogged = (check: () => Promise<boolean>, ms: number, what: string) =>
      waitFor(check, ms, what).catch((e: Error) => {
        throw new Error(`${e.message}; the agent said:\n${output.join('')}`);
      });
    await waitLogged(
      async () => (await resultOf(up.id))?.outcome === 'up',
      30_000,
      "the agent's first result",
    );
    await waitFor(async () => (await resultOf(outside.id))?.outcome === 'refused', 5_000);
    const first = (await resultOf(up.id))!.checked_at!;
    const status = await pool.query('SELECT status FROM properties WHERE id = $1', [outside.id]);
    expect(status.rows[0].status).not.toBe('offline');

    // The server restarts: the agent backs off, reconnects, and checks again.
    await app.close();
    await pool.query('UPDATE location_checks SET next_check_at = now() WHERE location_id = $1', [
      location.id,
    ]);
    await sleep(1500);
    app = await listen(ctx, port);
    await waitLogged(
      async () => ((await resultOf(up.id))?.checked_at ?? first) > first,
      20_000,
      'a result after the restart',
    );
    expect(output.join('')).toMatch(/server unreachable/);
    expect(output.join('')).toMatch(/connected to http:\/\/127\.0\.0\.1:\d+ again/);

    const exited = new Promise<number | null>((resolve) => child!.on('exit', resolve));
    child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(15_000).then(() => 'hung')]);
    expect(code).toBe(0);
    expect(output.join('')).toContain('[agent] stopped');
  }, 90_000);
});
