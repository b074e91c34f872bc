import { describe, expect, it } from 'vitest';
import type { CheckOutcome } from '../../../../contracts/monitoring.js';
import {
  applyOutcomes,
  completionToast,
  expireWaiting,
  initialRows,
  isAwaitingOutcome,
  resultDeadlineMs,
  rowStatus,
  setRequest,
  tally,
  type DiagnosticsRow,
} from './diagnostics.js';

const props = [
  { id: 1, name: 'Elm', timeoutMs: 5000 },
  { id: 2, name: 'Oak', timeoutMs: 1000 },
  { id: 3, name: 'Ash', timeoutMs: 2000 },
];
const outcome = (propertyId: number, o: CheckOutcome['outcome'], rttMs: number | null = null) => ({
  propertyId,
  outcome: o,
  rttMs,
  checkedAt: '2026-11-23T12:00:00.000Z',
});
const ms = (v: number) => `${v} ms`;
const texts = (rows: DiagnosticsRow[]) => rows.map((r) => rowStatus(r, ms).text);

describe('diagnostics tally and toast', () => {
  it('counts accepted check calls as succeeded and refused ones as issues', () => {
    let rows = initialRows(props);
    rows = setRequest(rows, 1, 'sent');
    rows = setRequest(rows, 2, 'failed', 'Property not found');
    rows = setRequest(rows, 3, 'sent');
    expect(tally(rows)).toEqual({ succeeded: 2, issues: 1 });
    expect(completionToast(tally(rows))).toEqual({
      title: 'Diagnostics Complete',
      description:
        "2 succeeded, 1 with issues. Each property's result appears below as its check finishes.",
      variant: 'destructive',
    });
  });

  it('is not destructive when every check succeeded', () => {
    const rows = props.reduce((r, p) => setRequest(r, p.id, 'sent'), initialRows(props));
    expect(completionToast(tally(rows))).toMatchObject({ variant: 'success' });
    expect(completionToast(tally(rows)).description).toMatch(/^3 succeeded, 0 with issues\./);
  });
});

describe('outcomes from the live stream', () => {
  it('fills in the first outcome per property once its request went out', () => {
    let rows = initialRows(props);
    // a routine check before the request is not this run's answer
    rows = applyOutcomes(rows, [outcome(1, 'timeout')]);
    expect(rows[0]!.outcome).toBeNull();
    rows = setRequest(rows, 1, 'requesting');
    rows = applyOutcomes(rows, [outcome(1, 'up', 0.42)]);
    rows = setRequest(rows, 1, 'sent');
    rows = setRequest(rows, 2, 'sent');
    rows = setRequest(rows, 3, 'failed', 'Forbidden');
    rows = applyOutcomes(rows, [outcome(2, 'timeout'), outcome(1, 'unreachable')]);
    expect(texts(rows)).toEqual(['Up · 0.42 ms', 'Timeout: no reply', 'Check failed: Forbidden']);
    expect(isAwaitingOutcome(rows)).toBe(false);
  });

  it('keeps the same rows when an event has nothing for this run (no re-render)', () => {
    const rows = setRequest(initialRows(props), 1, 'sent');
    expect(applyOutcomes(rows, [outcome(99, 'up', 1)])).toBe(rows);
  });

  it('says when no outcome came before the deadline, and what is still pending', () => {
    let rows = setRequest(initialRows(props), 1, 'sent');
    rows = setRequest(rows, 2, 'requesting');
    expect(texts(rows)).toEqual(['Checking...', 'Requesting check...', 'Queued']);
    expect(isAwaitingOutcome(rows)).toBe(true);
    rows = expireWaiting(rows);
    expect(rowStatus(rows[0]!, ms)).toEqual({ kind: 'no-result', text: 'No result received yet' });
    // a late outcome still replaces "no result"
    rows = applyOutcomes(rows, [outcome(1, 'unreachable')]);
    expect(rowStatus(rows[0]!, ms)).toEqual({ kind: 'unreachable', text: 'Unreachable' });
  });

  it('a failure set aside while the monitoring location was degraded is not a timeout', () => {
    let rows = setRequest(initialRows(props), 1, 'sent');
    rows = applyOutcomes(rows, [{ ...outcome(1, 'timeout'), notConfirmed: true }]);
    expect(rowStatus(rows[0]!, ms)).toEqual({
      kind: 'no-result',
      text: 'Not confirmed: monitoring location degraded',
    });
  });

  it('waits for the longest timeout plus a margin', () => {
    expect(resultDeadlineMs(props)).toBe(5000 + 15_000);
    expect(resultDeadlineMs([])).toBe(15_000);
  });
});
