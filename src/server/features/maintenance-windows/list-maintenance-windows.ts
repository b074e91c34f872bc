// GET /api/maintenance-windows: the workspace's windows, newest first (the screen groups them).
import type { MaintenanceWindow } from '../../../contracts/maintenance-windows.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { loadWindows } from './window-dto.js';

export function listMaintenanceWindows(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<MaintenanceWindow[]> {
  return loadWindows(db, actor.workspaceId, now);
}
