// What a window to be saved amounts to, checked against the rules before anything is written:
// its zone (the workspace's unless given; one PostgreSQL knows too), its properties (all of them
// in the caller's workspace) and its occurrences (expand-occurrences.ts).
import { and, eq, inArray } from 'drizzle-orm';
import {
  MAINTENANCE_MSG,
  type MaintenanceWindowInput,
} from '../../../contracts/maintenance-windows.js';
import type { DbOrTx } from '../../db/client.js';
import { properties, workspaces } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { expandOccurrences, type Occurrence } from './expand-occurrences.js';
import { isKnownTimeZone } from '../../data/known-time-zone.js';

export type PlannedWindow = {
  title: string;
  description: string | null;
  allProperties: boolean;
  propertyIds: number[];
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  rrule: string | null;
  occurrences: Occurrence[];
};

export async function planWindow(
  db: DbOrTx,
  workspaceId: string,
  input: MaintenanceWindowInput,
): Promise<PlannedWindow> {
  const timeZone = input.timeZone ?? (await workspaceZone(db, workspaceId));
  if (!(await isKnownTimeZone(db, timeZone))) throw badRequest(MAINTENANCE_MSG.timezoneInvalid);
  const propertyIds = input.allProperties
    ? []
    : [...new Set(input.propertyIds)].sort((a, b) => a - b);
  if (!input.allProperties && propertyIds.length === 0) {
    throw badRequest(MAINTENANCE_MSG.propertiesRequired);
  }
  if (propertyIds.length > 0) {
    const found = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, propertyIds)));
    if (found.length !== propertyIds.length) throw badRequest(MAINTENANCE_MSG.unknownProperty);
  }
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const occurrences = expandOccurrences({ startsAt, endsAt, timeZone, rrule: input.rrule });
  return {
    title: input.title,
    description: input.description,
    allProperties: input.allProperties,
    propertyIds,
    startsAt,
    endsAt,
    timeZone,
    rrule: input.rrule,
    occurrences,
  };
}

async function workspaceZone(db: DbOrTx, workspaceId: string): Promise<string> {
  const [ws] = await db
    .select({ tz: workspaces.timezone })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return ws?.tz ?? 'UTC';
}
