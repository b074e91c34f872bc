import { and, eq } from 'drizzle-orm';
import { STATUS_PAGE_MSG, type StatusPageDetail } from '../../../contracts/status-pages.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { statusPages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { draftIncidents } from './draft-incidents.js';
import { pageIncidents } from './page-incidents.js';
import { toStatusPageDtos } from './status-page-dto.js';

/** One page of the workspace with its incidents and drafts; 404 for another workspace's. */
export async function getStatusPage(db: Db, actor: Actor, id: number): Promise<StatusPageDetail> {
  const [row] = await db
    .select()
    .from(statusPages)
    .where(and(eq(statusPages.id, id), eq(statusPages.workspaceId, actor.workspaceId)));
  if (!row) throw notFound(STATUS_PAGE_MSG.notFound);
  const [page] = await toStatusPageDtos(db, [row]);
  const incidents = await pageIncidents(db, id);
  return { ...page!, incidents, draftIncidents: await draftIncidents(db, row, incidents) };
}
