// The live-update events of one recorded batch: status changes, new alerts, and the checks
// themselves with each outcome (the System Overview's diagnostics show them as they arrive).
import type { Alert, CheckOutcome } from '../../contracts/monitoring.js';
import type { PropertyStatus } from '../../contracts/properties.js';
import type { MonitorEvent } from './events.js';
import type { ProbeResult } from './probe/types.js';

/**
 * Outcomes per 'checks' event: about 100 bytes each, so one NOTIFY stays well below
 * PostgreSQL's 8000-byte payload limit however large the batch.
 */
export const OUTCOMES_PER_EVENT = 50;

export type RecordedCheck = {
  workspaceId: string;
  propertyId: number;
  result: Pick<ProbeResult, 'outcome' | 'rttMs'>;
  checkedAt: Date;
  /** the property's status after this check, when it changed */
  newStatus: PropertyStatus | null;
  /** a failure set aside because the location was degraded (decision 027) */
  notConfirmed?: boolean;
};

export type RecordedAlert = {
  id: number;
  workspaceId: string;
  propertyId: number;
  type: Alert['type'];
};

export function batchEvents(checks: RecordedCheck[], alerts: RecordedAlert[]): MonitorEvent[] {
  const out: MonitorEvent[] = [];
  for (const c of checks) {
    if (c.newStatus === null) continue;
    out.push({
      type: 'status',
      workspaceId: c.workspaceId,
      propertyId: c.propertyId,
      status: c.newStatus,
    });
  }
  for (const a of alerts) {
    out.push({
      type: 'alert',
      workspaceId: a.workspaceId,
      propertyId: a.propertyId,
      alertId: a.id,
      alertType: a.type,
    });
  }
  // Checks without a status change still move "last check" and response times on dashboards.
  const byWorkspace = new Map<string, CheckOutcome[]>();
  for (const c of checks) {
    let list = byWorkspace.get(c.workspaceId);
    if (!list) byWorkspace.set(c.workspaceId, (list = []));
    list.push({
      propertyId: c.propertyId,
      outcome: c.result.outcome,
      rttMs: c.result.outcome === 'up' ? c.result.rttMs : null,
      checkedAt: c.checkedAt.toISOString(),
      ...(c.notConfirmed ? { notConfirmed: true as const } : {}),
    });
  }
  for (const [workspaceId, outcomes] of byWorkspace) {
    for (let i = 0; i < outcomes.length; i += OUTCOMES_PER_EVENT) {
      const results = outcomes.slice(i, i + OUTCOMES_PER_EVENT);
      out.push({ type: 'checks', workspaceId, count: results.length, results });
    }
  }
  return out;
}
