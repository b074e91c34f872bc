// The upstream gate of a batch's alerts (decision 033), beside the maintenance gate in
// record-results.ts: a member that fails while an upstream it depends on is down (offline, or
// failing and not yet confirmed) raises no alert of its own; its outage is the upstream's, whose
// offline alert lists it. A member whose offline alert was held is marked (held_by_upstream_id):
// its recovery is no news either, and when its upstream comes back while it does not, it alerts
// at once (releaseHeldMembers).
import type pg from 'pg';
import { plural, PROPERTY_WORD } from '../../contracts/plural.js';
import type { AlertType } from './status-machine.js';
import { joinUpstreamIncidents } from './upstream-incident.js';
import { upstreamsDown, type UpstreamDependents } from './upstream-outage.js';

type Raised = { id: number; alert: AlertType };

/** The ids of these raised alerts' properties that must not alert; marks held offline members. */
export async function holdForUpstream(
  client: pg.ClientBase,
  raised: readonly Raised[],
): Promise<Set<number>> {
  const held = new Set<number>();
  const failing = raised.filter((r) => r.alert !== 'online');
  const down = await upstreamsDown(
    client,
    failing.map((r) => r.id),
    false,
  );
  const marked = failing.filter((r) => r.alert === 'offline' && down.has(r.id));
  if (marked.length > 0) {
    await client.query(
      `UPDATE properties p SET held_by_upstream_id = r.up
         FROM unnest($1::int[], $2::int[]) AS r(id, up) WHERE p.id = r.id`,
      [marked.map((r) => r.id), marked.map((r) => down.get(r.id)!)],
    );
  }
  for (const id of down.keys()) held.add(id);
  // one outage, one incident: a failing member joins its upstream's open incident (if listed
  // already, as at its opening, nothing changes)
  await joinUpstreamIncidents(client, down);
  // a recovery of a member whose outage was never told (held) is not news
  const back = raised.filter((r) => r.alert === 'online').map((r) => r.id);
  if (back.length > 0) {
    const res = await client.query<{ id: number }>(
      `UPDATE properties SET held_by_upstream_id = NULL
        WHERE id = ANY($1::int[]) AND held_by_upstream_id IS NOT NULL RETURNING id`,
      [back],
    );
    for (const r of res.rows) held.add(r.id);
  }
  return held;
}

export type ReleaseOutcome = {
  /** members of this batch, failing again now that their upstream is up: alert them now */
  alertNow: Set<number>;
};

/**
 * Some upstreams came back (`recovered`). Their held members are let go: one still behind another
 * upstream that is down is held by that one instead; one checked in this same batch and still
 * failing alerts now (`alertNow`); one checked in this batch and up is left for the gate (its
 * recovery is not news); any other is checked again at once, its outage unconfirmed (timeout, one
 * failure short of offline), so its next failed check alerts: its last result predates the
 * upstream's return and may be stale.
 */
export async function releaseHeldMembers(
  client: pg.ClientBase,
  recovered: readonly number[],
  inBatch: ReadonlyMap<number, { failing: boolean }>,
): Promise<ReleaseOutcome> {
  const alertNow = new Set<number>();
  if (recovered.length === 0) return { alertNow };
  const held = await client.query<{ id: number }>(
    `SELECT id FROM properties WHERE held_by_upstream_id = ANY($1::int[])
      ORDER BY id FOR NO KEY UPDATE`,
    [recovered],
  );
  if (held.rows.length === 0) return { alertNow };
  const ids = held.rows.map((r) => r.id);
  const still = await upstreamsDown(client, ids, false);
  if (still.size > 0) {
    await client.query(
      `UPDATE properties p SET held_by_upstream_id = r.up
         FROM unnest($1::int[], $2::int[]) AS r(id, up) WHERE p.id = r.id`,
      [[...still.keys()], [...still.values()]],
    );
  }
  const free = ids.filter((id) => !still.has(id) && inBatch.get(id)?.failing !== false);
  const now = free.filter((id) => inBatch.has(id));
  const recheck = free.filter((id) => !inBatch.has(id));
  for (const id of now) alertNow.add(id);
  if (now.length > 0) {
    await client.query(
      `UPDATE properties SET held_by_upstream_id = NULL WHERE id = ANY($1::int[])`,
      [now],
    );
  }
  if (recheck.length > 0) {
    await client.query(
      `UPDATE properties
          SET held_by_upstream_id = NULL,
              status = CASE WHEN status = 'offline' THEN 'timeout' ELSE status END
        WHERE id = ANY($1::int[])`,
      [recheck],
    );
    await client.query(
      `UPDATE property_schedule s
          SET consecutive_failures = GREATEST(w.failures_before_offline - 1, 0),
              next_check_at = now()
         FROM workspaces w
        WHERE s.property_id = ANY($1::int[]) AND w.id = s.workspace_id`,
      [recheck],
    );
  }
  return { alertNow };
}

/** How many names an upstream's alert lists before "and N more" (SMS and chat stay readable). */
export const LISTED_MEMBERS = 20;

/** "Provider line at Oak Campus down: 40 properties affected (A, B, … and 20 more)." */
export function upstreamHeadline(upstreamName: string, d: UpstreamDependents): string {
  const n = d.members.length;
  const names = d.members.slice(0, LISTED_MEMBERS).map((m) => m.name);
  const more = n > LISTED_MEMBERS ? ` and ${n - LISTED_MEMBERS} more` : '';
  const list = n > 0 ? ` (${names.join(', ')}${more})` : '';
  return `${upstreamTitle(upstreamName, d.groups, n)}${list}.`;
}

/** The upstream outage's one incident: "Provider line at Oak Campus down: 40 properties affected" */
export function upstreamTitle(upstreamName: string, groups: readonly string[], n: number): string {
  return `${upstreamName} at ${groups.join(', ')} down: ${plural(n, PROPERTY_WORD)} affected`;
}
