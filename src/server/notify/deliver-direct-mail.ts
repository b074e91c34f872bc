// Sends a queued direct mail (queue-direct-mail.ts), its sealed one-time link filled in. Once the
// mail is finished its body and link leave the outbox (finish-notification.ts): the outbox is not
// where secrets should linger.
import type { ClaimedNotification } from './claim-notifications.js';
import type { DeliveryDeps } from './delivery-deps.js';
import type { Outcome } from './finish-notification.js';
import { messageIdFor } from './mailer.js';
import type { DirectMailPayload } from './queue-direct-mail.js';
import { openLink, withLink } from './sealed-link.js';
import { sendMail } from './send-mail.js';

export const LINK_UNREADABLE =
  'The link of this mail was sealed with another key (MAIL_LINK_KEY or DATA_DIR/mail-link.key changed): ask for a new one';

export async function deliverDirectMail(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const p = row.payload as DirectMailPayload | null;
  if (!p?.to || !p.text) return { kind: 'skipped', reason: 'Nothing to send' };
  let body = { text: p.text, html: p.html };
  if (p.link) {
    const link = openLink(deps.config, p.link);
    if (!link) return { kind: 'error', error: LINK_UNREADABLE, permanent: true, recipient: p.to };
    body = withLink(body, link);
  }
  return sendMail(deps, {
    to: [p.to],
    subject: p.subject,
    ...body,
    messageId: messageIdFor(row.eventId, deps.mailer.from),
  });
}
