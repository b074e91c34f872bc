// DELETE /api/maintenance-windows/{id}: cancels the window. Occurrences not started yet go; one in
// progress ends now; those that happened stay, as the uptime figures made with them do. The
// window stays listed (under past, "Cancelled") so what happened can still be read.
import { and, eq, gt, lte } from 'drizzle-orm';
import { MAINTENANCE_MSG, type MaintenanceWindow } from '../../../contracts/maintenance-windows.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import {
  activityEvents,
  maintenanceOccurrences,
  maintenanceWindows,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { lockWindow, loadWindow } from './window-dto.js';

export async function cancelMaintenanceWindow(
  db: Db,
  actor: Actor,
  id: number,
  now = new Date(),
): Promise<MaintenanceWindow> {
  return db.transaction(async (tx) => {
    const w = await lockWindow(tx, actor.workspaceId, id);
    if (w.cancelledAt) throw new AppError('conflict', MAINTENANCE_MSG.cancelled);
    const o = maintenanceOccurrences;
    await tx.delete(o).where(and(eq(o.windowId, id), gt(o.startsAt, now)));
    await tx
      .update(o)
      .set({ endsAt: now, endedEarly: true })
      .where(and(eq(o.windowId, id), lte(o.startsAt, now), gt(o.endsAt, now)));
    await tx
      .update(maintenanceWindows)
      .set({ cancelledAt: now, updatedAt: now })
      .where(eq(maintenanceWindows.id, id));
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'maintenance.cancelled',
      message: `Maintenance "${w.title}" cancelled`,
    });
    return loadWindow(tx, actor.workspaceId, id, now);
  });
}
