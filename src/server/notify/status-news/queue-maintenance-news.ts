// A maintenance window scheduled with "announce" ticked: the subscribers of every page of the
// workspace that shows a property it covers get one announcement each (per page, naming only
// that page's properties by their display names). Called inside the transaction that writes it.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queuePageNews } from './queue-page-news.js';

export type AnnouncedWindow = {
  id: number;
  workspaceId: string;
  title: string;
  description: string | null;
  allProperties: boolean;
  propertyIds: number[];
  /** the first occurrence */
  startsAt: Date;
  endsAt: Date;
  recurring: boolean;
};

/** How many rows were queued. */
export async function queueMaintenanceNews(tx: DbOrTx, w: AnnouncedWindow): Promise<number> {
  const covered = w.allProperties
    ? sql`TRUE`
    : sql`sp.property_id = ANY(${`{${w.propertyIds.join(',')}}`}::int[])`;
  const res = await tx.execute<{ id: number; title: string; slug: string; affected: string[] }>(sql`
    SELECT p.id, p.title, p.slug,
           array_agg(coalesce(sp.display_name, pr.name) ORDER BY sp.position) AS affected
      FROM status_pages p
      JOIN status_page_properties sp ON sp.page_id = p.id
      JOIN properties pr ON pr.id = sp.property_id AND pr.workspace_id = p.workspace_id
     WHERE p.workspace_id = ${w.workspaceId} AND ${covered}
     GROUP BY p.id, p.title, p.slug`);
  let queued = 0;
  for (const page of res.rows) {
    queued += await queuePageNews(tx, {
      type: 'status_page.maintenance_scheduled',
      page: { id: page.id, title: page.title, slug: page.slug },
      maintenance: {
        id: w.id,
        title: w.title,
        description: w.description,
        startsAt: w.startsAt.toISOString(),
        endsAt: w.endsAt.toISOString(),
        recurring: w.recurring,
        affected: page.affected,
      },
    });
  }
  return queued;
}
