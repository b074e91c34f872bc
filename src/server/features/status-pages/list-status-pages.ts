import { asc, eq } from 'drizzle-orm';
import type { StatusPage } from '../../../contracts/status-pages.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { statusPages } from '../../db/schema/index.js';
import { toStatusPageDtos } from './status-page-dto.js';

/** The workspace's pages, by title. */
export async function listStatusPages(db: Db, actor: Actor): Promise<StatusPage[]> {
  const rows = await db
    .select()
    .from(statusPages)
    .where(eq(statusPages.workspaceId, actor.workspaceId))
    .orderBy(asc(statusPages.title), asc(statusPages.id));
  return toStatusPageDtos(db, rows);
}
