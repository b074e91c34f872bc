// The primary's results through confirmation from 2 locations (issue 28), inside the batch's
// recording transaction: a property of a workspace that confirms from 2 changes state only when
// a second location agrees within one interval. Until then it keeps its confirmed status, and a
// failed check of it counts as up (uptime counts confirmed outages only). Properties of
// workspaces that confirm from 1 (the default) are not touched, and cost no statement.
import type pg from 'pg';
import type { ClaimedCheck } from '../claim-due-checks.js';
import { PRIMARY_LOCATION } from '../location-guard/count-outcomes.js';
import type { ProbeResult } from '../probe/types.js';
import type { Transition } from '../status-machine.js';
import { countAvailableLocations, requiredLocations } from './active-locations.js';
import { askOtherLocations, clearConfirmations, pendingConfirmations } from './ask-locations.js';
import { confirmedTransition, decideVote, heldTransition, type Direction } from './decide-vote.js';

export type ConfirmableRow = {
  claim: ClaimedCheck;
  result: ProbeResult;
  t: Transition;
  /** set aside by the location guard (decision 027): never a vote */
  aside: boolean;
  /** a failure not confirmed: written as an `up` result, so it counts as up */
  countAsUp?: boolean;
};

/**
 * Rewrites each row's transition as confirmation decides. `forced`: changes a second location
 * already agreed on (apply-confirmed.ts), applied whatever this result says.
 */
export async function confirmBatch(
  client: pg.ClientBase,
  rows: ConfirmableRow[],
  forced?: Map<number, Direction>,
): Promise<void> {
  const settled: number[] = [];
  for (const r of rows) {
    const direction = forced?.get(r.claim.id);
    if (direction) {
      r.t = confirmedTransition(r.claim, direction);
      settled.push(r.claim.id);
    }
  }
  const voting = rows.filter(
    (r) => !r.aside && r.claim.confirmFrom === 2 && !forced?.has(r.claim.id) && changes(r),
  );
  if (voting.length > 0 && requiredLocations(2, await countAvailableLocations(client)) >= 2) {
    const pending = await pendingConfirmations(
      client,
      voting.map((r) => r.claim.id),
    );
    const asks = [];
    for (const r of voting) {
      const failing = r.result.outcome !== 'up';
      const decision = decideVote(
        {
          location: PRIMARY_LOCATION,
          failing,
          overThreshold: r.t.consecutiveFailures >= Math.max(1, r.claim.failuresBeforeOffline),
          status: r.claim.status,
        },
        pending.get(r.claim.id),
      );
      if (decision.kind === 'none') continue;
      if (decision.kind === 'agree') {
        r.t = confirmedTransition(r.claim, decision.direction);
        settled.push(r.claim.id);
        continue;
      }
      if (decision.kind === 'ask') {
        asks.push({
          propertyId: r.claim.id,
          direction: decision.direction,
          intervalSeconds: r.claim.intervalSeconds,
        });
      }
      r.t = heldTransition(r.claim, failing ? r.t.consecutiveFailures : 0);
      r.countAsUp = failing;
    }
    await askOtherLocations(client, PRIMARY_LOCATION, asks);
  }
  await clearConfirmations(client, settled);
}

/** A result that would move the property into or out of an outage. */
const changes = (r: ConfirmableRow) =>
  r.result.outcome === 'up' ? r.claim.status === 'offline' : r.claim.status !== 'offline';
