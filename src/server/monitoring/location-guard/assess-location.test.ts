import { describe, expect, it } from 'vitest';
import { assessLocation, type LocationCounters } from './assess-location.js';
import { DEFAULT_GUARD } from './guard-config.js';
import { validCanaries } from './guard-config.js';

const at = new Date('2026-11-27T12:00:30Z');
const base: LocationCounters = {
  now: at,
  windowStartedAt: new Date('2026-11-27T12:00:15Z'),
  windowChecks: 0,
  windowFailures: 0,
  prevChecks: 0,
  prevFailures: 0,
  canariesCheckedAt: null,
  canariesTotal: 0,
  canariesFailed: 0,
  degradedSince: null,
};
const assess = (c: Partial<LocationCounters>) => assessLocation({ ...base, ...c }, DEFAULT_GUARD);

describe('assessLocation', () => {
  it('degraded when most canaries fail, with the evidence', () => {
    expect(assess({ canariesCheckedAt: at, canariesTotal: 3, canariesFailed: 2 })).toEqual({
      degraded: true,
      evidence: 'canaries failed: 2 of 3 did not answer',
    });
    expect(assess({ canariesCheckedAt: at, canariesTotal: 2, canariesFailed: 1 }).degraded).toBe(
      false,
    );
  });

  it('a canary answer older than two windows says nothing', () => {
    const old = new Date(at.getTime() - 61_000);
    expect(assess({ canariesCheckedAt: old, canariesTotal: 1, canariesFailed: 1 }).degraded).toBe(
      false,
    );
  });

  it('more than the share of at least 20 targets in the sliding window', () => {
    // half of the previous window still counts (15 s of 30 s are left)
    expect(
      assess({ windowChecks: 10, windowFailures: 10, prevChecks: 20, prevFailures: 4 }),
    ).toEqual({ degraded: true, evidence: '12 of 20 targets failed within 30 s' });
    expect(
      assess({ windowChecks: 10, windowFailures: 10, prevChecks: 20, prevFailures: 0 }),
    ).toEqual({ degraded: false, evidence: null });
    expect(assess({ windowChecks: 19, windowFailures: 19 }).degraded).toBe(false);
  });

  it('stays degraded until the share falls below half the threshold (no flapping)', () => {
    const degradedSince = new Date('2026-11-27T11:59:00Z');
    expect(assess({ windowChecks: 100, windowFailures: 30, degradedSince }).degraded).toBe(true);
    expect(assess({ windowChecks: 100, windowFailures: 30 }).degraded).toBe(false);
    expect(assess({ windowChecks: 100, windowFailures: 24, degradedSince }).degraded).toBe(false);
  });
});

describe('MONITOR_CANARIES', () => {
  const policy = { hosted: true, allow: [], deny: [] };
  it('takes addresses and host names', () => {
    expect(validCanaries(['9.9.9.9', 'gateway.example.net'], policy)).toEqual([
      '9.9.9.9',
      'gateway.example.net',
    ]);
  });
  it('refuses what the target policy refuses, and what is neither an address nor a name', () => {
    expect(() => validCanaries(['127.0.0.1'], policy)).toThrow(
      "Invalid configuration: MONITOR_CANARIES entry refused: Address 127.0.0.1 is not allowed by this installation's monitoring policy",
    );
    expect(() => validCanaries(['1.2.3'], policy)).toThrow(
      'Invalid configuration: MONITOR_CANARIES entry "1.2.3" is not an IPv4 address or a host name',
    );
    expect(() => validCanaries(['bad_host!'], policy)).toThrow(
      'Invalid configuration: MONITOR_CANARIES entry "bad_host!" is not an IPv4 address or a host name',
    );
    expect(() => validCanaries(new Array(11).fill('9.9.9.9'), policy)).toThrow(
      'Invalid configuration: MONITOR_CANARIES lists 11 targets; at most 10',
    );
  });
});
