// POST /api/escalation-policies: a new policy, its members and channels checked (decision 034).
import type { EscalationPolicy, EscalationPolicyBody } from '../../../contracts/escalation.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { escalationPolicies } from '../../db/schema/index.js';
import { getPolicy } from './list-policies.js';
import { writePolicy } from './write-policy.js';

export function createPolicy(
  db: Db,
  actor: Actor,
  input: EscalationPolicyBody,
): Promise<EscalationPolicy> {
  return writePolicy(db, actor.workspaceId, undefined, input, async (tx, body) => {
    const [row] = await tx
      .insert(escalationPolicies)
      .values({ workspaceId: actor.workspaceId, ...body })
      .returning({ id: escalationPolicies.id });
    return getPolicy(tx, actor, row!.id);
  });
}
