// The Subscribers part of a page on the management screen: how many, and each one masked.
import { and, desc, eq } from 'drizzle-orm';
import { STATUS_PAGE_MSG } from '../../../../contracts/status-pages.js';
import type { SubscriberDto, SubscriberList } from '../../../../contracts/status-subscribers.js';
import type { Actor } from '../../../auth/actor.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { statusPageSubscribers, statusPages } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';

/** The page of the caller's workspace, or 404. */
export async function ownPage(db: DbOrTx, actor: Actor, pageId: number) {
  const [page] = await db
    .select({ id: statusPages.id, title: statusPages.title, slug: statusPages.slug })
    .from(statusPages)
    .where(and(eq(statusPages.id, pageId), eq(statusPages.workspaceId, actor.workspaceId)));
  if (!page) throw notFound(STATUS_PAGE_MSG.notFound);
  return page;
}

export const subscriberColumns = {
  id: statusPageSubscribers.id,
  kind: statusPageSubscribers.kind,
  label: statusPageSubscribers.label,
  confirmedAt: statusPageSubscribers.confirmedAt,
  createdAt: statusPageSubscribers.createdAt,
};

export const toSubscriberDto = (r: {
  id: number;
  kind: 'email' | 'webhook';
  label: string;
  confirmedAt: Date | null;
  createdAt: Date;
}): SubscriberDto => ({
  id: r.id,
  kind: r.kind,
  label: r.label,
  confirmed: r.confirmedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

export async function listSubscribers(
  db: Db,
  actor: Actor,
  pageId: number,
): Promise<SubscriberList> {
  await ownPage(db, actor, pageId);
  const rows = await db
    .select(subscriberColumns)
    .from(statusPageSubscribers)
    .where(eq(statusPageSubscribers.pageId, pageId))
    .orderBy(desc(statusPageSubscribers.createdAt), desc(statusPageSubscribers.id));
  const subscribers = rows.map(toSubscriberDto);
  return {
    confirmedEmails: subscribers.filter((s) => s.kind === 'email' && s.confirmed).length,
    pendingEmails: subscribers.filter((s) => s.kind === 'email' && !s.confirmed).length,
    webhooks: subscribers.filter((s) => s.kind === 'webhook').length,
    subscribers,
  };
}
