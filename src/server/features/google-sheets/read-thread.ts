// Worker thread entry (built as dist/server/import-read-worker.js): reads uploaded files, one at a
// time, and sends each file's records back in slices, so the web thread takes them in small
// steps between its other work. Its heap is limited and its time watched by read-pool.ts.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../lib/errors.js';
import type { RawRecord } from './map-columns.js';
import { readSpreadsheet, type FileKind } from './read-spreadsheet.js';
import type { SheetCeilings } from './sheet-dimension.js';

export type ReadJob = { id: number; kind: FileKind; data: Uint8Array; ceilings?: SheetCeilings };
export type ReadMessage = { id: number } & (
  | { type: 'records'; records: RawRecord[] }
  | { type: 'done' }
  | { type: 'refused'; code: AppError['code']; message: string }
  | { type: 'crashed'; message: string }
);

const SLICE = 2000;
const send = (m: ReadMessage) => parentPort!.postMessage(m);

parentPort!.on('message', (job: ReadJob) => {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  readSpreadsheet(job.kind, data, job.ceilings).then(
    (records) => {
      for (let i = 0; i < records.length; i += SLICE) {
        send({ id: job.id, type: 'records', records: records.slice(i, i + SLICE) });
      }
      send({ id: job.id, type: 'done' });
    },
    (e: unknown) => {
      if (e instanceof AppError)
        send({ id: job.id, type: 'refused', code: e.code, message: e.message });
      else
        send({ id: job.id, type: 'crashed', message: e instanceof Error ? e.message : String(e) });
    },
  );
});
