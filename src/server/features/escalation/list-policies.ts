// GET /api/escalation-policies (and one by id): the workspace's policies by name, each with the
// properties and groups that use it instead of the default.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ESCALATION_MSG, type EscalationPolicy } from '../../../contracts/escalation.js';
import type { Actor } from '../../auth/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { escalationPolicies, escalationPolicyUses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export async function listPolicies(
  db: DbOrTx,
  actor: Pick<Actor, 'workspaceId'>,
  onlyId?: number,
): Promise<EscalationPolicy[]> {
  const p = escalationPolicies;
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.workspaceId, actor.workspaceId), onlyId ? eq(p.id, onlyId) : undefined))
    .orderBy(asc(p.name));
  const uses =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(escalationPolicyUses)
          .where(
            inArray(
              escalationPolicyUses.policyId,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    isDefault: r.isDefault,
    repeatLast: r.repeatLast,
    steps: r.steps,
    propertyIds: uses.filter((u) => u.policyId === r.id && u.propertyId).map((u) => u.propertyId!),
    groupIds: uses.filter((u) => u.policyId === r.id && u.groupId).map((u) => u.groupId!),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function getPolicy(
  db: DbOrTx,
  actor: Pick<Actor, 'workspaceId'>,
  id: number,
): Promise<EscalationPolicy> {
  const [policy] = await listPolicies(db, actor, id);
  if (!policy) throw notFound(ESCALATION_MSG.notFound);
  return policy;
}
