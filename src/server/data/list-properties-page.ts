// GET /api/properties/page: one page of the properties selected (search, status, group) in the
// order asked, with how many were selected. Which ids a page holds comes from the kept index
// (kept-property-index.ts: at 100,000 properties a few ms, against a query over every row); the
// page's rows are then read by id, fresh, and shaped as the list shapes them (issue 32).
import { inArray } from 'drizzle-orm';
import type { PropertyPage, PropertyPageQuery } from '../../contracts/properties.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/client.js';
import { properties } from '../db/schema/index.js';
import { keptPropertyIndex } from './kept-property-index.js';
import { listQuery, workspaceInterval } from './list-properties.js';
import { toPropertyDto } from './property-dto.js';
import { selectPositions } from './property-index.js';

export async function listPropertiesPage(
  database: Database,
  actor: Pick<Actor, 'workspaceId' | 'seesFullIps'>,
  { offset, limit, ids: only, ...selection }: PropertyPageQuery,
): Promise<PropertyPage> {
  if (only !== undefined) return listPropertiesById(database, actor, only);
  const index = await keptPropertyIndex(database)(actor);
  const selected = selectPositions(index, selection);
  const ids = Array.from(selected.subarray(offset, offset + limit), (i) => index.ids[i]!);
  const [interval, rows] = await Promise.all([
    workspaceInterval(database.db, actor.workspaceId),
    ids.length === 0
      ? []
      : listQuery(database.db, actor.workspaceId, inArray(properties.id, ids)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    total: selected.length,
    offset,
    limit,
    // in the index's order; a property deleted since the index was read is left out
    properties: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPropertyDto(row, actor, interval)] : [];
    }),
  };
}

/** `ids`: the names a picker holds, read fresh by id in the caller's workspace (issue 32). */
async function listPropertiesById(
  database: Database,
  actor: Pick<Actor, 'workspaceId' | 'seesFullIps'>,
  ids: number[],
): Promise<PropertyPage> {
  const [interval, rows] = await Promise.all([
    workspaceInterval(database.db, actor.workspaceId),
    listQuery(database.db, actor.workspaceId, inArray(properties.id, [...new Set(ids)])),
  ]);
  return {
    total: rows.length,
    offset: 0,
    limit: ids.length,
    properties: rows.map((r) => toPropertyDto(r, actor, interval)),
  };
}
