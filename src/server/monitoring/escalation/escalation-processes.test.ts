// "The same step is never sent twice for one incident, also across restarts and with two worker
// processes" (issue 29, decision 034), with real OS processes: two workers (escalation runner and
// notify delivery, test-support/escalation-worker.ts under tsx) race at the same instants on eight
// incidents of a 2-step policy whose steps go to a loopback fake ntfy channel. One worker is
// killed with SIGKILL between the steps and a new one takes its place; then every state row is
// rewound (a restart that lost its place). The fake counts what reached it: each incident's step 1
// once, its step 2 once, nothing more.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlert, insertProperty } from '../../test/factories.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';
import { waitFor } from '../../test/wait-for.js';
import { startFakeNtfy, type FakeNtfy } from '../../notify/test-support/fake-ntfy.js';
import { openAutomaticIncidents } from '../automatic-incidents.js';
import { createMonitorTestApp } from '../test-support/fixtures.js';

const MIN = 60_000;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = path.join(HERE, 'test-support', 'escalation-worker.ts');
const ROOT = path.resolve(HERE, '../../../..');

type Worker = {
  name: string;
  child: ChildProcessWithoutNullStreams;
  out: () => string;
  /** the "done" lines so far: [steps sent, delivered] */
  done: () => [number, number][];
};

function startWorker(url: string, name: string): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, url, name], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  return {
    name,
    child,
    out: () => `${out}\n${err}`,
    done: () => [...out.matchAll(/^done (\d+) (\d+)$/gm)].map((m) => [Number(m[1]), Number(m[2])]),
  };
}

const waitReady = (w: Worker) =>
  waitFor(
    () => {
      if (w.child.exitCode !== null) throw new Error(`${w.name} exited: ${w.out()}`);
      return w.out().includes('ready');
    },
    30_000,
    `${w.name} ready`,
  );

/** Both workers run one tick at `at`, at once; resolves when both have answered. */
async function tickBoth(workers: Worker[], at: number) {
  const before = workers.map((w) => w.done().length);
  for (const w of workers) w.child.stdin.write(`tick ${at}\n`);
  await waitFor(
    () => {
      for (const w of workers) {
        if (w.out().includes('failed')) throw new Error(`${w.name}: ${w.out()}`);
      }
      return workers.every((w, i) => w.done().length > before[i]!);
    },
    20_000,
    `tick at ${at}`,
  );
}

function stop(w: Worker, signal: NodeJS.Signals) {
  const exited = new Promise<void>((resolve) => {
    if (w.child.exitCode !== null || w.child.signalCode !== null) resolve();
    else w.child.once('exit', () => resolve());
  });
  w.child.kill(signal);
  return exited;
}

describe('escalation with two worker processes', () => {
  const { t, a } = useTestAppWithActors({}, createMonitorTestApp);
  const pool = () => t.ctx.database.pool;
  let ntfy: FakeNtfy;
  const workers: Worker[] = [];

  beforeAll(async () => {
    ntfy = await startFakeNtfy();
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => stop(w, 'SIGKILL')));
    await ntfy?.close();
  });

  it('each step reaches the channel once per incident: racing, killed and restarted, rewound', async () => {
    const ws = a.admin.workspaceId!;
    const hook = await pool().query<{ id: number }>(
      `INSERT INTO webhooks (workspace_id, name, type, url, secret, events)
       VALUES ($1, 'Night ntfy', 'ntfy', $2, 'whsec_test', ARRAY['property.offline']) RETURNING id`,
      [ws, ntfy.topicUrl],
    );
    const step = { memberIds: [], channelIds: [hook.rows[0]!.id], overridesQuietHours: false };
    await pool().query(
      `INSERT INTO escalation_policies (workspace_id, name, is_default, repeat_last, steps)
       VALUES ($1, 'Two steps', true, 0, $2)`,
      [
        ws,
        JSON.stringify([
          { ...step, waitMinutes: 5 },
          { ...step, waitMinutes: 5 },
        ]),
      ],
    );
    const names = 'ABCDEFGH'.split('').map((c) => `Pier House ${c}`);
    for (const name of names) {
      const propertyId = await insertProperty(pool(), ws, { name });
      const client = await pool().connect();
      const opened = await openAutomaticIncidents(client, [
        { workspaceId: ws, propertyId, name, startedAt: new Date(), message: `${name} is offline` },
      ]).finally(() => client.release());
      const alertId = await insertAlert(pool(), {
        workspaceId: ws,
        propertyId,
        type: 'offline',
        message: `${name} is offline`,
      });
      await pool().query(`UPDATE alerts SET tracked_incident_id = $2 WHERE id = $1`, [
        alertId,
        opened.get(propertyId),
      ]);
    }
    /** messages the fake received per property, in the order of `names` */
    const received = () =>
      names.map((n) => ntfy.messages.filter((m) => `${m.title}\n${m.message}`.includes(n)).length);

    let one = startWorker(t.url, 'one');
    const two = startWorker(t.url, 'two');
    workers.push(one, two);
    await Promise.all([waitReady(one), waitReady(two)]);
    const t0 = Date.now() + 1000;

    // step 1: both at the same instants, twice, and a minute later
    await tickBoth([one, two], t0);
    await tickBoth([one, two], t0);
    await tickBoth([one, two], t0 + MIN);
    expect(received()).toEqual(names.map(() => 1));
    const stepOneSent = [...one.done(), ...two.done()].reduce((n, [s]) => n + s, 0);
    expect(stepOneSent).toBe(names.length);

    // worker one dies mid-life; a new process takes its place
    await stop(one, 'SIGKILL');
    one = startWorker(t.url, 'one-again');
    workers.push(one);
    await waitReady(one);

    // step 2 after its 5 minutes (not before), racing again
    await tickBoth([one, two], t0 + 4 * MIN);
    expect(received()).toEqual(names.map(() => 1));
    await tickBoth([one, two], t0 + 5 * MIN + 1000);
    await tickBoth([one, two], t0 + 6 * MIN);
    expect(received()).toEqual(names.map(() => 2));

    // a restart that lost its place: every state row back at step 1, due now; nothing is resent
    await pool().query(
      `UPDATE incident_escalations SET next_step = 0, next_repeat = 0, next_at = $1,
              stopped_reason = NULL`,
      [new Date(t0 + 10 * MIN)],
    );
    await tickBoth([one, two], t0 + 10 * MIN);
    await tickBoth([one, two], t0 + 16 * MIN);
    expect(received()).toEqual(names.map(() => 2));
    expect(ntfy.messages).toHaveLength(2 * names.length);

    // the record agrees: two steps per incident, each with one delivered channel message
    const steps = await pool().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM escalation_steps_sent GROUP BY incident_id`,
    );
    expect(steps.rows.map((r) => r.n)).toEqual(names.map(() => 2));
    const rows = await pool().query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM notifications
        WHERE channel = 'webhook' AND tracked_incident_id IS NOT NULL GROUP BY status`,
    );
    expect(rows.rows).toEqual([{ status: 'delivered', n: 2 * names.length }]);

    // both stop when stdin closes
    for (const w of [one, two]) w.child.stdin.end();
    await waitFor(() => one.child.exitCode !== null && two.child.exitCode !== null, 10_000, 'exit');
    expect([one.child.exitCode, two.child.exitCode]).toEqual([0, 0]);
  }, 90_000);
});
