// Reads uploaded files in worker threads: the parse never blocks the web thread, each thread's
// heap is capped (resourceLimits: a file that needs more is refused, the thread dies, the server
// goes on), and the time limit ends the thread (terminate) rather than only giving up on it.
// The thread checks and plans the rows too, and sends them as the JSON text they are staged from:
// the web thread hands each slice to the sink in order and builds nothing per row.
// A thread reads one file at a time and stays a while for the next (loading exceljs takes time);
// the import queue decides how many read at once, so the pool never holds more threads than that.
import { getPriority } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { startThread } from '../../lib/start-thread.js';
import type { TargetPolicyOptions } from '../../monitoring/target-policy.js';
import type { PlannedPreview, Planning, RowSink } from './plan-slices.js';
import type { FileKind } from './read-spreadsheet.js';
import type { ReadJob, ReadMessage } from './read-thread.js';
import type { SheetCeilings } from './sheet-dimension.js';

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
  /**
   * The file's rows checked and planned against `planning`, each slice given to the sink in file
   * order (the answer waits for the last); the preview, or why the file is refused. `data` is
   * moved to the thread (unusable here after) when it starts a buffer of its own.
   */
  read(kind: FileKind, data: Buffer, planning: Planning, sink: RowSink): Promise<PlannedPreview>;
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

  function read(
    kind: FileKind,
    data: Buffer,
    planning: Planning,
    sink: RowSink,
  ): Promise<PlannedPreview> {
    const thread = [...threads].find((t) => !t.busy) ?? spawn();
    thread.busy = true;
    clearTimeout(thread.idle);
    thread.worker.ref();
    const id = nextId++;
    const { worker } = thread;
    return new Promise((resolve, reject) => {
      // The sink's calls, one after another in the order the slices came; the first that fails
      // fails the read, and the answer waits until none is running (no row staged after it).
      let sinking = Promise.resolve();
      let sinkError: unknown;
      const toSink = (f: () => Promise<void>) => {
        sinking = sinking.then(() => (sinkError === undefined ? f() : undefined));
        sinking = sinking.catch((e: unknown) => {
          sinkError ??= e;
        });
      };
      let settled = false;
      const settle = (error: Error | null, keepThread = false, preview?: PlannedPreview) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (keepThread) release(thread);
        else void worker.terminate();
        void sinking.then(() => {
          if (error) reject(error);
          else if (sinkError !== undefined) reject(sinkError);
          else resolve(preview!);
        });
      };
      const onMessage = (m: ReadMessage) => {
        if (m.id !== id) return;
        if (m.type === 'checked') toSink(() => sink.checked(m.total));
        else if (m.type === 'rows') toSink(() => sink.rows(m.json));
        else if (m.type === 'done') settle(null, true, m.preview);
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
      // A buffer of its own (an upload's, at the start of memory larger than Node's shared pool)
      // moves to the thread, the view's length with it; a slice of the shared pool is copied.
      const owns = data.byteOffset === 0 && data.buffer.byteLength > Buffer.poolSize;
      const job: ReadJob = {
        id,
        kind,
        data: owns ? data : new Uint8Array(data),
        policy: { hosted: opts.policy.hosted, allow: opts.policy.allow, deny: opts.policy.deny },
        planning,
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
