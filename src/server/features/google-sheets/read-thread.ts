// Worker thread entry (built as dist/server/import-read-worker.js): reads uploaded files, one at a
// time, checks every row as the property form would (validate-rows.ts), plans the rows against
// the workspace's properties (plan-slices.ts) and sends back each slice as the JSON text it is
// staged from, then the preview: the web thread does no work per row. Its heap is limited and its
// time watched by read-pool.ts.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../lib/errors.js';
import { lowerThreadPriority } from '../../lib/thread-priority.js';
import { createTargetPolicy, type TargetPolicyOptions } from '../../monitoring/target-policy.js';
import { planSlices, type PlannedPreview, type Planning } from './plan-slices.js';
import { readSpreadsheet, type FileKind } from './read-spreadsheet.js';
import type { SheetCeilings } from './sheet-dimension.js';
import { validateRows } from './validate-rows.js';

export type ReadJob = {
  id: number;
  kind: FileKind;
  data: Uint8Array;
  /** the installation's target policy, which every row's address must pass */
  policy: TargetPolicyOptions;
  /** what the rows are planned against */
  planning: Planning;
  ceilings?: SheetCeilings;
  /** the nice value this thread reads at */
  nice: number;
};
export type ReadMessage = { id: number } & (
  | { type: 'checked'; total: number }
  | { type: 'rows'; json: Uint8Array }
  | { type: 'done'; preview: PlannedPreview }
  | { type: 'failed'; code: AppError['code']; message: string }
  | { type: 'crashed'; message: string }
);

const send = (m: ReadMessage, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(m, transfer);

parentPort!.on('message', (job: ReadJob) => {
  // parsing waits for the web thread, never the other way
  lowerThreadPriority(job.nice);
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  readSpreadsheet(job.kind, data, job.ceilings)
    .then((records) => {
      const checked = validateRows(records, createTargetPolicy(job.policy));
      send({ id: job.id, type: 'checked', total: checked.valid.length + checked.refused.length });
      const slices = planSlices(checked, job.planning);
      for (;;) {
        const next = slices.next();
        if (next.done) return send({ id: job.id, type: 'done', preview: next.value });
        // moved, not copied: the bytes leave this thread
        send({ id: job.id, type: 'rows', json: next.value }, [next.value.buffer as ArrayBuffer]);
      }
    })
    .catch((e: unknown) => {
      if (e instanceof AppError) {
        send({ id: job.id, type: 'failed', code: e.code, message: e.message });
      } else {
        send({ id: job.id, type: 'crashed', message: e instanceof Error ? e.message : String(e) });
      }
    });
});
