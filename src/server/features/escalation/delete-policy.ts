// DELETE /api/escalation-policies/{id}: its properties and groups fall back to the default;
// incidents escalating under it stop (the runner finds no policy).
import { and, eq } from 'drizzle-orm';
import { ESCALATION_MSG } from '../../../contracts/escalation.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { escalationPolicies } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export async function deletePolicy(db: Db, actor: Actor, id: number): Promise<void> {
  const gone = await db
    .delete(escalationPolicies)
    .where(
      and(eq(escalationPolicies.id, id), eq(escalationPolicies.workspaceId, actor.workspaceId)),
    )
    .returning({ id: escalationPolicies.id });
  if (gone.length === 0) throw notFound(ESCALATION_MSG.notFound);
}
