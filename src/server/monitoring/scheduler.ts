// The check loop of a worker: every tick, claim what is due (in batches), probe each batch over
// one socket, and record its results in one transaction. Batches overlap up to a bound so one
// slow batch (dead hosts waiting out their timeout) does not delay the next due checks.
import type pg from 'pg';
import { claimDueChecks, releaseClaims, type ClaimedCheck } from './claim-due-checks.js';
import type { ProbeResult, ProbeTarget } from './probe/types.js';
import { recordResults } from './record-results.js';
import type { LocationGuard } from './location-guard/create-location-guard.js';
import type { TargetPolicy } from './target-policy.js';
import { safeErrorMessage } from '../lib/redact-error.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { claimChecksByIds } from './schedule/claim-checks-by-ids.js';
import { MemorySchedule, type MemoryScheduleOptions } from './schedule/memory-schedule.js';
import { probeSlices } from './probe-slices.js';

/** How long past its longest timeout a batch may take before the scheduler gives up on it. */
export const PROBE_GRACE_MS = 10_000;

/**
 * Longest wait between claims while the database is away: the tick doubles up to it, so an outage
 * costs a refused connection every few seconds, and checks resume well within one interval (30 s
 * at least) of its return.
 */
export const MAX_CLAIM_BACKOFF_MS = 5_000;

/** The schedule the worker process runs with (worker.ts, and the bench unless BENCH_SCHEDULE). */
export const WORKER_SCHEDULE: 'memory' | 'scan' = 'memory';

export type BatchProber = { probe(targets: ProbeTarget[]): Promise<ProbeResult[]> };

export type SchedulerOptions = {
  pool: pg.Pool;
  prober: BatchProber;
  policy: TargetPolicy;
  batchSize: number;
  tickMs: number;
  maxConcurrentBatches?: number;
  /** the most targets a probe call holds (probeSliceFor the send cap); unset: a whole claim */
  probeSliceSize?: number;
  /** see PROBE_GRACE_MS */
  probeGraceMs?: number;
  log?: (msg: string) => void;
  /**
   * the location's self-health guard (decision 027): its canaries ride along in each batch, and
   * a batch seen while the location is degraded has its failures set aside
   */
  guard?: LocationGuard;
  /**
   * `memory`: the schedule held in this worker's memory, by buckets (schedule/, decision 036
   * item 1), claiming only the ids found due; `scan` (the default): every claim scans the schedule
   */
  schedule?: 'memory' | 'scan';
  /** the in-memory schedule's timings (tests) */
  memory?: MemoryScheduleOptions;
};

export type SchedulerStats = { batches: number; checks: number; alerts: number; errors: number };

export type Scheduler = {
  start(): void;
  stop(): Promise<void>;
  /** claim, probe and record what is due now, waiting for it all (tests, benchmarks) */
  runOnce(): Promise<number>;
  stats: SchedulerStats;
  /** what the in-memory schedule holds (buckets, properties); zeros when scanning */
  readonly held: { buckets: number; properties: number };
  /** the in-memory schedule's database session (tests end it to simulate a dead worker) */
  sessionPid(): Promise<number | undefined>;
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
  /** the tick running now: stop() waits for it, or it could open the bucket session again */
  let currentTick: Promise<void> | undefined;
  /** failed claims in a row because the database is away; the next tick waits longer for each */
  let refusals = 0;
  const memory =
    opts.schedule === 'memory' ? new MemorySchedule(opts.pool, opts.memory) : undefined;

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
    const canaries = targets.length
      ? (opts.guard?.canaryTargets(Math.max(...targets.map((t) => t.timeoutMs))) ?? [])
      : [];
    const slotOf = new Map(claims.map((c) => [c.id, new Date(c.nextCheckAt).getTime()]));
    const startedAt = Date.now();
    // in slices, the most overdue first, each answered at its own time (probe-slices.ts); the
    // canaries ride in the first
    const parts = probeSlices(targets, opts.probeSliceSize, (t) => slotOf.get(t.id)!);
    const answered = targets.length
      ? await Promise.all(
          parts.map(async (part, i) => {
            const probed = await probeWithDeadline(i === 0 ? [...part, ...canaries] : part);
            return probed && { probed, at: new Date() };
          }),
        )
      : [];
    if (answered.some((a) => a === undefined)) {
      // The engine gave no answer for a slice in time: not one result of the claim is recorded
      // (no false outage), and its checks are released to be claimed again.
      await releaseClaims(opts.pool, claims);
      await memory?.retry(claims.map((c) => c.id));
      return;
    }
    const probed = answered.flatMap((a) => a!.probed);
    // One statement per batch, never per check: the batch's counts against the location's, and
    // its figures for the Locations panel (each probed check's lag behind its slot).
    const lagsMs = targets.map((t) => Math.max(0, startedAt - slotOf.get(t.id)!));
    const setAsideFailures = opts.guard ? await opts.guard.observe(probed, lagsMs) : false;
    const byId = new Map([...probed, ...refused].map((r) => [r.id, r]));
    const answeredAt = new Map(answered.flatMap((a) => a!.probed.map((r) => [r.id, a!.at])));
    const refusedAt = new Date();
    let appliedIds: number[] = [];
    const summary = await recordResults(
      opts.pool,
      claims.map((claim) => ({
        claim,
        result: byId.get(claim.id)!,
        checkedAt: answeredAt.get(claim.id) ?? refusedAt,
      })),
      {
        setAsideFailures,
        ...(memory && {
          onApplied: (a: { id: number; nextAt: Date }[]) => {
            appliedIds = a.map((c) => c.id);
            memory.applied(a);
          },
        }),
      },
    );
    stats.batches++;
    stats.checks += summary.applied;
    stats.alerts += summary.alerts;
    if (summary.applied < claims.length) {
      // Another worker re-claimed them after our lease ran out, or the target was edited.
      log(
        `${claims.length - summary.applied} of ${claims.length} results dropped: lease no longer held`,
      );
      // back from their rows: a lease another worker holds now is waited out, never doubled
      if (memory) {
        const applied = new Set(appliedIds);
        await memory.retry(claims.filter((c) => !applied.has(c.id)).map((c) => c.id));
      }
    }
  }

  /**
   * The engine must answer within the longest timeout plus a grace period. One that does not
   * (a bug, a wedged socket) must not hold a batch slot and its claims for good: undefined, and
   * the caller releases the claims to be checked again, recording nothing.
   */
  async function probeWithDeadline(targets: ProbeTarget[]): Promise<ProbeResult[] | undefined> {
    const limit =
      Math.max(...targets.map((t) => t.timeoutMs)) + (opts.probeGraceMs ?? PROBE_GRACE_MS);
    let expire = () => {};
    const deadline = new Promise<undefined>((resolve) => {
      expire = () => resolve(undefined);
    });
    const timer = setTimeout(() => expire(), limit);
    const results = await Promise.race([opts.prober.probe(targets), deadline]);
    clearTimeout(timer);
    if (results !== undefined) return results;
    stats.errors++;
    log(
      `probe engine gave no answer for ${targets.length} targets within ${limit} ms; releasing them`,
    );
    return undefined;
  }

  function launch(claims: ClaimedCheck[]): Promise<void> {
    const p = runBatch(claims)
      .catch((err: unknown) => {
        stats.errors++;
        log(`batch of ${claims.length} failed: ${safeErrorMessage(err)}`);
        // their leases run out; the in-memory schedule finds them again from their rows
        return memory?.retry(claims.map((c) => c.id));
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    return p;
  }

  /** Claims until nothing more is due or the concurrency bound is reached. */
  async function tick(): Promise<number> {
    if (memory) return memoryTick(memory);
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

  /** The in-memory schedule's tick: the change feed, then claims of the ids found due. */
  async function memoryTick(mem: MemorySchedule): Promise<number> {
    try {
      await mem.refresh();
    } catch (err) {
      mem.markStale();
      throw err;
    }
    let claimed = 0;
    while (inFlight.size < maxBatches) {
      const ids = mem.takeDue(opts.batchSize);
      if (ids.length === 0) break;
      let claims: ClaimedCheck[];
      try {
        claims = await claimChecksByIds(opts.pool, ids);
      } catch (err) {
        await mem.retry(ids);
        throw err;
      }
      if (claims.length < ids.length) {
        // a live lease (a dead worker's, or one taken over), a row lock, a later time, a pause
        const got = new Set(claims.map((c) => c.id));
        await mem.retry(ids.filter((id) => !got.has(id)));
      }
      claimed += claims.length;
      if (claims.length > 0) void launch(claims);
      if (ids.length < opts.batchSize) break;
    }
    return claimed;
  }

  async function guardedTick(): Promise<void> {
    try {
      await tick();
      if (refusals > 0) log('database reachable again: claiming checks resumed');
      refusals = 0;
    } catch (err) {
      stats.errors++;
      if (!isDatabaseUnavailable(err)) {
        log(`claim failed: ${safeErrorMessage(err)}`);
        return;
      }
      if (refusals === 0) {
        log(
          `claim failed: ${safeErrorMessage(err)}; the database is away, claiming paused (retried with back-off up to ${MAX_CLAIM_BACKOFF_MS / 1000} s)`,
        );
      }
      refusals++;
    }
  }

  function schedule(): void {
    if (!running) return;
    const delay =
      refusals === 0
        ? opts.tickMs
        : Math.max(
            opts.tickMs,
            Math.min(opts.tickMs * 2 ** Math.min(refusals, 16), MAX_CLAIM_BACKOFF_MS),
          );
    timer = setTimeout(async () => {
      if (!ticking) {
        ticking = true;
        currentTick = guardedTick();
        await currentTick;
        ticking = false;
      }
      schedule();
    }, delay);
  }

  return {
    stats,
    get held() {
      return memory?.held ?? { buckets: 0, properties: 0 };
    },
    sessionPid: async () => memory?.backendPid(),
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      // a tick under way may be rebalancing: closing the bucket session under it let it open a
      // new one and take every bucket again, held until the pool ended (a test hung on it)
      await currentTick;
      await Promise.allSettled([...inFlight]);
      await memory?.close();
    },
    async runOnce() {
      const n = await tick();
      await Promise.allSettled([...inFlight]);
      return n;
    },
  };
}
