import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PushSubscription } from '../../../contracts/push.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { notificationAttempts, notifications, pushSubscriptions } from '../../db/schema/index.js';
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
  // the last attempt per browser: its row id is in the push outbox row's payload
  const sub = sql<number>`(${notifications.payload}->>'subscriptionId')::int`;
  const a = notificationAttempts;
  const last = await db
    .selectDistinctOn([sub], { sub, createdAt: a.createdAt, ok: a.ok, error: a.error })
    .from(notifications)
    .innerJoin(a, eq(a.notificationId, notifications.id))
    .where(
      and(
        eq(notifications.workspaceId, actor.workspaceId),
        eq(notifications.channel, 'push'),
        inArray(
          sub,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(sub, desc(a.createdAt), desc(a.id));
  const byId = new Map(
    last.map((r) => [Number(r.sub), { at: r.createdAt.toISOString(), ok: r.ok, error: r.error }]),
  );
  return rows.map((r) => toPushSubscriptionDto(r, byId.get(r.id) ?? null));
}
