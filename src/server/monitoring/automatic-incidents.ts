// The tracked incident of a confirmed outage (issue 29, decision 032): opened when a property's
// outage is confirmed and its alert goes out, resolved when it is back. Written in the batch's
// transaction with the alerts, so an alert and its incident commit together or not at all.
// Exactly once: the unique partial index tracked_incidents_open_automatic_idx allows one open
// automatic incident per property; a second writer's INSERT does nothing and joins the open one.
import type pg from 'pg';
import { plural } from '../../contracts/plural.js';

const MINUTE = { one: 'minute', other: 'minutes' };
const HOUR = { one: 'hour', other: 'hours' };

export type Opening = {
  workspaceId: string;
  propertyId: number;
  name: string;
  /** when the outage began (its first failed check) */
  startedAt: Date;
  /** the update's text: why it was opened */
  message: string;
  /** the title; "<name> offline" when left out */
  title?: string;
  /** an upstream's outage (decision 033): the members it took down, listed beside it */
  affectedPropertyIds?: readonly number[];
};

/** Opens (or finds) each property's open automatic incident; its id by property. */
export async function openAutomaticIncidents(
  client: pg.ClientBase,
  openings: Opening[],
): Promise<Map<number, number>> {
  if (openings.length === 0) return new Map();
  const ids = openings.map((o) => o.propertyId);
  const created = await client.query<{ id: number; property_id: number; started_at: Date }>(
    `INSERT INTO tracked_incidents (workspace_id, title, state, origin, started_at, property_id)
     SELECT w, n, 'investigating', 'automatic', s, p
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::int[]) AS r(w, n, s, p)
     ON CONFLICT (property_id) WHERE origin = 'automatic' AND resolved_at IS NULL DO NOTHING
     RETURNING id, property_id, started_at`,
    [
      openings.map((o) => o.workspaceId),
      openings.map((o) => o.title ?? `${o.name} offline`),
      openings.map((o) => o.startedAt),
      ids,
    ],
  );
  if (created.rows.length > 0) {
    const message = new Map(openings.map((o) => [o.propertyId, o.message]));
    const affected = new Map(openings.map((o) => [o.propertyId, o.affectedPropertyIds ?? []]));
    // the property itself, then (an upstream's) every member it took down: one set-based insert
    const listed = created.rows.flatMap((r) =>
      [r.property_id, ...affected.get(r.property_id)!].map((p) => [r.id, p] as const),
    );
    await client.query(
      `INSERT INTO incident_properties (incident_id, property_id)
       SELECT * FROM unnest($1::bigint[], $2::int[]) ON CONFLICT DO NOTHING`,
      [listed.map((l) => l[0]), listed.map((l) => l[1])],
    );
    await client.query(
      `INSERT INTO incident_updates (incident_id, state, kind, message, created_at)
       SELECT i, 'investigating', 'update', m, at
         FROM unnest($1::bigint[], $2::text[], $3::timestamptz[]) AS r(i, m, at)`,
      [
        created.rows.map((r) => r.id),
        created.rows.map((r) => message.get(r.property_id)!),
        created.rows.map((r) => r.started_at),
      ],
    );
  }
  const open = await client.query<{ id: string; property_id: number }>(
    `SELECT id, property_id FROM tracked_incidents
      WHERE property_id = ANY($1::int[]) AND origin = 'automatic' AND resolved_at IS NULL`,
    [ids],
  );
  return new Map(open.rows.map((r) => [r.property_id, Number(r.id)]));
}

export type Recovery = { propertyId: number; name: string; at: Date };

/** Resolves each recovered property's open automatic incident; the resolved id by property. */
export async function resolveAutomaticIncidents(
  client: pg.ClientBase,
  recoveries: Recovery[],
): Promise<Map<number, number>> {
  if (recoveries.length === 0) return new Map();
  const res = await client.query<{ id: string; property_id: number; started_at: Date }>(
    `UPDATE tracked_incidents i SET state = 'resolved', resolved_at = r.at, updated_at = r.at
       FROM unnest($1::int[], $2::timestamptz[]) AS r(p, at)
      WHERE i.property_id = r.p AND i.origin = 'automatic' AND i.resolved_at IS NULL
      RETURNING i.id, i.property_id, i.started_at`,
    [recoveries.map((r) => r.propertyId), recoveries.map((r) => r.at)],
  );
  if (res.rows.length === 0) return new Map();
  const byProperty = new Map(recoveries.map((r) => [r.propertyId, r]));
  await client.query(
    `INSERT INTO incident_updates (incident_id, state, kind, message, created_at)
     SELECT i, 'resolved', 'update', m, at
       FROM unnest($1::bigint[], $2::text[], $3::timestamptz[]) AS r(i, m, at)`,
    [
      res.rows.map((r) => r.id),
      res.rows.map((r) => {
        const rec = byProperty.get(r.property_id)!;
        return `${rec.name} is back online after ${outageLength(r.started_at, rec.at)}. Resolved automatically.`;
      }),
      res.rows.map((r) => byProperty.get(r.property_id)!.at),
    ],
  );
  return new Map(res.rows.map((r) => [r.property_id, Number(r.id)]));
}

/** "12 minutes", "2 hours 5 minutes", "less than a minute" */
export function outageLength(from: Date, to: Date): string {
  const minutes = Math.floor((to.getTime() - from.getTime()) / 60_000);
  if (minutes < 1) return 'less than a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return plural(m, MINUTE);
  return m === 0 ? plural(h, HOUR) : `${plural(h, HOUR)} ${plural(m, MINUTE)}`;
}
