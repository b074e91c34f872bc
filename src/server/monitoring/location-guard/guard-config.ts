// The self-health guard's settings (issue 28, decision 027) and the start-up check of
// MONITOR_CANARIES: each entry must be an address or host name, and an address the target policy
// refuses is a configuration error, as it is for a property (a canary is sent the same packets).
import { parseIPv4 } from '../probe/ipv4.js';
import { createTargetPolicy, type TargetPolicyOptions } from '../target-policy.js';

export type LocationGuardConfig = {
  /** IPv4 addresses or host names (resolved when the worker starts) */
  canaries: string[];
  /** more than this share (0..1) of the window's checks failing degrades the location */
  failShare: number;
  /** ... once the window holds at least this many checks */
  minTargets: number;
  /** the window of that share, and the canaries' cadence */
  windowMs: number;
};

export const DEFAULT_GUARD: LocationGuardConfig = {
  canaries: [],
  failShare: 0.5,
  minTargets: 20,
  windowMs: 30_000,
};

/** A DNS name: labels of letters, digits and hyphens, not starting or ending with a hyphen. */
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** At most this many canaries: a few are the point (the gateway, an anycast address or two). */
export const MAX_CANARIES = 10;

export function validCanaries(entries: string[], policy: TargetPolicyOptions): string[] {
  if (entries.length > MAX_CANARIES) {
    throw new Error(
      `Invalid configuration: MONITOR_CANARIES lists ${entries.length} targets; at most ${MAX_CANARIES}`,
    );
  }
  const check = createTargetPolicy(policy);
  for (const entry of entries) {
    if (parseIPv4(entry) === null) {
      if (/^\d+(\.\d+)*$/.test(entry) || !HOST_NAME.test(entry)) {
        throw new Error(
          `Invalid configuration: MONITOR_CANARIES entry "${entry}" is not an IPv4 address or a host name`,
        );
      }
      continue;
    }
    const decision = check.check(entry);
    if (!decision.ok) {
      throw new Error(`Invalid configuration: MONITOR_CANARIES entry refused: ${decision.reason}`);
    }
  }
  return entries;
}
