import type { PushSubscription } from '../../../contracts/push.js';
import type { pushSubscriptions } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const toPushSubscriptionDto = (
  row: Pick<PushSubscriptionRow, 'id' | 'device' | 'createdAt'>,
  lastDelivery: PushSubscription['lastDelivery'] = null,
): PushSubscription => ({
  id: row.id,
  device: row.device,
  createdAt: row.createdAt.toISOString(),
  lastDelivery,
});
