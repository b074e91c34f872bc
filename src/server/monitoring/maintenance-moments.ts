// What the start and the end of a maintenance occurrence tell others (issue 27, decisions 026 and
// 030): the subscribers of every status page that shows a covered property get one piece of news
// each (per page, naming that page's properties by their display names), and the live streams of
// the workspace get a `maintenance` event, so screens show "Maintenance" without a reload. Both are
// written in the transaction that claims the occurrence's moment (start_handled / end_handled),
// so a restart or a second worker never announces it twice. Raw node-postgres, as the worker's
// other passes over occurrences (alert-after-maintenance.ts).
import type pg from 'pg';
import { UPDATE_EVENT } from '../notify/status-news/subscriber-event.js';
import type { MonitorEvent } from './events.js';

export type Moment = 'started' | 'ended';
export type OccurrenceKey = { window_id: number; starts_at: Date };

/** NOTIFY payloads stay below PostgreSQL's 8,000 bytes: ids per event at most. */
const IDS_PER_EVENT = 500;

const isoUtc = (col: string) =>
  `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One `status_page.update` outbox row per confirmed subscriber of each page showing a property of
 * each occurrence (chosen on the page, or through its "all properties" section). An end is news
 * only for an occurrence whose start was handled (one entered after it ended is history).
 */
export async function queueMomentNews(
  client: pg.ClientBase,
  moment: Moment,
  keys: OccurrenceKey[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const type = `status_page.maintenance_${moment}`;
  const res = await client.query(
    `WITH occ AS (
       SELECT o.*, w.title, w.description, w.rrule IS NOT NULL AS recurring
         FROM unnest($1::int[], $2::timestamptz[]) AS d(window_id, starts_at)
         JOIN maintenance_occurrences o ON o.window_id = d.window_id AND o.starts_at = d.starts_at
         JOIN maintenance_windows w ON w.id = o.window_id
        WHERE $4 = 'started' OR o.start_handled),
     shown AS (
       SELECT sp.page_id, sp.property_id, coalesce(sp.display_name, pr.name) AS name,
              sp.position AS pos
         FROM status_page_properties sp JOIN properties pr ON pr.id = sp.property_id
       UNION ALL
       SELECT sec.page_id, pr.id, pr.name, 2147483647
         FROM status_page_sections sec
         JOIN status_pages pg ON pg.id = sec.page_id
         JOIN properties pr ON pr.workspace_id = pg.workspace_id
        WHERE sec.all_properties
          AND NOT EXISTS (SELECT 1 FROM status_page_properties x
                           WHERE x.page_id = sec.page_id AND x.property_id = pr.id)),
     per_page AS (
       SELECT occ.window_id, occ.starts_at, p.id AS page_id,
              array_agg(sh.name ORDER BY sh.pos, sh.name) AS affected
         FROM occ
         JOIN maintenance_spans ms ON ms.window_id = occ.window_id AND ms.starts_at = occ.starts_at
         JOIN shown sh ON sh.property_id = ms.property_id
         JOIN status_pages p ON p.id = sh.page_id AND p.workspace_id = occ.workspace_id
        GROUP BY occ.window_id, occ.starts_at, p.id)
     INSERT INTO notifications (workspace_id, channel, event_type, payload, summary, recipient)
     SELECT p.workspace_id,
            CASE s.kind WHEN 'email' THEN 'email' ELSE 'webhook' END,
            $3,
            jsonb_build_object('subscriberId', s.id, 'news', jsonb_build_object(
              'type', $5::text,
              'page', jsonb_build_object('id', p.id, 'title', p.title, 'slug', p.slug),
              'maintenance', jsonb_build_object(
                'id', occ.window_id, 'title', occ.title, 'description', occ.description,
                'startsAt', ${isoUtc('occ.starts_at')}, 'endsAt', ${isoUtc('occ.ends_at')},
                'recurring', occ.recurring, 'endedEarly', occ.ended_early,
                'affected', pp.affected))),
            'Status page "' || p.title || '": maintenance "' || occ.title || '" ' || $4,
            s.label
       FROM per_page pp
       JOIN occ ON occ.window_id = pp.window_id AND occ.starts_at = pp.starts_at
       JOIN status_pages p ON p.id = pp.page_id
       JOIN status_page_subscribers s ON s.page_id = p.id AND s.confirmed_at IS NOT NULL`,
    [keys.map((k) => k.window_id), keys.map((k) => k.starts_at), UPDATE_EVENT, moment, type],
  );
  return res.rowCount ?? 0;
}

/**
 * The `maintenance` live events for the properties these occurrences cover: where each is at
 * `now` (a property leaving one window may still be inside another), per workspace.
 */
export async function maintenanceEvents(
  client: pg.ClientBase,
  keys: OccurrenceKey[],
  now: Date,
): Promise<MonitorEvent[]> {
  if (keys.length === 0) return [];
  const res = await client.query<{ workspace_id: string; inside: boolean; ids: number[] }>(
    `SELECT p.workspace_id, inside, array_agg(p.id ORDER BY p.id) AS ids
       FROM (SELECT DISTINCT ms.property_id
               FROM unnest($1::int[], $2::timestamptz[]) AS d(window_id, starts_at)
               JOIN maintenance_spans ms
                 ON ms.window_id = d.window_id AND ms.starts_at = d.starts_at) c
       JOIN properties p ON p.id = c.property_id
       CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM maintenance_spans x
                                           WHERE x.property_id = p.id
                                             AND x.during @> $3::timestamptz) AS inside) i
      GROUP BY p.workspace_id, inside`,
    [keys.map((k) => k.window_id), keys.map((k) => k.starts_at), now],
  );
  const events: MonitorEvent[] = [];
  for (const row of res.rows) {
    for (let i = 0; i < row.ids.length; i += IDS_PER_EVENT) {
      events.push({
        type: 'maintenance',
        workspaceId: row.workspace_id,
        propertyIds: row.ids.slice(i, i + IDS_PER_EVENT),
        inMaintenance: row.inside,
      });
    }
  }
  return events;
}
