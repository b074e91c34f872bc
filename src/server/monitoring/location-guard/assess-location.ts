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
  // A canary answer older than two windows says nothing about now (no worker probed since).
  const canariesFresh =
    c.canariesCheckedAt !== null &&
    c.now.getTime() - c.canariesCheckedAt.getTime() <= 2 * rules.windowMs;
  const canariesDown =
    canariesFresh && c.canariesTotal > 0 && c.canariesFailed * 2 > c.canariesTotal;
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
