// Sends one `status_page.*` outbox row to its subscriber: the confirmation mail, or a piece of
// news as a mail (with RFC 8058 one-click unsubscribe headers) or as a signed webhook POST. The
// address is read from the subscriber here and is never copied into the outbox, so a removed
// subscriber is gone everywhere and a row queued before an unsubscribe sends nothing.
import { eq } from 'drizzle-orm';
import { statusPageSubscribers, statusPages } from '../../db/schema/index.js';
import type { ClaimedNotification } from '../claim-notifications.js';
import type { DeliveryDeps } from '../delivery-deps.js';
import { LINK_UNREADABLE } from '../deliver-direct-mail.js';
import type { Outcome } from '../finish-notification.js';
import { messageIdFor } from '../mailer.js';
import { openLink } from '../sealed-link.js';
import { sendMail } from '../send-mail.js';
import { CONFIRM_EVENT, type ConfirmPayload, type UpdatePayload } from './subscriber-event.js';
import { confirmMail, newsMail } from './subscriber-mail.js';
import { pageLink } from './subscriber-links.js';
import { postSubscriberWebhook } from './post-subscriber-webhook.js';

export const isSubscriberMessage = (row: ClaimedNotification) =>
  row.eventType?.startsWith('status_page.') ?? false;

export async function deliverSubscriberMessage(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const p = row.payload as (ConfirmPayload | UpdatePayload) | null;
  if (!p?.subscriberId) return { kind: 'skipped', reason: 'Nothing to send' };
  const [s] = await deps.db
    .select({
      kind: statusPageSubscribers.kind,
      email: statusPageSubscribers.email,
      url: statusPageSubscribers.url,
      secret: statusPageSubscribers.secret,
      label: statusPageSubscribers.label,
      confirmed: statusPageSubscribers.confirmedAt,
      unsubscribe: statusPageSubscribers.unsubscribeLinkSealed,
      slug: statusPages.slug,
    })
    .from(statusPageSubscribers)
    .innerJoin(statusPages, eq(statusPages.id, statusPageSubscribers.pageId))
    .where(eq(statusPageSubscribers.id, p.subscriberId));
  if (!s) return { kind: 'skipped', reason: 'Unsubscribed' };
  const recipient = s.label;

  if (row.eventType === CONFIRM_EVENT) {
    const c = p as ConfirmPayload;
    if (s.confirmed || !s.email) return { kind: 'skipped', reason: 'Confirmed already', recipient };
    const link = openLink(deps.config, c.link);
    if (!link) return { kind: 'error', error: LINK_UNREADABLE, permanent: true, recipient };
    const outcome = await sendMail(deps, {
      to: [s.email],
      ...confirmMail(c.page, link),
      messageId: messageIdFor(row.eventId, deps.mailer.from),
    });
    return { ...outcome, recipient };
  }

  const { news } = p as UpdatePayload;
  if (!s.confirmed) return { kind: 'skipped', reason: 'Not confirmed', recipient };
  if (s.kind === 'webhook' && s.url && s.secret) {
    return postSubscriberWebhook(deps, row, { url: s.url, secret: s.secret, label: s.label }, news);
  }
  if (!s.email) return { kind: 'skipped', reason: 'Nothing to send', recipient };
  const unsubscribe = openLink(deps.config, s.unsubscribe);
  if (!unsubscribe) return { kind: 'error', error: LINK_UNREADABLE, permanent: true, recipient };
  const outcome = await sendMail(deps, {
    to: [s.email],
    ...newsMail(news, pageLink(deps.config, s.slug), unsubscribe),
    messageId: messageIdFor(row.eventId, deps.mailer.from),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return { ...outcome, recipient };
}
