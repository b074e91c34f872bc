// Builds property lists in a worker thread (list-build-thread.ts) so the web thread does none of
// the work: used to replace a kept list past its age (kept-property-lists.ts), which at 10,000
// properties happened every 5 s under load and held the loop ~100 ms in slices (decision 016).
// One thread, started on first use, gone after a minute unused (and never keeping the process
// alive while idle); a build that fails in the thread (it crashed, its connection failed) is
// the caller's to redo on the web thread, where a database failure is reported as usual.
import { getPriority } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startThread } from '../lib/start-thread.js';
import type { JsonBytes } from './answer-cache.js';
import type { ListBuildData, ListBuilt, ListJob } from './list-build-thread.js';

/** Added to the process's nice value for the building thread (Linux): requests go first. */
export const LIST_THREAD_NICE = 5;

export type ListBuilder = {
  build(viewer: { workspaceId: string; seesFullIps: boolean }): Promise<JsonBytes>;
  close(): Promise<void>;
};

type Pending = { worker: Worker; resolve: (b: JsonBytes) => void; reject: (e: Error) => void };

export function createListBuilder(
  databaseUrl: string,
  opts: { idleMs?: number } = {},
): ListBuilder {
  const idleMs = opts.idleMs ?? 60_000;
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  // the builds a thread had when it failed or ended (not a successor's)
  const failAll = (w: Worker, error: Error) => {
    for (const [id, p] of pending) {
      if (p.worker !== w) continue;
      pending.delete(id);
      p.reject(error);
    }
  };
  const spawn = () => {
    const data: ListBuildData = { databaseUrl, nice: Math.min(19, getPriority() + LIST_THREAD_NICE) };
    const w = startThread(
      { here: import.meta.url, built: './list-build-worker.js', source: './list-build-thread.ts' },
      // a bounded heap: a 10,000-property list needs a slice of rows and the bytes built so far;
      // a list too large for it fails here (ERR_WORKER_OUT_OF_MEMORY) and is built by the caller
      {
        workerData: data,
        resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 8 },
      },
    );
    w.on('message', (m: ListBuilt) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if ('error' in m) p.reject(new Error(`list build failed: ${m.error}`));
      else p.resolve({ bytes: Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.length), etag: m.etag });
      if (worker === w && ![...pending.values()].some((q) => q.worker === w)) rest(w);
    });
    w.on('error', (e) => failAll(w, new Error('list build thread failed', { cause: e })));
    w.on('exit', (code) => {
      if (worker === w) {
        worker = undefined;
        clearTimeout(idle);
      }
      failAll(w, new Error(`list build thread stopped (exit ${code})`));
    });
    return w;
  };
  // idle: the thread keeps nothing alive and goes after a while
  const rest = (w: Worker) => {
    w.unref();
    clearTimeout(idle);
    idle = setTimeout(() => void w.terminate(), idleMs).unref();
  };

  return {
    build({ workspaceId, seesFullIps }) {
      worker ??= spawn();
      clearTimeout(idle);
      worker.ref();
      const id = nextId++;
      const job: ListJob = { id, workspaceId, seesFullIps };
      const w = worker;
      return new Promise<JsonBytes>((resolve, reject) => {
        pending.set(id, { worker: w, resolve, reject });
        w.postMessage(job);
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      clearTimeout(idle);
      await w?.terminate();
    },
  };
}
