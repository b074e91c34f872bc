// A shown property's state and the page's overall state, from the properties' statuses.
import type { PropertyStatus } from '../../../contracts/properties.js';
import type { OverallState, ShownState } from '../../../contracts/status-page-model.js';

export function shownStateOf(status: PropertyStatus, inMaintenance: boolean): ShownState {
  if (inMaintenance) return 'maintenance';
  if (status === 'online') return 'operational';
  if (status === 'timeout') return 'degraded';
  if (status === 'offline') return 'outage';
  return 'unknown';
}

/** Major outage when every property with a known state is down; partial when some are. */
export function overallStateOf(states: readonly ShownState[]): OverallState {
  const known = states.filter((s) => s !== 'unknown');
  const down = known.filter((s) => s === 'outage' || s === 'degraded');
  const active = known.filter((s) => s !== 'maintenance');
  if (down.length > 0 && down.length === active.length && down.some((s) => s === 'outage')) {
    return 'major_outage';
  }
  if (down.length > 0) return 'partial_outage';
  if (known.some((s) => s === 'maintenance')) return 'maintenance';
  return 'operational';
}
