// The canaries of one location (MONITOR_CANARIES, decision 027), without a database: which
// addresses to probe (host names resolved once, each address through the location's own target
// policy like a property's), the probe targets that ride along with a batch (ids below 0), and a
// batch's canary answers told apart from its targets'. The primary's guard and the agents share it.
import dns from 'node:dns';
import type { ProbeResult, ProbeTarget } from '../probe/types.js';
import type { TargetPolicy } from '../target-policy.js';
import { parseIPv4 } from '../probe/ipv4.js';
import { safeErrorMessage } from '../../lib/redact-error.js';
import type { BatchCounts } from './count-outcomes.js';

/** A lone canary probe waits this long for an answer (a property's default timeout). */
export const CANARY_TIMEOUT_MS = 5000;

export type CanarySet = {
  /** the addresses in use (after start()) */
  readonly addresses: string[];
  /** the canaries to send with a batch whose longest timeout is `timeoutMs` (ids below 0) */
  targets(timeoutMs: number): ProbeTarget[];
  /** resolves host names and applies the policy; logs what is left out and why */
  start(): Promise<void>;
};

const lookup = async (host: string) =>
  (await dns.promises.lookup(host, { family: 4, all: true })).map((a) => a.address);

export function createCanarySet(opts: {
  entries: string[];
  policy: TargetPolicy;
  log: (msg: string) => void;
  /** host name to IPv4 addresses (tests: a fixed table) */
  resolve?: (host: string) => Promise<string[]>;
}): CanarySet {
  let addresses = opts.entries.filter((c) => parseIPv4(c) !== null);
  return {
    get addresses() {
      return addresses;
    },
    targets: (timeoutMs) =>
      addresses.map((address, i) => ({ id: -1 - i, address, method: 'icmp', timeoutMs })),
    async start() {
      const resolve = opts.resolve ?? lookup;
      const out: string[] = [];
      for (const entry of opts.entries) {
        let found: string[];
        try {
          found = parseIPv4(entry) !== null ? [entry] : (await resolve(entry)).slice(0, 1);
        } catch (e) {
          opts.log(`canary ${entry} not used: ${safeErrorMessage(e)}`);
          continue;
        }
        for (const address of found) {
          const decision = opts.policy.check(address);
          if (decision.ok) out.push(address);
          else opts.log(`canary ${entry} not used: ${decision.reason}`);
        }
      }
      addresses = out;
      if (out.length) opts.log(`canaries: ${out.join(', ')}`);
    },
  };
}

/**
 * A batch's counts: its targets (ids from 0) and its canaries (ids below 0). Failures the batch's
 * own canaries explain (they failed with them) are the location's outage, not its targets': left
 * out of the share, so they do not hold the location degraded after its canaries answer again.
 */
export function countBatch(results: Pick<ProbeResult, 'id' | 'outcome'>[]): BatchCounts {
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
  return withoutExplained(counts);
}

export function withoutExplained(counts: BatchCounts): BatchCounts {
  if (counts.canariesTotal > 0 && counts.canariesFailed * 2 > counts.canariesTotal) {
    return { ...counts, checks: 0, failures: 0 };
  }
  return counts;
}
