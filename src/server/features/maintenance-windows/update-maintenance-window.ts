// PUT /api/maintenance-windows/{id}: the window as newly written. What already happened stays as
// it happened (past occurrences are history, and uptime figures were made with them); the one in
// progress takes the new end (or ends now, if the new plan has none running now); the ones not
// started yet are replaced by the new plan's.
import { and, eq, gt, lte } from 'drizzle-orm';
import {
  MAINTENANCE_MSG,
  type MaintenanceWindow,
  type MaintenanceWindowInput,
} from '../../../contracts/maintenance-windows.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { maintenanceOccurrences, maintenanceWindows } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { planWindow } from './plan-window.js';
import { lockWindow, loadWindow } from './window-dto.js';
import { writeOccurrences, writeProperties } from './write-window-parts.js';

export async function updateMaintenanceWindow(
  db: Db,
  actor: Actor,
  id: number,
  input: MaintenanceWindowInput,
  now = new Date(),
): Promise<MaintenanceWindow> {
  return db.transaction(async (tx) => {
    const existing = await lockWindow(tx, actor.workspaceId, id);
    if (existing.cancelledAt) throw new AppError('conflict', MAINTENANCE_MSG.cancelled);
    const plan = await planWindow(tx, actor.workspaceId, input);
    await tx
      .update(maintenanceWindows)
      .set({
        title: plan.title,
        description: plan.description,
        allProperties: plan.allProperties,
        startsAt: plan.startsAt,
        endsAt: plan.endsAt,
        timeZone: plan.timeZone,
        rrule: plan.rrule,
        updatedAt: now,
      })
      .where(eq(maintenanceWindows.id, id));
    await writeProperties(tx, id, plan.propertyIds);

    const o = maintenanceOccurrences;
    await tx.delete(o).where(and(eq(o.windowId, id), gt(o.startsAt, now)));
    const [running] = await tx
      .select()
      .from(o)
      .where(and(eq(o.windowId, id), lte(o.startsAt, now), gt(o.endsAt, now)));
    const covering = plan.occurrences.find((p) => p.startsAt <= now && p.endsAt > now);
    if (running) {
      await tx
        .update(o)
        .set({ endsAt: covering ? covering.endsAt : now, endedEarly: !covering })
        .where(and(eq(o.windowId, id), eq(o.startsAt, running.startsAt)));
    }
    const added = plan.occurrences.filter((p) => p.startsAt > now || (!running && p === covering));
    await writeOccurrences(tx, id, actor.workspaceId, added, now);
    return loadWindow(tx, actor.workspaceId, id, now);
  });
}
