// POST /api/maintenance-windows/{id}/end: the occurrence in progress ends now. Later occurrences
// of a recurring window stay. A property still down is alerted at once, by the worker's next
// pass over ended occurrences (alert-after-maintenance.ts).
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

export async function endMaintenanceWindow(
  db: Db,
  actor: Actor,
  id: number,
  now = new Date(),
): Promise<MaintenanceWindow> {
  return db.transaction(async (tx) => {
    const w = await lockWindow(tx, actor.workspaceId, id);
    const o = maintenanceOccurrences;
    const ended = await tx
      .update(o)
      .set({ endsAt: now, endedEarly: true })
      .where(and(eq(o.windowId, id), lte(o.startsAt, now), gt(o.endsAt, now)))
      .returning({ startsAt: o.startsAt });
    if (ended.length === 0) throw new AppError('conflict', MAINTENANCE_MSG.notInProgress);
    // the row's own change announces the workspace's list anew (trigger maintenance_windows_changed)
    await tx
      .update(maintenanceWindows)
      .set({ updatedAt: now })
      .where(eq(maintenanceWindows.id, id));
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'maintenance.ended',
      message: `Maintenance "${w.title}" ended early`,
    });
    return loadWindow(tx, actor.workspaceId, id, now);
  });
}
