// The preview an import shows, gathered a row at a time as the rows are planned: the counts of
// every action, the first rows of each (PREVIEW_SAMPLE), and the refused rows' errors in row
// order (the first MAX_LISTED_ERRORS). Only what the answer can show is kept.
import { propertyFit } from '../../../contracts/entitlements.js';
import { PREVIEW_SAMPLE, type ImportPreviewRow } from '../../../contracts/google-sheets.js';
import type { PlanId } from '../../../contracts/plans.js';
import { MAX_LISTED_ERRORS, type PreviewState } from './import-state.js';
import type { PlanOutcome } from './plan-import.js';
import type { ImportRecord, RefusedRow } from './validate-rows.js';

type RefusedPreviewRow = Omit<ImportPreviewRow, 'action' | 'propertyId'>;

export function createPreviewBuilder(seesIps: boolean) {
  const counts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  const rows: ImportPreviewRow[] = [];
  // Rows come in file order, each refused one with at least one error: the first
  // MAX_LISTED_ERRORS of them hold every error and sample row the answer can list.
  const planRefused: RefusedPreviewRow[] = [];
  let planRefusedCount = 0;

  return {
    add(outcome: PlanOutcome) {
      if (outcome.refused) {
        planRefusedCount++;
        if (planRefused.length < MAX_LISTED_ERRORS) {
          planRefused.push({ ...recordFields(outcome.record), errors: outcome.refused });
        }
        return;
      }
      const { record, action, propertyId, shownIp } = outcome;
      if (++counts[action] > PREVIEW_SAMPLE) return;
      const fields = recordFields(record);
      rows.push({
        ...fields,
        ipAddress: shownIp ?? fields.ipAddress,
        action,
        propertyId,
        errors: [],
      });
    },
    /** with the rows refused by validation, the workspace's property count and its plan */
    finish(invalid: RefusedRow[], current: number, plan: PlanId): PreviewState {
      const refusedRows = [
        ...invalid.slice(0, MAX_LISTED_ERRORS).map(({ raw, errors }) => ({
          row: raw.row,
          name: raw.name ?? '',
          address: raw.address ?? '',
          ipAddress: raw.ipAddress ?? '',
          type: null,
          description: raw.description || null,
          group: raw.group || null,
          errors,
        })),
        ...planRefused,
      ].sort((a, b) => a.row - b.row);
      counts.refused = invalid.length + planRefusedCount;
      const all = [...rows];
      for (const r of refusedRows.slice(0, PREVIEW_SAMPLE)) {
        all.push({ ...r, action: 'refused', propertyId: null });
      }
      all.sort((a, b) => a.row - b.row);
      const fit = propertyFit(plan, current, counts.create);
      return {
        counts,
        rows: all,
        errors: refusedRows.flatMap((r) => r.errors).slice(0, MAX_LISTED_ERRORS),
        limit: fit.fits ? null : { limit: fit.limit, current, fits: fit.room },
        canCommit: fit.fits,
        seesIps,
      };
    },
  };
}

const recordFields = (r: ImportRecord) => ({
  row: r.row,
  name: r.name,
  address: r.address,
  ipAddress: r.ipAddress,
  type: r.type,
  description: r.description,
  group: r.group,
});
