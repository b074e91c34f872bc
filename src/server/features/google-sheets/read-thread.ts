// Worker thread entry (built as dist/server/import-read-worker.js): reads uploaded files, one at a
// time, checks every row as the property form would (validate-rows.ts), and sends the rows back
// in slices, so the web thread takes them in small steps between its other work. Its heap is
// limited and its time watched by read-pool.ts.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../lib/errors.js';
import { createTargetPolicy, type TargetPolicyOptions } from '../../monitoring/target-policy.js';
import { readSpreadsheet, type FileKind } from './read-spreadsheet.js';
import type { SheetCeilings } from './sheet-dimension.js';
import { validateRows, type ImportRecord, type RefusedRow } from './validate-rows.js';

export type ReadJob = {
  id: number;
  kind: FileKind;
  data: Uint8Array;
  /** the installation's target policy, which every row's address must pass */
  policy: TargetPolicyOptions;
  ceilings?: SheetCeilings;
};
export type ReadMessage = { id: number } & (
  | { type: 'valid'; rows: ImportRecord[] }
  | { type: 'invalid'; rows: RefusedRow[] }
  | { type: 'done' }
  | { type: 'failed'; code: AppError['code']; message: string }
  | { type: 'crashed'; message: string }
);

const SLICE = 2000;
const send = (m: ReadMessage) => parentPort!.postMessage(m);

parentPort!.on('message', (job: ReadJob) => {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  readSpreadsheet(job.kind, data, job.ceilings).then(
    (records) => {
      const { valid, refused } = validateRows(records, createTargetPolicy(job.policy));
      for (let i = 0; i < valid.length; i += SLICE) {
        send({ id: job.id, type: 'valid', rows: valid.slice(i, i + SLICE) });
      }
      for (let i = 0; i < refused.length; i += SLICE) {
        send({ id: job.id, type: 'invalid', rows: refused.slice(i, i + SLICE) });
      }
      send({ id: job.id, type: 'done' });
    },
    (e: unknown) => {
      if (e instanceof AppError) {
        send({ id: job.id, type: 'failed', code: e.code, message: e.message });
      } else {
        send({ id: job.id, type: 'crashed', message: e instanceof Error ? e.message : String(e) });
      }
    },
  );
});
