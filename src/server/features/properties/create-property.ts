import { eq, sql } from 'drizzle-orm';
import { propertyFit } from '../../../contracts/entitlements.js';
import {
  PROPERTY_MSG,
  type CreatePropertyBody,
  type Property,
} from '../../../contracts/properties.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { activityEvents, properties, propertySchedule } from '../../db/schema/index.js';
import { limitReached } from '../../lib/errors.js';
import type { TargetPolicy } from '../../monitoring/target-policy.js';
import { assertTargetAllowed } from '../../monitoring/assert-target-allowed.js';
import { workspaceInterval } from '../../data/list-properties.js';
import { countProperties } from '../../data/count-properties.js';
import { inMaintenanceNow, toPropertyDto } from '../../data/property-dto.js';
import { createPropertyBody } from '../../../contracts/properties.js';

type Input = ReturnType<typeof createPropertyBody.parse>;

export async function createProperty(
  db: Db,
  actor: Actor,
  policy: TargetPolicy,
  input: Input | CreatePropertyBody,
): Promise<Property> {
  const body = createPropertyBody.parse(input);
  assertTargetAllowed(policy, body.ipAddress);
  const interval = body.intervalSeconds ?? (await workspaceInterval(db, actor.workspaceId));
  const row = await db.transaction(async (tx) => {
    // One creation at a time per workspace, so two requests cannot both pass the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${actor.workspaceId}))`);
    // the specification's refusal body: upgradeRequired, plan and limit (core §8), no more
    const fit = propertyFit(actor.plan, await countProperties(tx, actor.workspaceId));
    if (!fit.fits) {
      throw limitReached(PROPERTY_MSG.limitReached, {
        plan: actor.plan,
        limit: fit.limit,
      });
    }
    // First check soon, spread over the interval so a bulk import does not fire at once.
    const firstCheckIn = Math.random() * Math.min(interval, 30) * 1000;
    const [created] = await tx
      .insert(properties)
      .values({
        workspaceId: actor.workspaceId,
        name: body.name,
        address: body.address,
        ipAddress: body.ipAddress,
        type: body.type,
        description: body.description ?? null,
        checkMethod: body.checkMethod,
        tcpPort: body.checkMethod === 'tcp' ? (body.tcpPort ?? null) : null,
        intervalSeconds: body.intervalSeconds ?? null,
        timeoutMs: body.timeoutMs,
        permissionConfirmed: true,
      })
      .returning();
    if (!created) throw new Error('property insert returned nothing');
    // The insert trigger made its schedule row, due now (decision 014).
    await tx
      .update(propertySchedule)
      .set({ nextCheckAt: new Date(Date.now() + firstCheckIn) })
      .where(eq(propertySchedule.propertyId, created.id));
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      propertyId: created.id,
      kind: 'property.created',
      message: `Property "${created.name}" added`,
    });
    return created;
  });
  // Not checked yet: the schedule row's defaults, and no uptime row.
  return toPropertyDto(
    {
      ...row,
      lastCheck: null,
      responseTime: null,
      consecutiveFailures: 0,
      unconfirmedAt: null,
      uptime24h: null,
      uptime7d: null,
      uptime30d: null,
      offlineUpstreamId: null,
      // a window of all properties covers a property added during it
      inMaintenance: await inMaintenanceNow(db, row.id),
    },
    actor,
    interval,
  );
}
