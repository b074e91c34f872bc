// PUT /api/escalation-policies/{id}: replaces the whole policy. Incidents escalating under it go
// on with its new steps from where they are.
import { and, eq, sql } from 'drizzle-orm';
import {
  ESCALATION_MSG,
  escalationPolicyBody,
  type EscalationPolicy,
  type EscalationPolicyBody,
} from '../../../contracts/escalation.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { escalationPolicies } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { getPolicy } from './list-policies.js';
import { assertPolicyRefs, clearDefault, lockPolicies, policyConflict } from './policy-input.js';

export async function updatePolicy(
  db: Db,
  actor: Actor,
  id: number,
  input: EscalationPolicyBody,
): Promise<EscalationPolicy> {
  const body = escalationPolicyBody.parse(input);
  try {
    return await db.transaction(async (tx) => {
      await lockPolicies(tx, actor.workspaceId);
      const mine = and(
        eq(escalationPolicies.id, id),
        eq(escalationPolicies.workspaceId, actor.workspaceId),
      );
      const [found] = await tx
        .select({ id: escalationPolicies.id })
        .from(escalationPolicies)
        .where(mine);
      if (!found) throw notFound(ESCALATION_MSG.notFound);
      await assertPolicyRefs(tx, actor.workspaceId, body, id);
      if (body.isDefault) await clearDefault(tx, actor.workspaceId);
      await tx
        .update(escalationPolicies)
        .set({ ...body, updatedAt: sql`now()` })
        .where(mine);
      return getPolicy(tx, actor, id);
    });
  } catch (err) {
    throw policyConflict(err) ?? err;
  }
}
