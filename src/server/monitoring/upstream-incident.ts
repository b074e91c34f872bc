// An upstream outage is one incident (issue 29, decisions 032 and 033): the upstream's automatic
// incident lists every member it took down when it opens; a member found failing behind it later
// (moved into the group, a group newly hung below it) joins that incident's affected list with a
// timeline entry instead of opening one of its own. Written in the batch's transaction.
import type pg from 'pg';
import { plural, PROPERTY_WORD } from '../../contracts/plural.js';
import { publishEvents } from './events.js';

/** The timeline entry of a member joining an upstream's incident, after its name. */
export const JOINED = ' is unreachable: upstream offline. Added to the affected properties.';

const COUNT_IN_TITLE = /: \d+ propert(?:y|ies) affected$/;

/**
 * Adds failing members (member id -> the upstream it is behind) to their upstream's open automatic
 * incident, if it has one (an unconfirmed upstream has none yet: its incident lists them when it
 * opens). Members already listed change nothing. Returns how many joined.
 */
export async function joinUpstreamIncidents(
  client: pg.ClientBase,
  behind: ReadonlyMap<number, number>,
): Promise<number> {
  if (behind.size === 0) return 0;
  const joined = await client.query<{ incident_id: string }>(
    `WITH j AS (
       INSERT INTO incident_properties (incident_id, property_id)
       SELECT i.id, r.id FROM unnest($1::int[], $2::int[]) AS r(id, up)
         JOIN tracked_incidents i
           ON i.property_id = r.up AND i.origin = 'automatic' AND i.resolved_at IS NULL
       ON CONFLICT DO NOTHING
       RETURNING incident_id, property_id)
     INSERT INTO incident_updates (incident_id, state, kind, message)
     SELECT j.incident_id, i.state, 'update',
            p.name || $3
       FROM j JOIN tracked_incidents i ON i.id = j.incident_id
       JOIN properties p ON p.id = j.property_id
     RETURNING incident_id`,
    [[...behind.keys()], [...behind.values()], JOINED],
  );
  if (joined.rows.length === 0) return 0;
  // the title's count follows the list ("… down: 41 properties affected")
  const ids = [...new Set(joined.rows.map((r) => r.incident_id))];
  const counts = await client.query<{ id: string; title: string; n: number; ws: string }>(
    `SELECT i.id, i.title, i.workspace_id AS ws,
            (SELECT count(*)::int FROM incident_properties ip
              WHERE ip.incident_id = i.id AND ip.property_id <> i.property_id) AS n
       FROM tracked_incidents i WHERE i.id = ANY($1::bigint[])`,
    [ids],
  );
  const retitled = counts.rows.filter((r) => COUNT_IN_TITLE.test(r.title));
  if (retitled.length > 0) {
    await client.query(
      `UPDATE tracked_incidents i SET title = r.title, updated_at = now()
         FROM unnest($1::bigint[], $2::text[]) AS r(id, title) WHERE i.id = r.id`,
      [
        retitled.map((r) => r.id),
        retitled.map((r) =>
          r.title.replace(COUNT_IN_TITLE, `: ${plural(r.n, PROPERTY_WORD)} affected`),
        ),
      ],
    );
  }
  await publishEvents(
    client,
    counts.rows.map((r) => ({ type: 'incident', workspaceId: r.ws, incidentId: Number(r.id) })),
  );
  return joined.rows.length;
}
