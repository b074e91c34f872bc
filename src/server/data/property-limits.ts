import { count, eq } from 'drizzle-orm';
import { PLANS } from '../../contracts/plans.js';
import type { PropertyLimits } from '../../contracts/properties.js';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { properties } from '../db/schema/index.js';

export async function propertyLimits(
  db: Pick<Db, 'select'>,
  actor: Pick<Actor, 'workspaceId' | 'plan'>,
): Promise<PropertyLimits> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.workspaceId, actor.workspaceId));
  const current = row?.n ?? 0;
  const limit = PLANS[actor.plan].propertyLimit;
  return {
    current,
    limit,
    plan: actor.plan,
    percentage: limit === null ? 0 : Math.min(100, Math.round((current / limit) * 1000) / 10),
    canAddMore: limit === null || current < limit,
  };
}
