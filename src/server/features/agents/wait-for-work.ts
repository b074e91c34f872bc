// The long-poll (decision 029): a work request is held until the location's next check is due
// or the wait runs out, then answered with what is due and what comes due within the agent's
// window (`aheadMs`): one answer per window, not per wake-up. A confirmation ask (NOTIFY) wakes
// it at once, whatever the window. One indexed read per wake-up; never a
// busy loop (at least MIN_SLEEP_MS between claims), and every held request ends when the server
// closes, so a restart is not kept waiting.
import type pg from 'pg';
import {
  claimAgentChecks,
  type ClaimedCheck,
  msUntilNextDue,
  SYNC_EVERY_MS,
  syncLocationChecks,
} from './claim-agent-checks.js';
import type { WorkSignal } from './work-signal.js';

const MIN_SLEEP_MS = 50;

export type WorkWaiter = {
  wait(
    pool: pg.Pool,
    locationId: string,
    opts: { max: number; waitMs: number; aheadMs: number },
  ): Promise<ClaimedCheck[]>;
  /** holds a paused location's request for the wait, then answers no checks */
  idle(waitMs: number): Promise<ClaimedCheck[]>;
  /** ends every held request (the server is closing) */
  close(): void;
};

/** `signal`: another process asked the locations to check at once (wakes every held poll) */
export function createWorkWaiter(signal?: WorkSignal): WorkWaiter {
  let closed = false;
  /** counts asks, so one that comes between a claim and the nap is not slept through */
  let asks = 0;
  /**
   * Per location: its last answer took every check due before this (ms), so the next poll naps
   * until then without asking PostgreSQL (an ask still wakes it; a row due earlier by other
   * means, e.g. a new property, waits at most one window).
   */
  const takenUntil = new Map<string, number>();
  const wakers = new Set<() => void>();
  signal?.onWork(() => {
    asks++;
    for (const wake of [...wakers]) wake();
  });
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });

  return {
    async wait(pool, locationId, { max, waitMs, aheadMs }) {
      const deadline = Date.now() + waitMs;
      // listening before the first claim: an ask between the claim and the nap is not missed
      if (waitMs > 0) await signal?.ensure();
      const taken = takenUntil.get(locationId);
      takenUntil.delete(locationId);
      if (taken !== undefined && !closed) {
        const nap = Math.min(taken, deadline) - Date.now();
        if (nap > 0) await sleep(nap);
      }
      for (;;) {
        const asked = asks;
        await syncLocationChecks(pool, locationId);
        const claimedAt = Date.now();
        const checks = await claimAgentChecks(pool, locationId, max, aheadMs);
        const left = deadline - Date.now();
        if (checks.length > 0 && checks.length < max && aheadMs > 0) {
          takenUntil.set(locationId, claimedAt + aheadMs);
        }
        if (checks.length > 0 || closed || left <= 0) return checks;
        // wake for the next due check, or for the next sync of new properties
        const nap = await msUntilNextDue(pool, locationId, Math.min(left, SYNC_EVERY_MS));
        if (asks === asked) await sleep(Math.max(MIN_SLEEP_MS, nap));
      }
    },
    async idle(waitMs) {
      if (!closed) await sleep(waitMs);
      return [];
    },
    close() {
      closed = true;
      for (const wake of [...wakers]) wake();
    },
  };
}
