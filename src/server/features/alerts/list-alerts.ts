// The workspace's alerts, newest first; older ones stay in the database and in reports.
import { desc, eq } from 'drizzle-orm';
import type { Alert } from '../../../contracts/monitoring.js';
import type { Db } from '../../db/client.js';
import { toAlertDto } from '../../data/alert-dto.js';
import { alerts } from '../../db/schema/index.js';

export const ALERT_LIST_LIMIT = 500;

export async function listAlerts(db: Db, opts: { workspaceId: string }): Promise<Alert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(eq(alerts.workspaceId, opts.workspaceId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(ALERT_LIST_LIMIT);
  return rows.map(toAlertDto);
}
