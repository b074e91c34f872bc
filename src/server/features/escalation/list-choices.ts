// GET /api/escalation-policies/choices: who and what a step can notify (the workspace's members
// and channels by name), so every member can read a policy and admins can edit it.
import { asc, eq } from 'drizzle-orm';
import type { EscalationChoices } from '../../../contracts/escalation.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { memberships, users, webhooks } from '../../db/schema/index.js';
import { personName } from '../../accounts/team-tx.js';

export async function listChoices(db: Db, actor: Actor): Promise<EscalationChoices> {
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, actor.workspaceId))
    .orderBy(asc(users.firstName), asc(users.email));
  const channels = await db
    .select({ id: webhooks.id, name: webhooks.name, type: webhooks.type })
    .from(webhooks)
    .where(eq(webhooks.workspaceId, actor.workspaceId))
    .orderBy(asc(webhooks.name));
  return {
    members: people.map((p) => ({ id: p.id, name: personName(p) })),
    channels,
  };
}
