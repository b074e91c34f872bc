import { and, eq } from 'drizzle-orm';
import { STATUS_PAGE_MSG } from '../../../contracts/status-pages.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { activityEvents, statusPages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** Unpublishes a page; its incidents stay in the workspace (other pages may show them). */
export async function deleteStatusPage(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(statusPages)
      .where(and(eq(statusPages.id, id), eq(statusPages.workspaceId, actor.workspaceId)))
      .returning({ title: statusPages.title });
    if (!row) throw notFound(STATUS_PAGE_MSG.notFound);
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'status_page.deleted',
      message: `Status page "${row.title}" deleted`,
    });
  });
}
