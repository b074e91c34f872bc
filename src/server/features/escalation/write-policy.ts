// What creating and replacing a policy share (decision 034): the body parsed, one writer of the
// workspace's policies at a time, the policy itself found (replace), its members, channels and
// name checked, the default taken from the policy that had it; then `write` stores it. A unique
// index refusing the write in the meantime is the same 409 as a taken name.
import { and, eq } from 'drizzle-orm';
import {
  ESCALATION_MSG,
  escalationPolicyBody,
  type EscalationPolicyBody,
} from '../../../contracts/escalation.js';
import type { Db, Tx } from '../../db/client.js';
import { escalationPolicies } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { assertPolicyRefs, clearDefault, lockPolicies, policyConflict } from './policy-input.js';

export type CheckedPolicy = ReturnType<typeof escalationPolicyBody.parse>;

export async function writePolicy<T>(
  db: Db,
  workspaceId: string,
  /** the policy replaced; undefined: a new one */
  id: number | undefined,
  input: EscalationPolicyBody,
  write: (tx: Tx, body: CheckedPolicy) => Promise<T>,
): Promise<T> {
  const body = escalationPolicyBody.parse(input);
  try {
    return await db.transaction(async (tx) => {
      await lockPolicies(tx, workspaceId);
      if (id !== undefined) {
        const [found] = await tx
          .select({ id: escalationPolicies.id })
          .from(escalationPolicies)
          .where(
            and(eq(escalationPolicies.id, id), eq(escalationPolicies.workspaceId, workspaceId)),
          );
        if (!found) throw notFound(ESCALATION_MSG.notFound);
      }
      await assertPolicyRefs(tx, workspaceId, body, id);
      if (body.isDefault) await clearDefault(tx, workspaceId);
      return await write(tx, body);
    });
  } catch (err) {
    throw policyConflict(err) ?? err;
  }
}
