// Whether a location is degraded, from its shared counters (decision 027): most of its canaries
// did not answer, or more than the configured share of all its targets failed within one window
// (a sliding window: the current one plus the previous one weighted by how much of it is still
// within the last window). Leaving takes the canaries answering and the share falling below half
// the threshold, so a location hovering at the threshold does not flap and alert the owner again.
import type { LocationGuardConfig } from './guard-config.js';

export type LocationCounters = {
  now: Date;
  windowStartedAt: Date;
  windowChecks: number;
  windowFailures: number;
  prevChecks: number;
  prevFailures: number;
  canariesCheckedAt: Date | null;
  canariesTotal: number;
  canariesFailed: number;
  degradedSince: Date | null;
};

export type Assessment = { degraded: boolean; evidence: string | null };

type Rules = Pick<LocationGuardConfig, 'failShare' | 'minTargets' | 'windowMs'>;

export function assessLocation(c: LocationCounters, rules: Rules): Assessment {
  const elapsed = c.now.getTime() - c.windowStartedAt.getTime();
  const weight = Math.max(0, 1 - elapsed / rules.windowMs);
  const checks = c.windowChecks + c.prevChecks * weight;
  const failures = c.windowFailures + c.prevFailures * weight;
  const share = checks > 0 ? failures / checks : 0;
  const counted = checks >= rules.minTargets;
  const canariesDown = canariesFailed(c, rules);
  const threshold = c.degradedSince ? rules.failShare / 2 : rules.failShare;
  const shareDown = counted && share > threshold;
  if (canariesDown) {
    return {
      degraded: true,
      evidence: `canaries failed: ${c.canariesFailed} of ${c.canariesTotal} did not answer`,
    };
  }
  if (shareDown) {
    const seconds = Math.round(rules.windowMs / 1000);
    return {
      degraded: true,
      evidence: `${Math.round(failures)} of ${Math.round(checks)} targets failed within ${seconds} s`,
    };
  }
  return { degraded: false, evidence: null };
}

/** A canary answer older than two windows says nothing about now (no one probed since). */
const canariesFresh = (c: LocationCounters, rules: Rules) =>
  c.canariesCheckedAt !== null &&
  c.now.getTime() - c.canariesCheckedAt.getTime() <= 2 * rules.windowMs &&
  c.canariesTotal > 0;

/** Most of the location's canaries did not answer in its latest (fresh) probe. */
export function canariesFailed(c: LocationCounters, rules: Rules): boolean {
  return canariesFresh(c, rules) && c.canariesFailed * 2 > c.canariesTotal;
}

/**
 * Whether the counters show the location seeing its targets: its canaries answered lately, or the
 * window holds enough checks to judge and few enough failed. An agent's location leaves the
 * degraded state only on such evidence: an agent that stopped posting says nothing (decision 027,
 * "Agent locations"); the primary's own worker probes its canaries on a timer whatever happens.
 */
export function showsHealth(c: LocationCounters, rules: Rules): boolean {
  if (canariesFresh(c, rules)) return !canariesFailed(c, rules);
  const elapsed = c.now.getTime() - c.windowStartedAt.getTime();
  const weight = Math.max(0, 1 - elapsed / rules.windowMs);
  const checks = c.windowChecks + c.prevChecks * weight;
  const failures = c.windowFailures + c.prevFailures * weight;
  return checks >= rules.minTargets && failures / checks <= rules.failShare / 2;
}
