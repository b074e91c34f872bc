// A worker killed mid-batch leaves claimed properties with a lease and nothing written. Another
// worker must leave them alone until the lease runs out, then check them; and should the "dead"
// worker come back and write late, its stale results must be ignored (no double row, no double
// alert). Time passing is simulated by moving lease_until back, not by sleeping ~35 s.
//
// What "no property is left unchecked for more than one interval" means here: a claim holds a
// property for timeout + LEASE_MARGIN_SECONDS (5 s + 30 s = 35 s with the defaults). If the worker
// dies, the property is re-claimable at (due time + 35 s): the check due at T happens by T + 35 s
// plus one scheduler tick, i.e. later than normal by less than one 30 s interval plus the write
// margin, and at most the one check due at T + 30 s is merged into it (the cadence restarts).
// The gap between two completed checks is thus at most interval + lease (65 s), never unbounded.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { claimDueChecks, LEASE_MARGIN_SECONDS, type ClaimedCheck } from './claim-due-checks.js';
import type { ProbeOutcome } from './probe/types.js';
import { recordResults } from './record-results.js';
import { createScheduler } from './scheduler.js';
import {
  countBy,
  makeDue,
  scalar,
  scriptedProber,
  workspaceWith,
  useMonitorTestApp,
} from './test-support/fixtures.js';
import { sleep, waitFor } from '../test/wait-for.js';

const INTERVAL_S = 30;

describe('crash safety: leases', () => {
  const { t, pool } = useMonitorTestApp();
  const liveWorker = (prober = scriptedProber()) => ({
    prober,
    scheduler: createScheduler({
      pool: t.extraPool(5),
      prober,
      policy: t.policy,
      batchSize: 50,
      tickMs: 50,
    }),
  });
  const expire = (ids: number[]) =>
    pool().query(
      `UPDATE property_schedule SET lease_until = now() - interval '1 second' WHERE property_id = ANY($1::int[])`,
      [ids],
    );
  const resultsPer = (ids: number[]) =>
    countBy(
      pool(),
      `SELECT property_id AS k, count(*) AS n FROM check_results WHERE property_id = ANY($1::int[]) GROUP BY 1`,
      [ids],
    );
  const alertsPer = (ids: number[]) =>
    countBy(
      pool(),
      `SELECT property_id AS k, count(*) AS n FROM alerts WHERE property_id = ANY($1::int[]) GROUP BY 1`,
      [ids],
    );
  const staleWrite = (claims: ClaimedCheck[], outcome: ProbeOutcome) =>
    recordResults(
      t.extraPool(2),
      claims.map((claim) => ({
        claim,
        result: { id: claim.id, outcome, rttMs: outcome === 'up' ? 1 : null },
        checkedAt: new Date(),
      })),
    );

  it("a dead worker's claims are left alone until the lease expires, then checked; its late write is ignored", async () => {
    const { ids } = await workspaceWith(t, 20);
    await pool().query('UPDATE properties SET timeout_ms = 2000 WHERE id = $1', [ids[0]]);
    await makeDue(pool(), ids);

    // The "dead" worker: claims everything due and never records (killed mid-batch).
    const before = await scalar<Date>(pool(), 'SELECT now()');
    const stale = await claimDueChecks(t.extraPool(2), 1000);
    const after = await scalar<Date>(pool(), 'SELECT now()');
    expect(stale.map((c) => c.id).sort()).toEqual([...ids].sort());

    // Lease length: the probe timeout plus LEASE_MARGIN_SECONDS, shorter than interval + margin.
    for (const c of stale) {
      const leaseMs = c.timeoutMs + LEASE_MARGIN_SECONDS * 1000;
      expect(c.leaseUntil!.getTime()).toBeGreaterThanOrEqual(before.getTime() + leaseMs - 1);
      expect(c.leaseUntil!.getTime()).toBeLessThanOrEqual(after.getTime() + leaseMs);
      expect(leaseMs).toBeLessThan((INTERVAL_S + LEASE_MARGIN_SECONDS) * 1000);
    }
    expect(stale.find((c) => c.id === ids[0])!.timeoutMs).toBe(2000);

    const live = liveWorker();
    for (const id of ids) live.prober.set(id, 'timeout');
    // Still leased: nothing for the other worker (also not a moment before the lease ends).
    expect(await live.scheduler.runOnce()).toBe(0);
    await pool().query(
      `UPDATE property_schedule SET lease_until = now() + interval '1 second' WHERE property_id = ANY($1::int[])`,
      [ids],
    );
    expect(await live.scheduler.runOnce()).toBe(0);
    expect(live.prober.probed).toEqual([]);

    // Lease over: the other worker checks every one of them.
    await expire(ids);
    expect(await live.scheduler.runOnce()).toBe(ids.length);
    expect([...live.prober.probed].sort()).toEqual([...ids].sort());
    const results = await resultsPer(ids);
    expect(ids.map((id) => results.get(id))).toEqual(ids.map(() => 1));
    const alerts = await alertsPer(ids);
    expect(ids.map((id) => alerts.get(id))).toEqual(ids.map(() => 1)); // 'timeout'

    // The dead worker wakes up and writes its stale batch: ignored entirely.
    expect(await staleWrite(stale, 'timeout')).toEqual({ applied: 0, alerts: 0 });
    expect(await resultsPer(ids)).toEqual(results);
    expect(await alertsPer(ids)).toEqual(alerts);
    const state = await pool().query(
      `SELECT DISTINCT status, consecutive_failures FROM properties JOIN property_schedule ON property_id = id WHERE id = ANY($1::int[])`,
      [ids],
    );
    expect(state.rows).toEqual([{ status: 'timeout', consecutive_failures: 1 }]);
  });

  it("a late write while another worker holds the re-claim is ignored; the re-claim's write counts", async () => {
    const { ids } = await workspaceWith(t, 10);
    await makeDue(pool(), ids);
    const stale = await claimDueChecks(t.extraPool(2), 1000);
    expect(stale).toHaveLength(10);
    await expire(ids);
    await sleep(5); // the re-claim's lease differs from the stale one even to the millisecond
    const fresh = await claimDueChecks(t.extraPool(2), 1000);
    expect(fresh.map((c) => c.id).sort()).toEqual([...ids].sort());

    expect(await staleWrite(stale, 'timeout')).toEqual({ applied: 0, alerts: 0 });
    expect((await resultsPer(ids)).size).toBe(0);
    expect(await staleWrite(fresh, 'timeout')).toEqual({ applied: 10, alerts: 10 });
    // and the first write once more (a retried request): ignored, the lease is released
    expect(await staleWrite(fresh, 'timeout')).toEqual({ applied: 0, alerts: 0 });
    const results = await resultsPer(ids);
    expect(ids.map((id) => results.get(id))).toEqual(ids.map(() => 1));
    const alerts = await alertsPer(ids);
    expect(ids.map((id) => alerts.get(id))).toEqual(ids.map(() => 1));
  });

  it('a worker process killed with SIGKILL mid-batch: its properties are checked after the lease', async () => {
    const N = 25;
    const { ids } = await workspaceWith(t, N);
    await makeDue(pool(), ids);
    const here = path.dirname(fileURLToPath(import.meta.url));
    const script = path.join(here, 'test-support', 'dead-worker.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, t.url, '10'], {
      cwd: path.resolve(here, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('exit', (code, signal) => (exit = { code, signal }));
    const probing = () => [...out.matchAll(/probing (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    try {
      await waitFor(
        () => {
          if (exit) throw new Error(`worker exited early (${exit.code}): ${err}`);
          return probing() >= N;
        },
        30_000,
        `worker claiming ${N} checks (stdout: ${out}, stderr: ${err})`,
      );
    } finally {
      child.kill('SIGKILL');
    }
    await waitFor(() => exit !== undefined, 10_000, 'worker exit');
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(probing()).toBe(N); // nothing else was due

    // It left leases and no results.
    const leased = await scalar(
      pool(),
      `SELECT count(*)::int FROM property_schedule WHERE property_id = ANY($1::int[]) AND lease_until > now()`,
      [ids],
    );
    expect(leased).toBe(N);
    expect((await resultsPer(ids)).size).toBe(0);

    const live = liveWorker();
    expect(await live.scheduler.runOnce()).toBe(0);
    await expire(ids);
    expect(await live.scheduler.runOnce()).toBe(N);
    const results = await resultsPer(ids);
    expect(ids.map((id) => results.get(id))).toEqual(ids.map(() => 1));
    const online = await scalar(
      pool(),
      `SELECT count(*)::int FROM properties JOIN property_schedule ON property_id = id
        WHERE id = ANY($1::int[]) AND status = 'online' AND lease_until IS NULL AND next_check_at > now()`,
      [ids],
    );
    expect(online).toBe(N);
  });
});
