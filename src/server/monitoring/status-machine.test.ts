import { describe, expect, it } from 'vitest';
import { nextStatus, type StatusState } from './status-machine.js';
import type { ProbeOutcome } from './probe/types.js';

function run(
  outcomes: ProbeOutcome[],
  n = 3,
  start: StatusState = { status: 'unknown', consecutiveFailures: 0 },
) {
  let state = start;
  const seen: string[] = [];
  for (const o of outcomes) {
    const t = nextStatus(state, o, n);
    seen.push(`${t.status}${t.alert ? `!${t.alert}` : ''}`);
    state = t;
  }
  return seen;
}

describe('status machine', () => {
  it('goes unknown -> online without an alert', () => {
    expect(run(['up', 'up'])).toEqual(['online', 'online']);
  });

  it('alerts timeout on the first failure, offline on the Nth, online on recovery', () => {
    expect(run(['up', 'timeout', 'unreachable', 'timeout', 'timeout', 'up'])).toEqual([
      'online',
      'timeout!timeout',
      'timeout',
      'offline!offline',
      'offline',
      'online!online',
    ]);
  });

  it('does not alert recovery from an unconfirmed timeout', () => {
    expect(run(['up', 'timeout', 'up', 'timeout'])).toEqual([
      'online',
      'timeout!timeout',
      'online',
      'timeout!timeout',
    ]);
  });

  it('confirms at once with N = 1 and honours larger N', () => {
    expect(run(['timeout', 'timeout', 'up'], 1)).toEqual([
      'offline!offline',
      'offline',
      'online!online',
    ]);
    expect(run(['timeout', 'timeout', 'timeout', 'timeout', 'timeout'], 5).at(-1)).toBe(
      'offline!offline',
    );
  });

  it('counts unreachable like a timeout', () => {
    expect(run(['unreachable', 'unreachable', 'unreachable'])).toEqual([
      'timeout!timeout',
      'timeout',
      'offline!offline',
    ]);
  });
});
