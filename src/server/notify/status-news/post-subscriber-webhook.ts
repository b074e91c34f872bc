// One piece of news POSTed to a page's webhook subscriber, signed like every webhook of the app
// (X-Monitor-Signature, webhook-signature.ts) with the subscriber's own secret, through postJson
// (the outgoing target policy, a deadline, no redirects). The body is made from the stored news
// and the row's event id, so every retry carries the same bytes.
import type { ClaimedNotification } from '../claim-notifications.js';
import type { DeliveryDeps } from '../delivery-deps.js';
import type { Outcome } from '../finish-notification.js';
import { postJson } from '../post-json.js';
import { signatureHeader } from '../webhook-signature.js';
import type { PageNews } from './subscriber-event.js';
import { pageLink } from './subscriber-links.js';

export function subscriberWebhookBody(deps: DeliveryDeps, eventId: string, news: PageNews) {
  const { page, ...rest } = news;
  return JSON.stringify({
    id: eventId,
    ...rest,
    page: { title: page.title, slug: page.slug, url: pageLink(deps.config, page.slug) },
  });
}

export async function postSubscriberWebhook(
  deps: DeliveryDeps,
  row: ClaimedNotification,
  target: { url: string; secret: string; label: string },
  news: PageNews,
): Promise<Outcome> {
  const body = subscriberWebhookBody(deps, row.eventId, news);
  const started = performance.now();
  const res = await postJson({
    url: target.url,
    body,
    headers: {
      'x-monitor-event-id': row.eventId,
      'idempotency-key': row.eventId,
      'x-monitor-event-type': news.type,
      'x-monitor-delivery-attempt': String(row.attempts),
      'x-monitor-signature': signatureHeader(target.secret, body, Math.floor(Date.now() / 1000)),
    },
    policy: deps.policy,
    timeoutMs: deps.config.notify.webhookTimeoutMs,
  });
  const durationMs = performance.now() - started;
  const recipient = target.label;
  return res.ok
    ? { kind: 'delivered', statusCode: res.statusCode, recipient, durationMs }
    : {
        kind: 'error',
        error: res.error,
        permanent: res.permanent,
        statusCode: res.statusCode,
        recipient,
        durationMs,
      };
}
