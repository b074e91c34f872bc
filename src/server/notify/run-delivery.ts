// One pass of the delivery worker: form alert digests (mail and SMS), then claim and send what
// is due.
// Tests call it with a `now` of their choosing, so back-off and grouping windows need no waiting.
import type { AppContext } from '../app-context.js';
import { claimNotifications, type ClaimedNotification } from './claim-notifications.js';
import { deliverClaimed } from './deliver-notification.js';
import { deliveryDeps, type DeliveryDeps } from './delivery-deps.js';
import type { FinalState } from './finish-notification.js';
import { formDigests } from './form-digests.js';
import { formSmsDigests } from './sms/form-sms-digests.js';
import { isSubscriberMessage } from './status-news/deliver-subscriber-message.js';

export type DeliverySummary = Record<Exclude<FinalState, 'lost'> | 'lost' | 'digests', number>;

export type DeliveryOptions = {
  now?: Date;
  /** rows claimed per round */
  batchSize?: number;
  /** sends in flight at once */
  concurrency?: number;
  deps?: DeliveryDeps;
};

const MAX_ROUNDS = 20;

export function leaseSecondsFor(webhookTimeoutMs: number): number {
  // longer than any one send can take (SMTP: 10 s connect + 10 s greeting + 30 s socket)
  return Math.max(120, Math.ceil(webhookTimeoutMs / 1000) * 2 + 30);
}

export async function runDeliveryOnce(
  ctx: AppContext,
  opts: DeliveryOptions = {},
): Promise<DeliverySummary> {
  const now = opts.now ?? new Date();
  const deps = opts.deps ?? deliveryDeps(ctx);
  const { notify } = ctx.config;
  const summary: DeliverySummary = {
    digests: 0,
    delivered: 0,
    skipped: 0,
    retry: 0,
    failed: 0,
    lost: 0,
  };
  const formed = await formDigests(deps.db, {
    now,
    windowSeconds: notify.groupWindowSeconds,
    maxPerPropertyPerHour: notify.maxPerPropertyPerHour,
    smtpConfigured: deps.mailer.configured,
  });
  const texts = await formSmsDigests(deps.db, {
    now,
    windowSeconds: notify.groupWindowSeconds,
    dailyCap: ctx.config.sms.dailyCap,
    configured: deps.sms.configured,
  });
  summary.digests = formed.digests + texts.digests;
  summary.skipped += formed.skipped + texts.skipped;

  const batchSize = opts.batchSize ?? 50;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const claimed = await claimNotifications(deps.db, {
      now,
      limit: batchSize,
      leaseSeconds: leaseSecondsFor(notify.webhookTimeoutMs),
    });
    if (claimed.length === 0) break;
    // Sends to one destination go one after another in the order they were queued (claimed rows
    // come sorted by id): a subscriber reads "started" before "ended", a webhook gets its events
    // in order. Different destinations go side by side.
    await forEachLimited(byDestination(claimed), opts.concurrency ?? 8, async (rows) => {
      for (const row of rows) {
        const { state } = await deliverClaimed(deps, row, { now });
        summary[state]++;
      }
    });
    if (claimed.length < batchSize) break;
  }
  return summary;
}

/** What must arrive in order: one status page subscriber, or one webhook; anything else alone. */
function destinationOf(row: ClaimedNotification): string {
  const subscriber = (row.payload as { subscriberId?: unknown } | null)?.subscriberId;
  if (isSubscriberMessage(row) && typeof subscriber === 'number') return `subscriber:${subscriber}`;
  if (row.webhookId !== null) return `webhook:${row.webhookId}`;
  return `row:${row.id}`;
}

function byDestination(rows: ClaimedNotification[]): ClaimedNotification[][] {
  const groups = new Map<string, ClaimedNotification[]>();
  for (const row of rows) {
    const key = destinationOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  });
  await Promise.all(workers);
}
