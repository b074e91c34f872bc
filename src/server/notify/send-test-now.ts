// A "Send test" button's one delivery (a webhook endpoint's or a browser's): written to the
// outbox already claimed, tried once now with no retries, and its result returned; it shows in
// the notification log like any other delivery.
import { randomUUID } from 'node:crypto';
import type { TestEventResult } from '../../contracts/webhooks.js';
import type { AppContext } from '../app-context.js';
import { insertClaimed } from './claim-notifications.js';
import { deliverClaimed } from './deliver-notification.js';
import { deliveryDeps } from './delivery-deps.js';
import { leaseSecondsFor } from './run-delivery.js';

type TestRow = Omit<
  Parameters<typeof insertClaimed>[1],
  'eventId' | 'now' | 'leaseSeconds' | 'payload'
> & {
  /** the payload, made from the event id and the time of the test */
  payload: (eventId: string, now: Date) => Parameters<typeof insertClaimed>[1]['payload'];
};

export async function sendTestNow(ctx: AppContext, test: TestRow): Promise<TestEventResult> {
  const deps = deliveryDeps(ctx);
  const now = new Date();
  const eventId = randomUUID();
  const row = await insertClaimed(deps.db, {
    ...test,
    payload: test.payload(eventId, now),
    eventId,
    now,
    leaseSeconds: leaseSecondsFor(ctx.config.notify.webhookTimeoutMs),
  });
  const { outcome } = await deliverClaimed(deps, row, { now, maxAttempts: 1 });
  return {
    eventId,
    delivered: outcome.kind === 'delivered',
    statusCode: outcome.kind === 'skipped' ? null : (outcome.statusCode ?? null),
    error:
      outcome.kind === 'error' ? outcome.error : outcome.kind === 'skipped' ? outcome.reason : null,
  };
}
