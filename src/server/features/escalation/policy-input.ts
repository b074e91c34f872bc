// What a policy's steps name must be of the caller's workspace: its members (another
// workspace's member is refused, never notified) and its channels; the name free there.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ESCALATION_MSG, type EscalationStep } from '../../../contracts/escalation.js';
import type { DbOrTx } from '../../db/client.js';
import { escalationPolicies, memberships, webhooks } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';

export async function assertPolicyRefs(
  db: DbOrTx,
  workspaceId: string,
  input: { name: string; steps: EscalationStep[] },
  exceptId?: number,
): Promise<void> {
  const memberIds = [...new Set(input.steps.flatMap((s) => s.memberIds))];
  if (memberIds.length > 0) {
    const found = await db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, memberIds)));
    if (found.length !== memberIds.length) throw badRequest(ESCALATION_MSG.unknownMember);
  }
  const channelIds = [...new Set(input.steps.flatMap((s) => s.channelIds))];
  if (channelIds.length > 0) {
    const found = await db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(and(eq(webhooks.workspaceId, workspaceId), inArray(webhooks.id, channelIds)));
    if (found.length !== channelIds.length) throw badRequest(ESCALATION_MSG.unknownChannel);
  }
  const [clash] = await db
    .select({ id: escalationPolicies.id })
    .from(escalationPolicies)
    .where(
      and(
        eq(escalationPolicies.workspaceId, workspaceId),
        sql`lower(${escalationPolicies.name}) = lower(${input.name})`,
        exceptId === undefined ? undefined : ne(escalationPolicies.id, exceptId),
      ),
    );
  if (clash) throw new AppError('conflict', ESCALATION_MSG.nameTaken);
}

/** A unique index refused the write: the name was taken (or a default set) in the meantime. */
export function policyConflict(err: unknown): AppError | null {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505'
    ? new AppError('conflict', ESCALATION_MSG.nameTaken)
    : null;
}

/** One writer of a workspace's policies at a time: "the default" moves without a clash. */
export async function lockPolicies(db: DbOrTx, workspaceId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('escalation:' || ${workspaceId}))`);
}

/** Making this policy the default takes it from the one that had it. */
export async function clearDefault(db: DbOrTx, workspaceId: string): Promise<void> {
  await db
    .update(escalationPolicies)
    .set({ isDefault: false })
    .where(
      and(eq(escalationPolicies.workspaceId, workspaceId), eq(escalationPolicies.isDefault, true)),
    );
}
