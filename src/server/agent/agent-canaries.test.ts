// An agent's own canaries (decision 027, "Agent locations"): MONITOR_CANARIES parsed and checked
// as the primary's (an address the agent's own policy refuses is a configuration error), the
// latest answer posted once (kept for the next post when one fails), and probed alone only when
// no batch carried them within the window.
import { describe, expect, it } from 'vitest';
import { createTargetPolicy } from '../monitoring/target-policy.js';
import { createAgentCanaries } from './agent-canaries.js';
import { parseAgentConfig } from './agent-config.js';

const env = {
  PROCESS_ROLE: 'agent',
  AGENT_URL: 'http://127.0.0.1:3000',
  AGENT_TOKEN: 'pma_0123456789abcdefghijklmnop',
  MONITOR_ALLOW: '127.0.0.0/8',
};

describe("an agent's canaries", () => {
  it('are read from MONITOR_CANARIES and refused where the agent would refuse a target', () => {
    const config = parseAgentConfig(
      { ...env, MONITOR_CANARIES: '127.0.0.53, gateway.example.net' },
      '1.0.0',
      'host',
    );
    expect(config.canaries).toEqual(['127.0.0.53', 'gateway.example.net']);
    expect(config.canaryEveryMs).toBe(30_000);
    expect(() => parseAgentConfig({ ...env, MONITOR_CANARIES: '10.0.0.1' }, '1.0.0', 'h')).toThrow(
      'Invalid configuration: MONITOR_CANARIES entry refused',
    );
  });

  it('keep the latest answer for one post, and are probed alone only when no batch carried them', async () => {
    let now = 1_000_000;
    const canaries = createAgentCanaries({
      entries: ['127.0.0.53'],
      everyMs: 5_000,
      policy: createTargetPolicy({ hosted: true, allow: ['127.0.0.0/8'], deny: [] }),
      log: () => {},
      now: () => now,
    });
    await canaries.start();
    expect(canaries.due).toBe(true);
    expect(canaries.targets(400)).toEqual([
      { id: -1, address: '127.0.0.53', method: 'icmp', timeoutMs: 400 },
    ]);
    const rest = canaries.note([
      { id: 0, outcome: 'up', rttMs: 1 },
      { id: -1, outcome: 'timeout', rttMs: null },
    ]);
    expect(rest).toEqual([{ id: 0, outcome: 'up', rttMs: 1 }]);
    expect(canaries.due).toBe(false);
    const answer = canaries.take();
    expect(answer).toEqual({ probed: 1, failed: 1 });
    expect(canaries.take()).toBeUndefined();
    canaries.giveBack(answer); // the post failed
    expect(canaries.pending).toBe(true);
    canaries.note([{ id: -1, outcome: 'up', rttMs: 1 }]);
    canaries.giveBack({ probed: 1, failed: 1 }); // an older answer never replaces a newer one
    expect(canaries.take()).toEqual({ probed: 1, failed: 0 });
    now += 5_000;
    expect(canaries.due).toBe(true);
  });
});
