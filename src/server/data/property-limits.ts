// The one property count of a workspace, and its use of the plan's limit (read by create,
// the limits route, the billing page and plan changes; the limit itself is entitlements.ts's).
import { count, eq } from 'drizzle-orm';
import { propertyUsage } from '../../contracts/entitlements.js';
import type { PropertyLimits } from '../../contracts/properties.js';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { properties } from '../db/schema/index.js';

export async function countProperties(
  db: Pick<Db, 'select'>,
  workspaceId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export async function propertyLimits(
  db: Pick<Db, 'select'>,
  actor: Pick<Actor, 'workspaceId' | 'plan'>,
): Promise<PropertyLimits> {
  return propertyUsage(actor.plan, await countProperties(db, actor.workspaceId));
}
