// Plans an import's checked rows against the workspace's properties a slice at a time and gathers
// the preview as it goes: each slice comes out as the JSON it is staged from (staged-rows.ts),
// the preview at the end. Pure, so it runs where the rows are: in the reading thread for a file
// (read-thread.ts: the web thread never holds the rows), on the web thread, in steps, for a sheet.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { PlanId } from '../../../contracts/plans.js';
import type { PreviewState } from './import-state.js';
import { createPlanner, type ExistingProperty, type ImportGroup } from './plan-import.js';
import { createPreviewBuilder } from './preview-builder.js';
import { stagedRowOf, stagedRowsBytes, type StagedRow } from './staged-row-json.js';
import type { CheckedRows } from './validate-rows.js';

/** What the rows are planned against: one snapshot of the workspace (workspace-snapshot.ts). */
export type Planning = {
  /** the workspace's properties as a JSON array of ExistingProperty */
  existing: string;
  /** false: the caller sees addresses masked; rows are matched as they see them (plan-import) */
  seesIps: boolean;
  plan: PlanId;
  /** the groups a row's `group` cell may name (none given: a row naming one is refused) */
  groups?: ImportGroup[];
};
/** The preview of planned rows, before the fingerprint of what they were planned against. */
export type PlannedPreview = Omit<PreviewState, 'fingerprint'>;
/** Where planned rows go: their count once checked, then each slice's JSON (UTF-8) in file order. */
export type RowSink = {
  checked: (total: number) => Promise<void>;
  rows: (json: Uint8Array) => Promise<void>;
};
/** Plans checked rows (wherever they were read) and stages them through the sink. */
export type PlanRows = (planning: Planning, sink: RowSink) => Promise<PlannedPreview>;

/** Rows planned per slice (one staging statement each). */
export const SLICE = 2000;

export function* planSlices(
  checked: CheckedRows,
  planning: Planning,
): Generator<Uint8Array, PlannedPreview, void> {
  const existing = JSON.parse(planning.existing) as ExistingProperty[];
  const planner = createPlanner(existing, { seesIps: planning.seesIps, groups: planning.groups });
  const builder = createPreviewBuilder(planning.seesIps);
  const { valid } = checked;
  for (let i = 0; i < valid.length; i += SLICE) {
    const staged: StagedRow[] = [];
    for (const record of valid.slice(i, i + SLICE)) {
      const outcome = planner.plan(record);
      builder.add(outcome);
      staged.push(stagedRowOf(record, outcome));
    }
    yield stagedRowsBytes(staged);
  }
  return builder.finish(checked.refused, existing.length, planning.plan);
}

/** Rows checked on the web thread (a linked sheet's), planned there a slice per turn of the loop. */
export const planOnThisThread =
  (check: () => Promise<CheckedRows>): PlanRows =>
  async (planning, sink) => {
    const checked = await check();
    await sink.checked(checked.valid.length + checked.refused.length);
    const slices = planSlices(checked, planning);
    for (;;) {
      const next = slices.next();
      if (next.done) return next.value;
      await sink.rows(next.value);
      await yieldToEventLoop();
    }
  };
