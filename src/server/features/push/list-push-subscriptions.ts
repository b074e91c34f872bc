import { asc, and, eq, sql } from 'drizzle-orm';
import type { PushSubscription } from '../../../contracts/push.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { toPushSubscriptionDto } from './push-subscription-dto.js';

/** The caller's own browsers in this workspace, each with its last delivery attempt. */
export async function listPushSubscriptions(db: Db, actor: Actor): Promise<PushSubscription[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.workspaceId, actor.workspaceId),
        eq(pushSubscriptions.userId, actor.userId),
      ),
    )
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  if (rows.length === 0) return [];
  const last = await db.execute<{
    sub: number;
    created_at: string;
    ok: boolean;
    error: string | null;
  }>(sql`
    SELECT DISTINCT ON (sub) (n.payload->>'subscriptionId')::int AS sub, t.created_at, t.ok, t.error
      FROM notifications n JOIN notification_attempts t ON t.notification_id = n.id
     WHERE n.workspace_id = ${actor.workspaceId} AND n.channel = 'push'
       AND (n.payload->>'subscriptionId')::int IN (${sql.join(
         rows.map((r) => sql`${r.id}`),
         sql`, `,
       )})
     ORDER BY sub, t.created_at DESC, t.id DESC`);
  const byId = new Map(
    last.rows.map((r) => [
      Number(r.sub),
      { at: new Date(r.created_at).toISOString(), ok: r.ok, error: r.error },
    ]),
  );
  return rows.map((r) => toPushSubscriptionDto(r, byId.get(r.id) ?? null));
}
