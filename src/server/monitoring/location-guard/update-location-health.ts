// One rule for every location, the primary and each agent (issue 28, decisions 027 and 029): a
// batch's counts go into the location's row (one statement), the row is assessed, and a change of
// state is a compare-and-set that queues the platform owners' mail. The answer says whether the
// batch's failures are set aside. What differs per location is passed in, not copied.
import type pg from 'pg';
import { assessLocation, canariesFailed, showsHealth } from './assess-location.js';
import { changeLocationState } from './change-location-state.js';
import { countOutcomes, type BatchCounts, type MinuteFigures } from './count-outcomes.js';
import type { LocationGuardConfig } from './guard-config.js';

export type HealthOptions = {
  log: (msg: string) => void;
  /**
   * Asked only when the share rule (not the canaries) would degrade the location: whether other
   * locations see the failing targets up, or no other location looked at them. False: the
   * failures are real (seen from elsewhere too), the location is not degraded.
   */
  othersSeeUp?: () => Promise<{ up: boolean; note: string }>;
  /** leave the degraded state only on evidence (answering canaries, or a counted window) */
  recoverOnEvidenceOnly?: boolean;
  /** the batch's raw figures for the location's minute (the Locations panel) */
  minute?: MinuteFigures;
};

export async function updateLocationHealth(
  pool: pg.Pool,
  locationId: string,
  config: LocationGuardConfig,
  counts: BatchCounts,
  opts: HealthOptions,
): Promise<boolean> {
  const counters = await countOutcomes(pool, locationId, config.windowMs, counts, opts.minute);
  let now = assessLocation(counters, config);
  if (!now.degraded && counters.degradedSince && opts.recoverOnEvidenceOnly) {
    if (!showsHealth(counters, config)) return true;
  }
  if (
    now.degraded &&
    !counters.degradedSince &&
    opts.othersSeeUp &&
    !canariesFailed(counters, config)
  ) {
    const others = await opts.othersSeeUp();
    now = others.up
      ? { degraded: true, evidence: `${now.evidence}; ${others.note}` }
      : { degraded: false, evidence: null };
  }
  if (now.degraded && !counters.degradedSince) {
    const change = await changeLocationState(pool, locationId, {
      degraded: true,
      evidence: now.evidence!,
    });
    if (change) opts.log(`monitoring location ${change.name} degraded: ${now.evidence}`);
  } else if (!now.degraded && counters.degradedSince) {
    const change = await changeLocationState(pool, locationId, { degraded: false });
    if (change) opts.log(`monitoring location ${change.name} recovered`);
  }
  return now.degraded;
}
