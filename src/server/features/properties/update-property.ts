import { and, eq } from 'drizzle-orm';
import {
  MASKED_IP,
  updatePropertyBody,
  type Property,
  type UpdatePropertyBody,
} from '../../../contracts/properties.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { properties, propertySchedule } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { TargetPolicy } from '../../monitoring/target-policy.js';
import { assertTargetAllowed } from '../../monitoring/assert-target-allowed.js';
import { getPropertyRow } from '../../data/get-property.js';
import { workspaceInterval } from '../../data/list-properties.js';
import { toPropertyDto } from '../../data/property-dto.js';
import { assignPropertyGroup } from '../../data/assign-property-group.js';

export async function updateProperty(
  db: Db,
  actor: Actor,
  policy: TargetPolicy,
  id: number,
  input: UpdatePropertyBody,
): Promise<Property> {
  const body = updatePropertyBody.parse(input);
  const current = await getPropertyRow(db, actor, id);
  const newIp = body.ipAddress && !MASKED_IP.test(body.ipAddress) ? body.ipAddress : undefined;
  if (newIp) assertTargetAllowed(policy, newIp);
  const targetChanged =
    (newIp !== undefined && newIp !== current.ipAddress) ||
    body.checkMethod !== current.checkMethod ||
    (body.tcpPort ?? null) !== current.tcpPort;
  const updated = await db.transaction(async (tx) => {
    // Its group first: the groups' lock (taken there) comes before any row lock, as in a bulk
    // assignment, so the two never wait on each other in opposite orders.
    if (body.groupId !== undefined) await assignPropertyGroup(tx, actor, body.groupId, [id]);
    // `properties` before `property_schedule`, the lock order of every writer of both.
    const [row] = await tx
      .update(properties)
      .set({
        name: body.name,
        address: body.address,
        type: body.type,
        description: body.description ?? null,
        ...(newIp ? { ipAddress: newIp } : {}),
        checkMethod: body.checkMethod,
        tcpPort: body.checkMethod === 'tcp' ? (body.tcpPort ?? null) : null,
        intervalSeconds: body.intervalSeconds ?? null,
        timeoutMs: body.timeoutMs,
        updatedAt: new Date(),
        ...(targetChanged ? { status: 'unknown' as const } : {}),
      })
      .where(and(eq(properties.id, id), eq(properties.workspaceId, actor.workspaceId)))
      .returning({ id: properties.id });
    if (row && targetChanged) {
      // A new target is a new host: its history so far says nothing about it, check it now.
      // Dropping the lease and moving the due time discard a check of the old address still in
      // flight (its write is guarded by the lease it claimed, or without one by the due time it
      // read: schedule/claim-checks-by-ids.ts).
      await tx
        .update(propertySchedule)
        .set({
          consecutiveFailures: 0,
          responseTime: null,
          unconfirmedAt: null,
          nextCheckAt: new Date(),
          leaseUntil: null,
        })
        .where(eq(propertySchedule.propertyId, id));
    }
    return row;
  });
  if (!updated) throw notFound('Property not found'); // deleted meanwhile
  const row = await getPropertyRow(db, actor, id);
  return toPropertyDto(row, actor, await workspaceInterval(db, actor.workspaceId));
}
