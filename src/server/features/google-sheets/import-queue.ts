// Who reads a file now and who waits: one import at a time per workspace and a few at once on
// the server (each holds a worker thread and its file), the rest in line, first come first
// served. A workspace whose import is running does not hold up the imports of others behind it.
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import { AppError } from '../../lib/errors.js';

type Waiting = { id: string; workspaceId: string; start: () => void; cancel: () => void };

export type ImportQueue = {
  /** Runs `task` when a slot is free for its workspace; throws 503 when the line is full. */
  run<T>(job: { id: string; workspaceId: string }, task: () => Promise<T>): Promise<T>;
  /** Throws 503 now when a new import could not wait in line (before its file is read). */
  assertRoom(): void;
  /** 1 for the next to start; null once it runs (or when it was never queued) */
  positionOf(id: string): number | null;
  /** Refuses everything still waiting (the app closes). */
  close(): void;
};

export function createImportQueue(opts: { concurrency: number; maxQueued: number }): ImportQueue {
  const running = new Set<string>(); // workspace ids
  const waiting: Waiting[] = [];
  const full = () => new AppError('unavailable', IMPORT_MSG.queueFull);

  function pump() {
    for (let i = 0; i < waiting.length && running.size < opts.concurrency;) {
      const next = waiting[i]!;
      if (running.has(next.workspaceId)) {
        i++;
        continue;
      }
      waiting.splice(i, 1);
      next.start();
    }
  }

  return {
    run(job, task) {
      return new Promise((resolve, reject) => {
        const start = () => {
          running.add(job.workspaceId);
          // the slot is free (and the next in line started) before the caller hears the end
          task()
            .finally(() => {
              running.delete(job.workspaceId);
              pump();
            })
            .then(resolve, reject);
        };
        const entry: Waiting = {
          ...job,
          start,
          cancel: () => reject(new AppError('unavailable', IMPORT_MSG.interrupted)),
        };
        waiting.push(entry);
        pump();
        if (waiting.includes(entry) && waiting.length > opts.maxQueued) {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(full());
        }
      });
    },
    assertRoom() {
      if (waiting.length >= opts.maxQueued && running.size >= opts.concurrency) throw full();
    },
    positionOf(id) {
      const at = waiting.findIndex((w) => w.id === id);
      return at < 0 ? null : at + 1;
    },
    close() {
      for (const w of waiting.splice(0)) w.cancel();
    },
  };
}
