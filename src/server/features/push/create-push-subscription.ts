import { and, count, eq, sql } from 'drizzle-orm';
import {
  MAX_PUSH_DEVICES_PER_MEMBER,
  PUSH_MSG,
  type CreatePushSubscriptionBody,
  type PushSubscription,
} from '../../../contracts/push.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { createTargetPolicy } from '../../monitoring/target-policy.js';
import { checkWebhookUrl } from '../../notify/webhook-target.js';
import { toPushSubscriptionDto } from './push-subscription-dto.js';

/**
 * Opts this browser in for the caller's alerts. The push service's URL obeys the target policy
 * (it is called from this server); the same browser subscribing again replaces its keys.
 */
export async function createPushSubscription(
  db: Db,
  config: Config,
  actor: Actor,
  input: CreatePushSubscriptionBody & { device: string },
): Promise<PushSubscription> {
  const check = await checkWebhookUrl(input.endpoint, createTargetPolicy(config.monitor));
  if (!check.ok) throw badRequest(check.reason.replace(/^Webhook URL/, 'Push endpoint'));
  const mine = and(
    eq(pushSubscriptions.workspaceId, actor.workspaceId),
    eq(pushSubscriptions.userId, actor.userId),
  );
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`push:${actor.workspaceId}:${actor.userId}`}))`,
    );
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(mine, sql`${pushSubscriptions.endpoint} <> ${input.endpoint}`));
    if (n >= MAX_PUSH_DEVICES_PER_MEMBER) throw badRequest(PUSH_MSG.limitReached);
    const values = {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      device: input.device,
    };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, workspaceId: actor.workspaceId, userId: actor.userId })
      .onConflictDoUpdate({
        target: [
          pushSubscriptions.workspaceId,
          pushSubscriptions.userId,
          pushSubscriptions.endpoint,
        ],
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    return toPushSubscriptionDto(row!);
  });
}
