// POST /api/escalation-policies: a new policy, its members and channels checked (decision 034).
import {
  escalationPolicyBody,
  type EscalationPolicy,
  type EscalationPolicyBody,
} from '../../../contracts/escalation.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { escalationPolicies } from '../../db/schema/index.js';
import { getPolicy } from './list-policies.js';
import { assertPolicyRefs, clearDefault, lockPolicies, policyConflict } from './policy-input.js';

export async function createPolicy(
  db: Db,
  actor: Actor,
  input: EscalationPolicyBody,
): Promise<EscalationPolicy> {
  const body = escalationPolicyBody.parse(input);
  try {
    return await db.transaction(async (tx) => {
      await lockPolicies(tx, actor.workspaceId);
      await assertPolicyRefs(tx, actor.workspaceId, body);
      if (body.isDefault) await clearDefault(tx, actor.workspaceId);
      const [row] = await tx
        .insert(escalationPolicies)
        .values({ workspaceId: actor.workspaceId, ...body })
        .returning({ id: escalationPolicies.id });
      return getPolicy(tx, actor, row!.id);
    });
  } catch (err) {
    throw policyConflict(err) ?? err;
  }
}
