// Renders PDF and XLSX reports in worker threads: a long report costs hundreds of milliseconds
// of CPU, which on the web thread would stall every other request. CSV stays inline (cheap).
import type { Worker } from 'node:worker_threads';
import type { ReportFormat } from '../../../../contracts/reports.js';
import { startThread } from '../../../lib/start-thread.js';
import type { Report } from '../../../reporting/build-report.js';
import { renderReport, type ReportFile } from './index.js';

export type RenderPool = {
  render(report: Report, format: ReportFormat): Promise<ReportFile>;
  close(): Promise<void>;
};

type Job = {
  id: number;
  report: Report;
  format: ReportFormat;
  resolve: (f: ReportFile) => void;
  reject: (e: Error) => void;
};
type Slot = { worker: Worker; job?: Job; idle?: NodeJS.Timeout };

/** Built: dist/server/report-render-worker.js beside the bundle. From sources: the .ts via tsx. */
const startWorker = () =>
  startThread({
    here: import.meta.url,
    built: './report-render-worker.js',
    source: './render-worker.ts',
  });

export function createRenderPool(opts: { size?: number; idleMs?: number } = {}): RenderPool {
  const size = opts.size ?? 1;
  const idleMs = opts.idleMs ?? 60_000;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  function retire(slot: Slot, err?: Error) {
    if (!slots.includes(slot)) return;
    slots.splice(slots.indexOf(slot), 1);
    clearTimeout(slot.idle);
    if (slot.job) slot.job.reject(err ?? new Error('report renderer stopped'));
    void slot.worker.terminate();
    pump();
  }

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker() };
    slot.worker.on(
      'message',
      (m: { id: number; ok: boolean; file?: ReportFile; message?: string }) => {
        const job = slot.job;
        if (!job || job.id !== m.id) return;
        slot.job = undefined;
        if (m.ok) {
          const body = m.file!.body as Uint8Array;
          job.resolve({ ...m.file!, body: Buffer.from(body.buffer, body.byteOffset, body.length) });
        } else job.reject(new Error(m.message ?? 'report rendering failed'));
        pump();
      },
    );
    slot.worker.on('error', (err) => retire(slot, err));
    slot.worker.on('exit', () => retire(slot));
    slots.push(slot);
    return slot;
  }

  function pump() {
    while (queue.length > 0) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      clearTimeout(slot.idle);
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, report: job.report, format: job.format });
    }
    for (const slot of slots.filter((s) => !s.job)) {
      // An idle worker does not keep the process alive, and goes after a while.
      slot.worker.unref();
      clearTimeout(slot.idle);
      slot.idle = setTimeout(() => retire(slot), idleMs).unref();
    }
  }

  return {
    render(report, format) {
      if (format === 'csv' || closed) return renderReport(report, format);
      return new Promise<ReportFile>((resolve, reject) => {
        queue.push({ id: nextId++, report, format, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('report renderer stopped'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
