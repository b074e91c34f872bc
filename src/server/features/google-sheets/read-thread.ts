// Worker thread entry (built as dist/server/import-read-worker.js): reads one uploaded file and
// sends its records back in slices, so the web thread takes them in small steps between its
// other work; then the thread ends. Its heap is limited by read-in-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/errors.js';
import type { RawRecord } from './map-columns.js';
import { readSpreadsheet, type FileKind } from './read-spreadsheet.js';
import type { SheetCeilings } from './sheet-dimension.js';

export type ReadJob = { kind: FileKind; data: Uint8Array; ceilings?: SheetCeilings };
export type ReadMessage =
  | { type: 'records'; records: RawRecord[] }
  | { type: 'done' }
  | { type: 'refused'; code: AppError['code']; message: string }
  | { type: 'crashed'; message: string };

const SLICE = 2000;
const job = workerData as ReadJob;
const send = (m: ReadMessage) => parentPort!.postMessage(m);

try {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  const records = await readSpreadsheet(job.kind, data, job.ceilings);
  for (let i = 0; i < records.length; i += SLICE) {
    send({ type: 'records', records: records.slice(i, i + SLICE) });
  }
  send({ type: 'done' });
} catch (e) {
  if (e instanceof AppError) send({ type: 'refused', code: e.code, message: e.message });
  else send({ type: 'crashed', message: e instanceof Error ? e.message : String(e) });
}
