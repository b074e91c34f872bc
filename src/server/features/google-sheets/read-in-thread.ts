// Reads an uploaded file in a worker thread of its own: the parse never blocks the web thread,
// its heap is capped (resourceLimits), and the time limit ends it (terminate) rather than only
// giving up on it. Past either limit the file is refused with a message; the server goes on.
import { IMPORT_MSG } from '../../../contracts/import-messages.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { startThread } from '../../lib/start-thread.js';
import type { RawRecord } from './map-columns.js';
import type { FileKind } from './read-spreadsheet.js';
import type { ReadJob, ReadMessage } from './read-thread.js';
import type { SheetCeilings } from './sheet-dimension.js';

export type ReadLimits = {
  /** the thread's old-generation heap, MB */
  heapMb: number;
  timeLimitMs: number;
  /** lower ceilings than the product's (tests) */
  ceilings?: SheetCeilings;
};

export function readInThread(
  kind: FileKind,
  data: Buffer,
  limits: ReadLimits,
): Promise<RawRecord[]> {
  // A buffer that owns its memory moves to the thread; a slice of a shared pool is copied.
  const owns = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
  const job: ReadJob = {
    kind,
    data: owns ? data : new Uint8Array(data),
    ceilings: limits.ceilings,
  };
  const worker = startThread(
    { here: import.meta.url, built: './import-read-worker.js', source: './read-thread.ts' },
    {
      workerData: job,
      transferList: owns ? [data.buffer as ArrayBuffer] : [],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
    },
  );
  return new Promise((resolve, reject) => {
    const records: RawRecord[] = [];
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(records);
    };
    const timer = setTimeout(() => settle(badRequest(IMPORT_MSG.tooSlow)), limits.timeLimitMs);
    worker.on('message', (m: ReadMessage) => {
      if (m.type === 'records') records.push(...m.records);
      else if (m.type === 'done') settle();
      else if (m.type === 'refused') settle(new AppError(m.code, m.message));
      else settle(new Error(`import reader failed: ${m.message}`));
    });
    worker.on('error', (e: Error & { code?: string }) =>
      settle(
        e.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? badRequest(IMPORT_MSG.tooMuchMemory)
          : new Error('import reader failed', { cause: e }),
      ),
    );
    worker.on('exit', (code) => settle(new Error(`import reader stopped (exit code ${code})`)));
  });
}
