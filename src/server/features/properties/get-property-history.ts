// A property's history over a range: the caller's workspace's property or 404, figures from the
// one report module.
import type { HistoryRange, PropertyHistory } from '../../../contracts/monitoring.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { getPropertyRow } from '../../data/get-property.js';
import { propertyHistory } from '../../reporting/property-history.js';

export async function getPropertyHistory(
  db: Db,
  opts: { actor: Actor; id: number; range: HistoryRange },
): Promise<PropertyHistory> {
  const row = await getPropertyRow(db, opts.actor, opts.id);
  return propertyHistory(db, row.id, opts.range);
}
