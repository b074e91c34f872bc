// The rule of confirmation from 2 locations (issue 28), pure: what one location's latest result
// means for a property, given the confirmation pending for it (if any).
import type { PropertyStatus } from '../../../contracts/properties.js';
import type { Transition } from '../status-machine.js';

export type Direction = 'offline' | 'online';

export type Pending = {
  direction: Direction;
  firstLocation: string;
  /** not lapsed: asked less than one interval ago */
  live: boolean;
  /** a second location agreed while the primary held the property (it applies it) */
  agreed: boolean;
};

export type Vote = {
  location: string;
  failing: boolean;
  /** this location's own streak reached the workspace's failures before offline */
  overThreshold: boolean;
  /** the property's confirmed status */
  status: PropertyStatus;
};

/**
 * - agree: another location asked for the same change less than one interval ago: it is confirmed
 * - ask: this location is the first to see the change (an outage past its threshold, or a
 *   recovery): the others are asked to check at once
 * - wait: the change is seen but not confirmed yet (the property keeps its state)
 * - none: the result agrees with the confirmed status
 */
export type Decision = { kind: 'agree' | 'ask' | 'wait'; direction: Direction } | { kind: 'none' };

export function decideVote(vote: Vote, pending: Pending | undefined): Decision {
  const direction: Direction | null = vote.failing
    ? vote.status === 'offline'
      ? null
      : 'offline'
    : vote.status === 'offline'
      ? 'online'
      : null;
  if (!direction) return { kind: 'none' };
  const same = pending && pending.direction === direction ? pending : undefined;
  if (same?.agreed) return { kind: 'agree', direction };
  if (same?.live) {
    return { kind: same.firstLocation === vote.location ? 'wait' : 'agree', direction };
  }
  if (direction === 'offline' && !vote.overThreshold) return { kind: 'wait', direction };
  return { kind: 'ask', direction };
}

/** The property's transition once a change is confirmed (from `prev`, its confirmed state). */
export function confirmedTransition(
  prev: { status: PropertyStatus; consecutiveFailures: number },
  direction: Direction,
): Transition {
  if (direction === 'online') {
    return { status: 'online', consecutiveFailures: 0, changed: true, alert: 'online' };
  }
  return {
    status: 'offline',
    consecutiveFailures: Math.min(prev.consecutiveFailures + 1, 32_000),
    changed: prev.status !== 'offline',
    alert: prev.status === 'offline' ? null : 'offline',
  };
}

/** Not confirmed yet: the property keeps its confirmed status, the location its own streak. */
export function heldTransition(
  prev: { status: PropertyStatus },
  consecutiveFailures: number,
): Transition {
  return { status: prev.status, consecutiveFailures, changed: false, alert: null };
}
