// Property status after one check outcome (DESIGN §1): online / timeout (1..N-1 failures,
// unconfirmed) / offline (N consecutive failures, confirmed); unknown before the first check.
import type { PropertyStatus } from '../../contracts/properties.js';
import type { ProbeOutcome } from './probe/types.js';

/** The alerts a status change raises (the contract's alert types but `other`). */
export type AlertType = 'timeout' | 'offline' | 'online';

export type StatusState = { status: PropertyStatus; consecutiveFailures: number };
export type Transition = StatusState & { changed: boolean; alert: AlertType | null };

export function nextStatus(
  prev: StatusState,
  outcome: ProbeOutcome,
  failuresBeforeOffline: number,
): Transition {
  const threshold = Math.max(1, failuresBeforeOffline);
  if (outcome === 'up') {
    return {
      status: 'online',
      consecutiveFailures: 0,
      changed: prev.status !== 'online',
      // Only a confirmed outage has a recovery worth telling; a blip that healed is not news.
      alert: prev.status === 'offline' ? 'online' : null,
    };
  }
  const failures = Math.min(prev.consecutiveFailures + 1, 32_000);
  if (failures >= threshold) {
    return {
      status: 'offline',
      consecutiveFailures: failures,
      changed: prev.status !== 'offline',
      alert: prev.status === 'offline' ? null : 'offline',
    };
  }
  return {
    status: 'timeout',
    consecutiveFailures: failures,
    changed: prev.status !== 'timeout',
    // The first failure of a streak; with N=1 it is confirmed at once and only `offline` is sent.
    alert: failures === 1 ? 'timeout' : null,
  };
}
