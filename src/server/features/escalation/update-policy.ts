// PUT /api/escalation-policies/{id}: replaces the whole policy. Incidents escalating under it go
// on with its new steps from where they are.
import { and, eq, sql } from 'drizzle-orm';
import type { EscalationPolicy, EscalationPolicyBody } from '../../../contracts/escalation.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { escalationPolicies } from '../../db/schema/index.js';
import { getPolicy } from './list-policies.js';
import { writePolicy } from './write-policy.js';

export function updatePolicy(
  db: Db,
  actor: Actor,
  id: number,
  input: EscalationPolicyBody,
): Promise<EscalationPolicy> {
  return writePolicy(db, actor.workspaceId, id, input, async (tx, body) => {
    await tx
      .update(escalationPolicies)
      .set({ ...body, updatedAt: sql`now()` })
      .where(
        and(eq(escalationPolicies.id, id), eq(escalationPolicies.workspaceId, actor.workspaceId)),
      );
    return getPolicy(tx, actor, id);
  });
}
