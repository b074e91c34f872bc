// POST /api/maintenance-windows: the window, its properties and its occurrences in one go.
import type {
  MaintenanceWindow,
  MaintenanceWindowInput,
} from '../../../contracts/maintenance-windows.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { activityEvents, maintenanceWindows } from '../../db/schema/index.js';
import { queueMaintenanceNews } from '../../notify/status-news/queue-maintenance-news.js';
import { planWindow } from './plan-window.js';
import { writeOccurrences, writeProperties } from './write-window-parts.js';
import { loadWindow } from './window-dto.js';

export async function createMaintenanceWindow(
  db: Db,
  actor: Actor,
  input: MaintenanceWindowInput,
  now = new Date(),
): Promise<MaintenanceWindow> {
  return db.transaction(async (tx) => {
    const plan = await planWindow(tx, actor.workspaceId, input);
    const [row] = await tx
      .insert(maintenanceWindows)
      .values({
        workspaceId: actor.workspaceId,
        title: plan.title,
        description: plan.description,
        allProperties: plan.allProperties,
        startsAt: plan.startsAt,
        endsAt: plan.endsAt,
        timeZone: plan.timeZone,
        rrule: plan.rrule,
        createdBy: actor.userId,
      })
      .returning({ id: maintenanceWindows.id });
    const id = row!.id;
    await writeProperties(tx, id, plan.propertyIds);
    await writeOccurrences(tx, id, actor.workspaceId, plan.occurrences, now);
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'maintenance.scheduled',
      message: `Maintenance "${plan.title}" scheduled`,
    });
    const first = plan.occurrences[0];
    if (input.announce && first) {
      await queueMaintenanceNews(tx, {
        id,
        workspaceId: actor.workspaceId,
        title: plan.title,
        description: plan.description,
        allProperties: plan.allProperties,
        propertyIds: plan.propertyIds,
        startsAt: first.startsAt,
        endsAt: first.endsAt,
        recurring: plan.occurrences.length > 1,
      });
    }
    return loadWindow(tx, actor.workspaceId, id, now);
  });
}
