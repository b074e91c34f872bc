// The location's self-health guard (issue 28, decision 027), as the scheduler uses it: the
// canaries ride along in every batch's probe (same engine, same socket, same moment as the
// targets), each batch's counts go into the location's shared row in one statement, and the
// answer says whether the batch's failures are to be set aside. A timer probes the canaries once
// per window as well, so the state moves (and recovers) even when nothing is due.
import dns from 'node:dns';
import type pg from 'pg';
import type { ProbeResult, ProbeTarget } from '../probe/types.js';
import type { TargetPolicy } from '../target-policy.js';
import { parseIPv4 } from '../probe/ipv4.js';
import { safeErrorMessage } from '../../lib/redact-error.js';
import { assessLocation } from './assess-location.js';
import { changeLocationState } from './change-location-state.js';
import { countOutcomes, PRIMARY_LOCATION, type BatchCounts } from './count-outcomes.js';
import type { LocationGuardConfig } from './guard-config.js';

/** A lone canary probe waits this long for an answer (a property's default timeout). */
export const CANARY_TIMEOUT_MS = 5000;

export type GuardOptions = {
  pool: pg.Pool;
  config: LocationGuardConfig;
  policy: TargetPolicy;
  /** the probe engine of the location's own checks */
  prober: { probe(targets: ProbeTarget[]): Promise<ProbeResult[]> };
  locationId?: string;
  log?: (msg: string) => void;
  /** host name to IPv4 addresses (tests: a fixed table) */
  resolve?: (host: string) => Promise<string[]>;
};

export type LocationGuard = {
  /** the canaries to send with a batch whose longest timeout is `timeoutMs` (ids below 0) */
  canaryTargets(timeoutMs: number): ProbeTarget[];
  /** counts one batch; true when the location is degraded and its failures are set aside */
  observe(results: ProbeResult[]): Promise<boolean>;
  /** the canaries alone, once (the timer's job; tests call it) */
  probeCanaries(): Promise<boolean>;
  start(): Promise<void>;
  stop(): void;
};

const lookup = async (host: string) =>
  (await dns.promises.lookup(host, { family: 4, all: true })).map((a) => a.address);

export function createLocationGuard(opts: GuardOptions): LocationGuard {
  const log = opts.log ?? (() => {});
  const id = opts.locationId ?? PRIMARY_LOCATION;
  let canaries: string[] = opts.config.canaries.filter((c) => parseIPv4(c) !== null);
  let timer: NodeJS.Timeout | undefined;

  const targets = (timeoutMs: number): ProbeTarget[] =>
    canaries.map((address, i) => ({ id: -1 - i, address, method: 'icmp', timeoutMs }));

  async function record(counts: BatchCounts): Promise<boolean> {
    const counters = await countOutcomes(opts.pool, id, opts.config.windowMs, counts);
    const now = assessLocation(counters, opts.config);
    if (now.degraded && !counters.degradedSince) {
      const change = await changeLocationState(opts.pool, id, {
        degraded: true,
        evidence: now.evidence!,
      });
      if (change) log(`monitoring location ${change.name} degraded: ${now.evidence}`);
    } else if (!now.degraded && counters.degradedSince) {
      const change = await changeLocationState(opts.pool, id, { degraded: false });
      if (change) log(`monitoring location ${change.name} recovered`);
    }
    return now.degraded;
  }

  async function probeCanaries(): Promise<boolean> {
    const results = canaries.length ? await opts.prober.probe(targets(CANARY_TIMEOUT_MS)) : [];
    return record({
      checks: 0,
      failures: 0,
      canariesTotal: results.length,
      canariesFailed: results.filter((r) => r.outcome !== 'up').length,
    });
  }

  return {
    canaryTargets: targets,
    observe(results) {
      const counts: BatchCounts = { checks: 0, failures: 0, canariesTotal: 0, canariesFailed: 0 };
      for (const r of results) {
        const failed = r.outcome !== 'up';
        if (r.id < 0) {
          counts.canariesTotal++;
          if (failed) counts.canariesFailed++;
        } else {
          counts.checks++;
          if (failed) counts.failures++;
        }
      }
      // Failures the batch's own canaries explain (they failed with them) are the location's
      // outage, not its targets': left out of the share, so they do not hold the location
      // degraded after its canaries answer again.
      if (counts.canariesFailed * 2 > counts.canariesTotal && counts.canariesTotal > 0) {
        counts.checks = 0;
        counts.failures = 0;
      }
      return record(counts);
    },
    probeCanaries,
    async start() {
      canaries = await resolveCanaries(opts, log, opts.resolve ?? lookup);
      if (canaries.length) log(`canaries: ${canaries.join(', ')}`);
      const tick = () =>
        void probeCanaries().catch((e: unknown) =>
          log(`canary check failed: ${safeErrorMessage(e)}`),
        );
      timer = setInterval(tick, opts.config.windowMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** Host names to addresses, each address through the target policy like a property's. */
async function resolveCanaries(
  opts: GuardOptions,
  log: (msg: string) => void,
  resolve: (host: string) => Promise<string[]>,
): Promise<string[]> {
  const out: string[] = [];
  for (const entry of opts.config.canaries) {
    let addresses: string[];
    try {
      addresses = parseIPv4(entry) !== null ? [entry] : (await resolve(entry)).slice(0, 1);
    } catch (e) {
      log(`canary ${entry} not used: ${safeErrorMessage(e)}`);
      continue;
    }
    for (const address of addresses) {
      const decision = opts.policy.check(address);
      if (decision.ok) out.push(address);
      else log(`canary ${entry} not used: ${decision.reason}`);
    }
  }
  return out;
}
