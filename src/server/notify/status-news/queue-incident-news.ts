// An incident posted or updated on a page: its subscribers get the update once each, naming the
// affected properties as the page shows them (display names, never addresses). Called inside the
// transaction that writes the update.
import { and, eq, sql } from 'drizzle-orm';
import type { IncidentState } from '../../../contracts/status-page-model.js';
import type { DbOrTx } from '../../db/client.js';
import {
  incidentProperties,
  properties,
  statusPageProperties,
  statusPages,
  trackedIncidents,
} from '../../db/schema/index.js';
import { queuePageNews } from './queue-page-news.js';
import type { IncidentNews } from './subscriber-event.js';

export async function queueIncidentNews(
  tx: DbOrTx,
  input: {
    type: IncidentNews['type'];
    pageId: number;
    incidentId: number;
    state: IncidentState;
    message: string;
    at: Date;
  },
): Promise<number> {
  const [head] = await tx
    .select({ title: statusPages.title, slug: statusPages.slug, incident: trackedIncidents.title })
    .from(statusPages)
    .innerJoin(trackedIncidents, eq(trackedIncidents.id, input.incidentId))
    .where(eq(statusPages.id, input.pageId));
  if (!head) return 0;
  const affected = await tx
    .select({
      name: sql<string>`coalesce(${statusPageProperties.displayName}, ${properties.name})`,
    })
    .from(incidentProperties)
    .innerJoin(
      statusPageProperties,
      and(
        eq(statusPageProperties.propertyId, incidentProperties.propertyId),
        eq(statusPageProperties.pageId, input.pageId),
      ),
    )
    .innerJoin(properties, eq(properties.id, incidentProperties.propertyId))
    .where(eq(incidentProperties.incidentId, input.incidentId))
    .orderBy(statusPageProperties.position);
  return queuePageNews(tx, {
    type: input.type,
    page: { id: input.pageId, title: head.title, slug: head.slug },
    incident: {
      id: input.incidentId,
      title: head.incident,
      state: input.state,
      message: input.message,
      affected: affected.map((a) => a.name),
      at: input.at.toISOString(),
    },
  });
}
