// The page's admin adds a webhook URL that gets the page's news (anonymous visitors cannot:
// decision 030). The URL passes the outgoing target policy as every webhook does (checked again
// when sending); the signing secret is answered this once.
import { and, eq } from 'drizzle-orm';
import {
  SUBSCRIBER_MSG,
  type WebhookSubscriberCreated,
} from '../../../../contracts/status-subscribers.js';
import type { Actor } from '../../../auth/actor.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { statusPageSubscribers } from '../../../db/schema/index.js';
import { AppError, badRequest } from '../../../lib/errors.js';
import { createTargetPolicy } from '../../../monitoring/target-policy.js';
import { sealLink } from '../../../notify/sealed-link.js';
import { newWebhookSecret } from '../../../notify/webhook-signature.js';
import { checkWebhookUrl } from '../../../notify/webhook-target.js';
import { ownPage, subscriberColumns, toSubscriberDto } from './list-subscribers.js';
import { unsubscribeLink } from '../../../notify/status-news/subscriber-links.js';
import { hashLinkToken, newLinkToken } from '../../../notify/status-news/subscriber-tokens.js';

export async function addWebhookSubscriber(
  db: Db,
  config: Config,
  actor: Actor,
  pageId: number,
  url: string,
): Promise<WebhookSubscriberCreated> {
  const page = await ownPage(db, actor, pageId);
  const check = await checkWebhookUrl(url, createTargetPolicy(config.monitor));
  if (!check.ok) throw badRequest(check.reason);
  const s = statusPageSubscribers;
  const [taken] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.pageId, pageId), eq(s.url, url)));
  if (taken) throw new AppError('conflict', SUBSCRIBER_MSG.webhookTaken);
  const secret = newWebhookSecret();
  // a webhook is removed by the admin, but the row needs an unsubscribe token like any other
  const unsubscribe = newLinkToken();
  const [row] = await db
    .insert(s)
    .values({
      pageId,
      kind: 'webhook',
      url,
      secret,
      label: new URL(url).host,
      unsubscribeTokenHash: hashLinkToken(unsubscribe),
      unsubscribeLinkSealed: sealLink(config, unsubscribeLink(config, page.slug, unsubscribe)),
      confirmedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning(subscriberColumns);
  if (!row) throw new AppError('conflict', SUBSCRIBER_MSG.webhookTaken);
  return { ...toSubscriberDto(row), secret };
}
