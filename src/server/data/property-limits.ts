// The workspace's use of its plan's property limit (GET /api/properties/limits); the limit
// itself is entitlements.ts's, the count count-properties.ts's.
import { propertyUsage } from '../../contracts/entitlements.js';
import type { PropertyLimits } from '../../contracts/properties.js';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { countProperties } from './count-properties.js';

export async function propertyLimits(
  db: Pick<Db, 'select'>,
  actor: Pick<Actor, 'workspaceId' | 'plan'>,
): Promise<PropertyLimits> {
  return propertyUsage(actor.plan, await countProperties(db, actor.workspaceId));
}
