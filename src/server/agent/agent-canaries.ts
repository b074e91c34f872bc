// An agent's own canaries (MONITOR_CANARIES; decision 027, "Agent locations"): they ride along in
// every batch the agent probes (same engine, same moment as the targets, as the primary's do),
// and are probed alone once per window while no batch carried them, so the server hears of a cut
// uplink (and of its end) even when nothing is due. The latest answer travels with the next post
// as `canaries: {probed, failed}`; the server applies the location rule to it.
import type { AgentCanaries } from '../../contracts/agents.js';
import { CANARY_TIMEOUT_MS, createCanarySet } from '../monitoring/location-guard/canary-set.js';
import type { ProbeResult, ProbeTarget } from '../monitoring/probe/types.js';
import type { TargetPolicy } from '../monitoring/target-policy.js';

export type AgentCanaryProbe = {
  /** the canaries to send with a batch whose longest timeout is `timeoutMs` (ids below 0) */
  targets(timeoutMs: number): ProbeTarget[];
  /** keeps a probe's canary answers; returns the other results */
  note(results: ProbeResult[]): ProbeResult[];
  /** the answer to post (once), if any since the last post */
  take(): AgentCanaries | undefined;
  /** the post failed: the answer waits for the next one, unless a newer answer came meanwhile */
  giveBack(answer: AgentCanaries | undefined): void;
  readonly pending: boolean;
  /** no batch carried the canaries within the window: they are probed alone */
  readonly due: boolean;
  /** the lone probe's targets */
  aloneTargets(): ProbeTarget[];
  start(): Promise<void>;
};

export function createAgentCanaries(opts: {
  entries: string[];
  everyMs: number;
  policy: TargetPolicy;
  log: (m: string) => void;
  now?: () => number;
}): AgentCanaryProbe {
  const set = createCanarySet({ entries: opts.entries, policy: opts.policy, log: opts.log });
  const now = opts.now ?? Date.now;
  let latest: AgentCanaries | undefined;
  let probedAt = 0;
  return {
    targets: (timeoutMs) => set.targets(timeoutMs),
    note(results) {
      const canaries = results.filter((r) => r.id < 0);
      if (canaries.length > 0) {
        latest = {
          probed: canaries.length,
          failed: canaries.filter((r) => r.outcome !== 'up').length,
        };
        probedAt = now();
      }
      return canaries.length > 0 ? results.filter((r) => r.id >= 0) : results;
    },
    take() {
      const answer = latest;
      latest = undefined;
      return answer;
    },
    giveBack(answer) {
      latest ??= answer;
    },
    get pending() {
      return latest !== undefined;
    },
    get due() {
      return set.addresses.length > 0 && now() - probedAt >= opts.everyMs;
    },
    aloneTargets: () => set.targets(CANARY_TIMEOUT_MS),
    start: () => set.start(),
  };
}
