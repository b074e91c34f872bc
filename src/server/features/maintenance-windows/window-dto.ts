// Reads windows with their properties and occurrences and shapes them for the API: the state
// now, the current / next / last occurrence, and the planned time in all.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  MaintenanceState,
  MaintenanceWindow,
} from '../../../contracts/maintenance-windows.js';
import type { DbOrTx } from '../../db/client.js';
import {
  maintenanceOccurrences,
  maintenanceWindowProperties,
  maintenanceWindows,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { MAINTENANCE_MSG } from '../../../contracts/maintenance-windows.js';

type WindowRow = typeof maintenanceWindows.$inferSelect;
type Span = { startsAt: Date; endsAt: Date };

const iso = (s: Span | undefined) =>
  s ? { startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() } : null;

export function toWindowDto(
  w: WindowRow,
  propertyIds: number[],
  occurrences: Span[],
  now: Date,
): MaintenanceWindow {
  const t = now.getTime();
  const current = occurrences.find((o) => o.startsAt.getTime() <= t && o.endsAt.getTime() > t);
  const next = occurrences.find((o) => o.startsAt.getTime() > t);
  const last = occurrences.filter((o) => o.startsAt.getTime() <= t).at(-1);
  const state: MaintenanceState = current
    ? 'ongoing'
    : w.cancelledAt
      ? 'cancelled'
      : next
        ? 'scheduled'
        : 'ended';
  return {
    id: w.id,
    title: w.title,
    description: w.description,
    allProperties: w.allProperties,
    propertyIds: w.allProperties ? [] : propertyIds,
    startsAt: w.startsAt.toISOString(),
    endsAt: w.endsAt.toISOString(),
    timeZone: w.timeZone,
    rrule: w.rrule,
    state,
    current: iso(current),
    next: iso(next),
    last: iso(last),
    occurrences: occurrences.length,
    totalMs: occurrences.reduce((s, o) => s + (o.endsAt.getTime() - o.startsAt.getTime()), 0),
    cancelledAt: w.cancelledAt ? w.cancelledAt.toISOString() : null,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** The workspace's windows (or the ones with these ids), newest first, as the API shows them. */
export async function loadWindows(
  db: DbOrTx,
  workspaceId: string,
  now: Date,
  ids?: number[],
): Promise<MaintenanceWindow[]> {
  const mw = maintenanceWindows;
  const rows = await db
    .select()
    .from(mw)
    .where(and(eq(mw.workspaceId, workspaceId), ids ? inArray(mw.id, ids) : undefined))
    .orderBy(desc(mw.startsAt), desc(mw.id));
  if (rows.length === 0) return [];
  const windowIds = rows.map((r) => r.id);
  const [props, occ] = await Promise.all([
    db
      .select()
      .from(maintenanceWindowProperties)
      .where(inArray(maintenanceWindowProperties.windowId, windowIds))
      .orderBy(asc(maintenanceWindowProperties.propertyId)),
    db
      .select({
        windowId: maintenanceOccurrences.windowId,
        startsAt: maintenanceOccurrences.startsAt,
        endsAt: maintenanceOccurrences.endsAt,
      })
      .from(maintenanceOccurrences)
      .where(inArray(maintenanceOccurrences.windowId, windowIds))
      .orderBy(asc(maintenanceOccurrences.startsAt)),
  ]);
  return rows.map((w) =>
    toWindowDto(
      w,
      props.filter((p) => p.windowId === w.id).map((p) => p.propertyId),
      occ.filter((o) => o.windowId === w.id),
      now,
    ),
  );
}

/** One window of the workspace, or 404 (another workspace's id is indistinguishable from none). */
export async function loadWindow(
  db: DbOrTx,
  workspaceId: string,
  id: number,
  now: Date,
): Promise<MaintenanceWindow> {
  const [w] = await loadWindows(db, workspaceId, now, [id]);
  if (!w) throw notFound(MAINTENANCE_MSG.notFound);
  return w;
}

/** Locks the workspace's window row for a change, or 404. */
export async function lockWindow(db: DbOrTx, workspaceId: string, id: number): Promise<WindowRow> {
  const [w] = await db
    .select()
    .from(maintenanceWindows)
    .where(and(eq(maintenanceWindows.id, id), eq(maintenanceWindows.workspaceId, workspaceId)))
    .for('update');
  if (!w) throw notFound(MAINTENANCE_MSG.notFound);
  return w;
}
