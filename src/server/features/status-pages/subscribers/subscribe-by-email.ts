// A visitor subscribes an address to a page: double opt-in. The address gets one mail carrying
// only a confirm link; nothing else is sent to it until that link is followed. The caller's
// answer is the same whether the address was new, waiting or confirmed already (no way to learn
// who subscribed), and the requests are limited per address and per network address.
import { and, eq } from 'drizzle-orm';
import {
  SUBSCRIBER_MSG,
  SUBSCRIBES_PER_ADDRESS_PER_HOUR,
  SUBSCRIBES_PER_IP_PER_HOUR,
} from '../../../../contracts/status-subscribers.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { notifications, statusPageSubscribers } from '../../../db/schema/index.js';
import { takeSendAllowance } from '../../../lib/send-limits.js';
import { sealLink } from '../../../notify/sealed-link.js';
import {
  CONFIRM_EVENT,
  type ConfirmPayload,
  type PageRef,
} from '../../../notify/status-news/subscriber-event.js';
import { confirmLink, unsubscribeLink } from '../../../notify/status-news/subscriber-links.js';
import {
  hashLinkToken,
  maskEmail,
  newLinkToken,
} from '../../../notify/status-news/subscriber-tokens.js';

export async function subscribeByEmail(
  db: Db,
  config: Config,
  page: PageRef & { workspaceId: string },
  email: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    // the address's counter row stays locked until commit: one address's requests go one by one
    await takeSendAllowance(
      tx,
      [
        {
          key: `status-subscribe:to:${email}`,
          max: SUBSCRIBES_PER_ADDRESS_PER_HOUR,
          per: 'hour',
          message: SUBSCRIBER_MSG.tooManyForAddress,
        },
        {
          key: `status-subscribe:ip:${ip}`,
          max: SUBSCRIBES_PER_IP_PER_HOUR,
          per: 'hour',
          message: SUBSCRIBER_MSG.tooManyFromNetwork,
        },
      ],
      now,
    );
    const s = statusPageSubscribers;
    const [existing] = await tx
      .select({ id: s.id, confirmedAt: s.confirmedAt })
      .from(s)
      .where(and(eq(s.pageId, page.id), eq(s.email, email)));
    if (existing?.confirmedAt) return; // subscribed already: nothing to send, the same answer
    const confirm = newLinkToken();
    let id = existing?.id;
    if (id !== undefined) {
      // a new link replaces the one sent before
      await tx
        .update(s)
        .set({ confirmTokenHash: hashLinkToken(confirm) })
        .where(eq(s.id, id));
    } else {
      const unsubscribe = newLinkToken();
      const [row] = await tx
        .insert(s)
        .values({
          pageId: page.id,
          kind: 'email',
          email,
          label: maskEmail(email),
          confirmTokenHash: hashLinkToken(confirm),
          unsubscribeTokenHash: hashLinkToken(unsubscribe),
          unsubscribeLinkSealed: sealLink(config, unsubscribeLink(config, page.slug, unsubscribe)),
          createdAt: now,
        })
        .returning({ id: s.id });
      id = row!.id;
    }
    const payload: ConfirmPayload = {
      subscriberId: id,
      page: { id: page.id, title: page.title, slug: page.slug },
      link: sealLink(config, confirmLink(config, page.slug, confirm)),
    };
    await tx.insert(notifications).values({
      workspaceId: page.workspaceId,
      channel: 'email',
      eventType: CONFIRM_EVENT,
      payload,
      summary: `Status page "${page.title}": subscription confirmation`,
      recipient: maskEmail(email),
    });
  });
}
