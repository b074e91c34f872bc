// Marks one of the workspace's alerts read; another workspace's id is a 404 like a missing one.
import { and, eq } from 'drizzle-orm';
import type { Alert } from '../../../contracts/monitoring.js';
import type { Db } from '../../db/client.js';
import { toAlertDto } from '../../data/alert-dto.js';
import { alerts } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export async function markAlertRead(
  db: Db,
  opts: { workspaceId: string; id: number },
): Promise<Alert> {
  const [row] = await db
    .update(alerts)
    .set({ isRead: true })
    .where(and(eq(alerts.id, opts.id), eq(alerts.workspaceId, opts.workspaceId)))
    .returning();
  if (!row) throw notFound('Alert not found');
  return toAlertDto(row);
}
