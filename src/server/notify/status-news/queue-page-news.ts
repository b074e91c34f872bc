// Queues one piece of news for every confirmed subscriber of a page: one outbox row each (one mail
// or one POST per update, never one per property), in the caller's transaction, so the news and
// its delivery commit together and the request itself sends nothing (the delivery worker does,
// retried until delivered, each attempt recorded).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { UPDATE_EVENT, type PageNews } from './subscriber-event.js';

/** How many rows were queued. */
export async function queuePageNews(tx: DbOrTx, news: PageNews): Promise<number> {
  const res = await tx.execute(sql`
    INSERT INTO notifications (workspace_id, channel, event_type, payload, summary, recipient)
    SELECT p.workspace_id,
           CASE s.kind WHEN 'email' THEN 'email' ELSE 'webhook' END,
           ${UPDATE_EVENT},
           jsonb_build_object('subscriberId', s.id, 'news', ${JSON.stringify(news)}::jsonb),
           ${summaryOf(news)},
           s.label
      FROM status_page_subscribers s
      JOIN status_pages p ON p.id = s.page_id
     WHERE s.page_id = ${news.page.id} AND s.confirmed_at IS NOT NULL`);
  return res.rowCount ?? 0;
}

function summaryOf(news: PageNews): string {
  if ('maintenance' in news) {
    const moment = {
      'status_page.maintenance_scheduled': 'announced',
      'status_page.maintenance_started': 'started',
      'status_page.maintenance_ended': 'ended',
    }[news.type];
    return `Status page "${news.page.title}": maintenance "${news.maintenance.title}" ${moment}`;
  }
  return `Status page "${news.page.title}": incident "${news.incident.title}" ${
    news.type === 'status_page.incident_posted' ? 'posted' : 'updated'
  }`;
}
