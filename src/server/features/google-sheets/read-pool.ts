// Reads uploaded files in worker threads: the parse never blocks the web thread, each thread's
// heap is capped (resourceLimits: a file that needs more is refused, the thread dies, the server
// goes on), and the time limit ends the thread (terminate) rather than only giving up on it.
// A thread reads one file at a time and stays a while for the next (loading exceljs takes time);
// the import queue decides how many read at once, so the pool never holds more threads than that.
import { getPriority } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { startThread } from '../../lib/start-thread.js';
import type { TargetPolicyOptions } from '../../monitoring/target-policy.js';
import type { FileKind } from './read-spreadsheet.js';
import type { ReadJob, ReadMessage } from './read-thread.js';
import type { SheetCeilings } from './sheet-dimension.js';
import type { CheckedRows } from './validate-rows.js';

export type ReadPoolOptions = {
  /** each thread's old-generation heap, MB */
  heapMb: number;
  timeLimitMs: number;
  /** the installation's target policy (config.monitor) */
  policy: TargetPolicyOptions;
  /** an idle thread ends after this long */
  idleMs?: number;
  /** lower ceilings than the product's (tests) */
  ceilings?: SheetCeilings;
};
export type ReadPool = {
  /** the file's rows, checked: those that may become properties and those refused, with why */
  read(kind: FileKind, data: Buffer): Promise<CheckedRows>;
  /** threads alive now (busy or idle) */
  threads(): number;
  close(): Promise<void>;
};

/** Added to the process's nice value for a reading thread (Linux): the web thread goes first. */
export const READ_THREAD_NICE = 10;

type Thread = { worker: Worker; busy: boolean; idle?: NodeJS.Timeout };

export function createReadPool(opts: ReadPoolOptions): ReadPool {
  const processNice = getPriority();
  const idleMs = opts.idleMs ?? 60_000;
  const threads = new Set<Thread>();
  let nextId = 0;

  function spawn(): Thread {
    const worker = startThread(
      { here: import.meta.url, built: './import-read-worker.js', source: './read-thread.ts' },
      { resourceLimits: { maxOldGenerationSizeMb: opts.heapMb, maxYoungGenerationSizeMb: 16 } },
    );
    const thread: Thread = { worker, busy: false };
    worker.on('exit', () => {
      clearTimeout(thread.idle);
      threads.delete(thread);
    });
    threads.add(thread);
    return thread;
  }

  function release(thread: Thread) {
    thread.busy = false;
    // an idle thread does not keep the process alive, and goes after a while
    thread.worker.unref();
    thread.idle = setTimeout(() => void thread.worker.terminate(), idleMs).unref();
  }

  function read(kind: FileKind, data: Buffer): Promise<CheckedRows> {
    const thread = [...threads].find((t) => !t.busy) ?? spawn();
    thread.busy = true;
    clearTimeout(thread.idle);
    thread.worker.ref();
    const id = nextId++;
    const { worker } = thread;
    return new Promise((resolve, reject) => {
      const rows: CheckedRows = { valid: [], refused: [] };
      let settled = false;
      const settle = (error: Error | null, keepThread = false) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (keepThread) release(thread);
        else void worker.terminate();
        if (error) reject(error);
        else resolve(rows);
      };
      const onMessage = (m: ReadMessage) => {
        if (m.id !== id) return;
        if (m.type === 'valid') rows.valid.push(...m.rows);
        else if (m.type === 'invalid') rows.refused.push(...m.rows);
        else if (m.type === 'done') settle(null, true);
        else if (m.type === 'failed') settle(new AppError(m.code, m.message), true);
        else settle(new Error(`import reader failed: ${m.message}`));
      };
      const onError = (e: Error & { code?: string }) =>
        settle(
          e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? badRequest(IMPORT_MSG.tooMuchMemory)
            : new Error('import reader failed', { cause: e }),
        );
      const onExit = (code: number) => settle(new Error(`import reader stopped (exit ${code})`));
      const timer = setTimeout(() => settle(badRequest(IMPORT_MSG.tooSlow)), opts.timeLimitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A buffer that owns its memory moves to the thread; a slice of a shared pool is copied.
      const owns = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      const job: ReadJob = {
        id,
        kind,
        data: owns ? data : new Uint8Array(data),
        policy: { hosted: opts.policy.hosted, allow: opts.policy.allow, deny: opts.policy.deny },
        ceilings: opts.ceilings,
        nice: Math.min(19, processNice + READ_THREAD_NICE),
      };
      worker.postMessage(job, owns ? [data.buffer as ArrayBuffer] : []);
    });
  }

  return {
    read,
    threads: () => threads.size,
    close: async () => {
      await Promise.all([...threads].map((t) => t.worker.terminate()));
    },
  };
}
