// Run Diagnostics as data: one row per property, its check request (one POST per property in
// turn) and then the outcome the live stream reports for it. Pure, so the tally is tested alone.
import { DIAGNOSTICS_MSG, diagnosticsSummary } from '../../../../contracts/diagnostics.js';
import { NOT_CONFIRMED_DEGRADED } from '../../../../contracts/locations.js';
import type { CheckOutcome } from '../../../../contracts/monitoring.js';
import type { Property } from '../../../../contracts/properties.js';
import type { ToastInput } from '../../../components/ui/toast/index.js';

/** waiting: not asked yet; requesting: call under way; sent: accepted; failed: refused. */
export type RequestState = 'waiting' | 'requesting' | 'sent' | 'failed';

export type DiagnosticsRow = {
  propertyId: number;
  name: string;
  request: RequestState;
  /** the server's message when the request failed */
  error: string | null;
  /** the first check outcome reported after the request went out */
  outcome: CheckOutcome | null;
  /** no outcome arrived in time */
  expired: boolean;
};

/** Beyond a property's own timeout: the scheduler's tick and a queue of due checks. */
export const RESULT_GRACE_MS = 15_000;

export function initialRows(
  properties: readonly Pick<Property, 'id' | 'name'>[],
): DiagnosticsRow[] {
  return properties.map((p) => ({
    propertyId: p.id,
    name: p.name,
    request: 'waiting',
    error: null,
    outcome: null,
    expired: false,
  }));
}

/** How long to wait for outcomes after the last request: the longest timeout plus a margin. */
export function resultDeadlineMs(properties: readonly Pick<Property, 'timeoutMs'>[]): number {
  return Math.max(0, ...properties.map((p) => p.timeoutMs)) + RESULT_GRACE_MS;
}

export function setRequest(
  rows: DiagnosticsRow[],
  propertyId: number,
  request: RequestState,
  error: string | null = null,
): DiagnosticsRow[] {
  return rows.map((r) => (r.propertyId === propertyId ? { ...r, request, error } : r));
}

/**
 * Takes the first outcome per property once its request has gone out (a late one too, after
 * the deadline); later ones are ignored.
 */
export function applyOutcomes(rows: DiagnosticsRow[], results: CheckOutcome[]): DiagnosticsRow[] {
  let changed = false;
  const next = rows.map((r) => {
    if (r.outcome || (r.request !== 'requesting' && r.request !== 'sent')) return r;
    const found = results.find((o) => o.propertyId === r.propertyId);
    if (!found) return r;
    changed = true;
    return { ...r, outcome: found, expired: false };
  });
  return changed ? next : rows;
}

/** At the deadline, rows still without an outcome say so instead of seeming to wait for ever. */
export function expireWaiting(rows: DiagnosticsRow[]): DiagnosticsRow[] {
  return rows.map((r) => (r.request === 'sent' && !r.outcome ? { ...r, expired: true } : r));
}

export const isAwaitingOutcome = (rows: DiagnosticsRow[]) =>
  rows.some((r) => r.request === 'sent' && !r.outcome && !r.expired);

export type Tally = { succeeded: number; issues: number };

/** Spec commercial §8: a check call that was accepted succeeded; a refused one had issues. */
export function tally(rows: readonly DiagnosticsRow[]): Tally {
  return {
    succeeded: rows.filter((r) => r.request === 'sent').length,
    issues: rows.filter((r) => r.request === 'failed').length,
  };
}

/** Destructive unless every check succeeded. */
export function completionToast({ succeeded, issues }: Tally): ToastInput {
  return {
    title: DIAGNOSTICS_MSG.completeTitle,
    description: diagnosticsSummary(succeeded, issues),
    variant: issues === 0 ? 'success' : 'destructive',
  };
}

export const noPropertiesToast = (): ToastInput => ({
  title: DIAGNOSTICS_MSG.noPropertiesTitle,
  description: DIAGNOSTICS_MSG.noPropertiesBody,
  variant: 'destructive',
});

export const failedToast = (): ToastInput => ({
  title: DIAGNOSTICS_MSG.failedTitle,
  description: DIAGNOSTICS_MSG.failedBody,
  variant: 'destructive',
});

export type RowStatus = {
  kind: 'queued' | 'working' | 'up' | 'timeout' | 'unreachable' | 'failed' | 'no-result';
  text: string;
};

/** What one row says, in words (the icon and colour only repeat it). */
export function rowStatus(row: DiagnosticsRow, formatMs: (ms: number) => string): RowStatus {
  if (row.request === 'failed') return { kind: 'failed', text: `Check failed: ${row.error ?? ''}` };
  if (row.outcome?.outcome === 'up') {
    const ms = row.outcome.rttMs;
    return { kind: 'up', text: ms === null ? 'Up' : `Up · ${formatMs(ms)}` };
  }
  // the location was degraded: this failure says nothing about the property (issue 28)
  if (row.outcome?.notConfirmed) return { kind: 'no-result', text: NOT_CONFIRMED_DEGRADED };
  if (row.outcome?.outcome === 'timeout') return { kind: 'timeout', text: 'Timeout: no reply' };
  if (row.outcome?.outcome === 'unreachable') return { kind: 'unreachable', text: 'Unreachable' };
  if (row.expired) return { kind: 'no-result', text: 'No result received yet' };
  if (row.request === 'waiting') return { kind: 'queued', text: 'Queued' };
  if (row.request === 'requesting') return { kind: 'working', text: 'Requesting check...' };
  return { kind: 'working', text: 'Checking...' };
}
