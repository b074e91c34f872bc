// Instrumentation of the scheduler bench without touching the product: the claim query's rows
// carry each check's scheduled time (next_check_at); the prober wrapper sees when its probe
// completed. Shared by the one-process run and each process of the two-worker run.
import type pg from 'pg';
import type { ProbeResult, ProbeTarget } from '../../src/server/monitoring/probe/types.js';
import type { BatchProber } from '../../src/server/monitoring/scheduler.js';

/**
 * Lag samples in growing typed arrays (16 bytes a check): a 30-minute run at 100,000 holds
 * 6 million of them, which as `[time, lag]` arrays took most of the bench worker's 1.9 GB and
 * its garbage-collection pauses counted as lag.
 */
export class LagSamples {
  private at = new Float64Array(1 << 16);
  private lag = new Float64Array(1 << 16);
  length = 0;
  push(at: number, lag: number) {
    if (this.length === this.at.length) {
      const grow = (a: Float64Array) => {
        const b = new Float64Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.at = grow(this.at);
      this.lag = grow(this.lag);
    }
    this.at[this.length] = at;
    this.lag[this.length++] = lag;
  }
  pairs(): Array<[number, number]> {
    return Array.from({ length: this.length }, (_, i) => [this.at[i]!, this.lag[i]!]);
  }
}

/**
 * Lag figures without keeping the samples: a 30-minute run at 1,000,000 completes 30 million
 * checks, whose samples (16 bytes each, doubled while an array grows) were most of what the bench
 * reported as the worker's memory and whose per-minute scans were charged to its CPU. Counts in
 * buckets of 1 ms up to 10 s and of 10 ms up to 10 minutes (beyond: the last bucket, the maximum
 * kept exactly), per minute (taken by the sampler) and in all. Percentiles are the bucket's
 * upper bound: at most 1 ms high under 10 s.
 */
export class LagHistogram {
  private static readonly FINE = 10_000;
  private static readonly BUCKETS = LagHistogram.FINE + (600_000 - LagHistogram.FINE) / 10 + 1;
  private minute = new Uint32Array(LagHistogram.BUCKETS);
  private readonly all = new Uint32Array(LagHistogram.BUCKETS);
  private minuteMax = 0;
  private max = 0;
  private n = 0;
  private under2s = 0;

  private static bucket(lag: number): number {
    const ms = Math.max(0, Math.ceil(lag));
    if (ms < LagHistogram.FINE) return ms;
    return Math.min(
      LagHistogram.BUCKETS - 1,
      LagHistogram.FINE + Math.ceil((ms - LagHistogram.FINE) / 10),
    );
  }

  private static upper(b: number): number {
    return b < LagHistogram.FINE ? b : LagHistogram.FINE + (b - LagHistogram.FINE) * 10;
  }

  push(_at: number, lag: number): void {
    const b = LagHistogram.bucket(lag);
    this.minute[b]!++;
    this.all[b]!++;
    this.n++;
    if (lag < 2000) this.under2s++;
    if (lag > this.max) this.max = lag;
    if (lag > this.minuteMax) this.minuteMax = lag;
  }

  private static summary(h: Uint32Array, max: number) {
    let n = 0;
    for (const c of h) n += c;
    const at = (p: number) => {
      if (n === 0) return NaN;
      const rank = Math.ceil((p / 100) * n);
      let seen = 0;
      for (let b = 0; b < h.length; b++) {
        seen += h[b]!;
        if (seen >= rank) return Math.min(LagHistogram.upper(b), max);
      }
      return max;
    };
    return { n, p50: at(50), p99: at(99), max: n ? max : NaN };
  }

  /** the checks completed since the last call (the sampler's minute), and a new minute begun */
  takeMinute() {
    const s = LagHistogram.summary(this.minute, this.minuteMax);
    this.minute = new Uint32Array(LagHistogram.BUCKETS);
    this.minuteMax = 0;
    return s;
  }

  total() {
    return {
      ...LagHistogram.summary(this.all, this.max),
      under2s: this.under2s / Math.max(this.n, 1),
    };
  }
}

type LagStore = { push(at: number, lag: number): void };

export type Probed<L extends LagStore = LagSamples> = {
  lagAt: L;
  /** property id and scheduled time (ms) of each probed check (only when asked for) */
  slots: Array<[number, number]>;
};

/** `lags`: where each check's lag goes (default: every sample kept, as the worker processes send) */
export function instrument<L extends LagStore = LagSamples>(
  pool: pg.Pool,
  real: BatchProber,
  opts: { slots?: boolean; lags?: L } = {},
): { pool: pg.Pool; prober: BatchProber } & Probed<L> {
  const scheduled = new Map<number, number>();
  const lagAt = opts.lags ?? (new LagSamples() as unknown as L);
  const slots: Array<[number, number]> = [];
  // a claim (the scanning one or the in-memory schedule's): rows with their due time
  const isClaim = (args: unknown[]) =>
    typeof args[0] === 'string' && args[0].includes('AS "nextCheckAt"');
  const seen = (res: pg.QueryResult) => {
    for (const r of res.rows as Array<{ id: number; nextCheckAt: Date }>) {
      scheduled.set(r.id, r.nextCheckAt.getTime());
    }
    return res;
  };
  // the in-memory claim runs in a transaction of its own (claim-checks-by-ids.ts): its client's
  // queries are watched too, each client once (the pool hands the same ones out again)
  const watchedClients = new WeakSet<pg.PoolClient>();
  const watchClient = (client: pg.PoolClient) => {
    if (watchedClients.has(client)) return client;
    watchedClients.add(client);
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const res = query(...args);
      return isClaim(args) ? (res as Promise<pg.QueryResult>).then(seen) : res;
    };
    return client;
  };
  const watched = new Proxy(pool, {
    get(target, prop) {
      if (prop === 'query') {
        return async (...args: unknown[]) => {
          const res = await (target.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
          return isClaim(args) ? seen(res) : res;
        };
      }
      if (prop === 'connect') {
        return async (...args: unknown[]) => {
          if (args.length > 0)
            throw new Error('bench: pool.connect with a callback is not watched');
          return watchClient(await target.connect());
        };
      }
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  }) as pg.Pool;
  const prober: BatchProber = {
    async probe(targets: ProbeTarget[]): Promise<ProbeResult[]> {
      const results = await real.probe(targets);
      const now = Date.now();
      for (const r of results) {
        if (r.id < 0) continue; // the location guard's canaries (decision 027), not a property
        const at = scheduled.get(r.id);
        // a check whose due time was not seen would be a lag of NaN, silently dropped: fail loudly
        if (at === undefined) throw new Error(`bench: no due time seen for property ${r.id}`);
        lagAt.push(now, now - at);
        if (opts.slots) slots.push([r.id, at]);
      }
      return results;
    },
  };
  return { pool: watched, prober, lagAt, slots };
}

/** Runs `job` every `everyS` seconds beside the loop, one at a time, timing each run. */
export function periodic(everyS: number, job: () => Promise<unknown>) {
  const runs: Array<{ ms: number; n: number }> = [];
  let last = Date.now();
  let current: Promise<void> = Promise.resolve();
  return {
    runs,
    poll() {
      if (Date.now() - last < everyS * 1000) return;
      last = Date.now();
      const t0 = performance.now();
      current = current.then(async () => {
        const n = await job();
        runs.push({ ms: performance.now() - t0, n: typeof n === 'number' ? n : 0 });
      });
    },
    done: () => current,
  };
}
