// PUT /api/properties/{id}/escalation-policy and PUT /api/groups/{id}/escalation-policy: the
// property or group uses this policy instead of the default (null: the default again).
import { and, eq } from 'drizzle-orm';
import { ESCALATION_MSG } from '../../../contracts/escalation.js';
import { GROUP_MSG } from '../../../contracts/groups.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import {
  escalationPolicies,
  escalationPolicyUses,
  properties,
  propertyGroups,
} from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';

export type PolicyUser = { kind: 'property' | 'group'; id: number };

export async function usePolicy(
  db: Db,
  actor: Actor,
  who: PolicyUser,
  policyId: number | null,
): Promise<{ policyId: number | null }> {
  return db.transaction(async (tx) => {
    const [target] =
      who.kind === 'property'
        ? await tx
            .select({ id: properties.id })
            .from(properties)
            .where(and(eq(properties.id, who.id), eq(properties.workspaceId, actor.workspaceId)))
        : await tx
            .select({ id: propertyGroups.id })
            .from(propertyGroups)
            .where(
              and(eq(propertyGroups.id, who.id), eq(propertyGroups.workspaceId, actor.workspaceId)),
            );
    if (!target)
      throw notFound(who.kind === 'property' ? 'Property not found' : GROUP_MSG.notFound);
    if (policyId !== null) {
      const [p] = await tx
        .select({ id: escalationPolicies.id })
        .from(escalationPolicies)
        .where(
          and(
            eq(escalationPolicies.id, policyId),
            eq(escalationPolicies.workspaceId, actor.workspaceId),
          ),
        );
      if (!p) throw badRequest(ESCALATION_MSG.notFound);
    }
    const column =
      who.kind === 'property' ? escalationPolicyUses.propertyId : escalationPolicyUses.groupId;
    await tx.delete(escalationPolicyUses).where(eq(column, who.id));
    if (policyId !== null) {
      await tx
        .insert(escalationPolicyUses)
        .values(
          who.kind === 'property'
            ? { policyId, propertyId: who.id }
            : { policyId, groupId: who.id },
        );
    }
    return { policyId };
  });
}
