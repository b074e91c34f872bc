// The check loop of a worker: every tick, claim what is due (in batches), probe each batch over
// one socket, and record its results in one transaction. Batches overlap up to a bound so one
// slow batch (dead hosts waiting out their timeout) does not delay the next due checks.
import type pg from 'pg';
import { claimDueChecks, type ClaimedCheck } from './claim-due-checks.js';
import type { ProbeResult, ProbeTarget } from './probe/types.js';
import { recordResults } from './record-results.js';
import type { TargetPolicy } from './target-policy.js';

export type BatchProber = { probe(targets: ProbeTarget[]): Promise<ProbeResult[]> };

export type SchedulerOptions = {
  pool: pg.Pool;
  prober: BatchProber;
  policy: TargetPolicy;
  batchSize: number;
  tickMs: number;
  maxConcurrentBatches?: number;
  log?: (msg: string) => void;
};

export type SchedulerStats = { batches: number; checks: number; alerts: number; errors: number };

export type Scheduler = {
  start(): void;
  stop(): Promise<void>;
  /** claim, probe and record what is due now, waiting for it all (tests, benchmarks) */
  runOnce(): Promise<number>;
  stats: SchedulerStats;
};

export function createScheduler(opts: SchedulerOptions): Scheduler {
  const log = opts.log ?? (() => {});
  const maxBatches = opts.maxConcurrentBatches ?? 8;
  const inFlight = new Set<Promise<void>>();
  const stats: SchedulerStats = { batches: 0, checks: 0, alerts: 0, errors: 0 };
  const refusedLogged = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let ticking = false;

  async function runBatch(claims: ClaimedCheck[]): Promise<void> {
    const targets: ProbeTarget[] = [];
    const refused: ProbeResult[] = [];
    for (const c of claims) {
      const decision = opts.policy.check(c.ipAddress);
      if (decision.ok) {
        targets.push({
          id: c.id,
          address: c.ipAddress,
          method: c.checkMethod,
          port: c.tcpPort ?? undefined,
          timeoutMs: c.timeoutMs,
        });
      } else {
        // Policy changed after the property was saved: never send it a packet.
        if (!refusedLogged.has(c.ipAddress)) log(`not probing ${c.ipAddress}: ${decision.reason}`);
        refusedLogged.add(c.ipAddress);
        refused.push({ id: c.id, outcome: 'unreachable', rttMs: null, detail: decision.reason });
      }
    }
    const results = [...(targets.length ? await opts.prober.probe(targets) : []), ...refused];
    const byId = new Map(results.map((r) => [r.id, r]));
    const checkedAt = new Date();
    const summary = await recordResults(
      opts.pool,
      claims.map((claim) => ({ claim, result: byId.get(claim.id)!, checkedAt })),
    );
    stats.batches++;
    stats.checks += summary.applied;
    stats.alerts += summary.alerts;
  }

  function launch(claims: ClaimedCheck[]): Promise<void> {
    const p = runBatch(claims)
      .catch((err: unknown) => {
        stats.errors++;
        log(`batch of ${claims.length} failed: ${(err as Error).message}`);
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    return p;
  }

  /** Claims until nothing more is due or the concurrency bound is reached. */
  async function tick(): Promise<number> {
    let claimed = 0;
    while (inFlight.size < maxBatches) {
      const claims = await claimDueChecks(opts.pool, opts.batchSize);
      if (claims.length === 0) break;
      claimed += claims.length;
      void launch(claims);
      if (claims.length < opts.batchSize) break;
    }
    return claimed;
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(async () => {
      if (!ticking) {
        ticking = true;
        await tick().catch((err: unknown) => {
          stats.errors++;
          log(`claim failed: ${(err as Error).message}`);
        });
        ticking = false;
      }
      schedule();
    }, opts.tickMs);
  }

  return {
    stats,
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
    async runOnce() {
      const n = await tick();
      await Promise.allSettled([...inFlight]);
      return n;
    },
  };
}
