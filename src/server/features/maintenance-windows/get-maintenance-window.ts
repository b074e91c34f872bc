// GET /api/maintenance-windows/{id}: one window of the caller's workspace, or 404.
import type { MaintenanceWindow } from '../../../contracts/maintenance-windows.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { loadWindow } from './window-dto.js';

export function getMaintenanceWindow(
  db: Db,
  actor: Actor,
  id: number,
  now = new Date(),
): Promise<MaintenanceWindow> {
  return loadWindow(db, actor.workspaceId, id, now);
}
