// The location's self-health guard (issue 28, decision 027), as the scheduler uses it: the
// canaries ride along in every batch's probe (same engine, same socket, same moment as the
// targets), each batch's counts go into the location's shared row in one statement, and the
// answer says whether the batch's failures are to be set aside. A timer probes the canaries once
// per window as well, so the state moves (and recovers) even when nothing is due.
import type pg from 'pg';
import type { ProbeResult, ProbeTarget } from '../probe/types.js';
import type { TargetPolicy } from '../target-policy.js';
import { safeErrorMessage } from '../../lib/redact-error.js';
import { CANARY_TIMEOUT_MS, countBatch, createCanarySet } from './canary-set.js';
import { PRIMARY_LOCATION, type BatchCounts } from './count-outcomes.js';
import type { LocationGuardConfig } from './guard-config.js';
import { minuteFigures } from './minute-figures.js';
import { updateLocationHealth } from './update-location-health.js';

export { CANARY_TIMEOUT_MS } from './canary-set.js';

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
  /**
   * counts one batch; true when the location is degraded and its failures are set aside. With
   * `lagsMs` (each check's lag behind its slot) the batch also goes into the location's minute.
   */
  observe(results: ProbeResult[], lagsMs?: number[]): Promise<boolean>;
  /** the canaries alone, once (the timer's job; tests call it) */
  probeCanaries(): Promise<boolean>;
  start(): Promise<void>;
  stop(): void;
};

export function createLocationGuard(opts: GuardOptions): LocationGuard {
  const log = opts.log ?? (() => {});
  const id = opts.locationId ?? PRIMARY_LOCATION;
  const canaries = createCanarySet({
    entries: opts.config.canaries,
    policy: opts.policy,
    log,
    resolve: opts.resolve,
  });
  let timer: NodeJS.Timeout | undefined;

  const record = (counts: BatchCounts, minute?: ReturnType<typeof minuteFigures>) =>
    updateLocationHealth(opts.pool, id, opts.config, counts, { log, minute });

  async function probeCanaries(): Promise<boolean> {
    const results = canaries.addresses.length
      ? await opts.prober.probe(canaries.targets(CANARY_TIMEOUT_MS))
      : [];
    return record(countBatch(results));
  }

  return {
    canaryTargets: (timeoutMs) => canaries.targets(timeoutMs),
    observe(results, lagsMs) {
      return record(countBatch(results), lagsMs ? minuteFigures(results, lagsMs) : undefined);
    },
    probeCanaries,
    async start() {
      await canaries.start();
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
