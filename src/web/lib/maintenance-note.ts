// The words beside an uptime figure that leaves planned maintenance out (issue 27).
import { maintenanceNote } from '../../contracts/maintenance-windows.js';

/** ", excluding 2 h of planned maintenance", or nothing without maintenance. */
export function noteSuffix(ms: number): string {
  const note = maintenanceNote(ms);
  return note ? `, ${note}` : '';
}
