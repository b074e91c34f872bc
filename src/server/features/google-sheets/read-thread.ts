// Worker thread entry (built as dist/server/import-read-worker.js): reads uploaded files, one at a
// time, checks every row as the property form would (validate-rows.ts), and sends the rows back
// in slices, so the web thread takes them in small steps between its other work. Its heap is
// limited and its time watched by read-pool.ts.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
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
  /** the nice value this thread reads at */
  nice: number;
};
export type ReadMessage = { id: number } & (
  | { type: 'valid'; rows: ImportRecord[] }
  | { type: 'invalid'; rows: RefusedRow[] }
  | { type: 'done' }
  | { type: 'failed'; code: AppError['code']; message: string }
  | { type: 'crashed'; message: string }
);

const SLICE = 2000;

// Linux: /proc/thread-self names this thread ("<pid>/task/<tid>"), and setpriority on a thread id
// changes only this thread: parsing waits for the web thread, never the other way.
function lowerPriority(nice: number) {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0 && getPriority(tid) < nice) setPriority(tid, nice);
  } catch {
    // no /proc or not allowed: read at the process's priority
  }
}
const send = (m: ReadMessage) => parentPort!.postMessage(m);

parentPort!.on('message', (job: ReadJob) => {
  lowerPriority(job.nice);
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
