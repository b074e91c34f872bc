// Worker thread entry: renders report files (PDF, XLSX) off the web thread. One job at a time;
// the pool (render-pool.ts) sends { id, report, format } and gets the file or an error back.
import { parentPort } from 'node:worker_threads';
import type { ReportFormat } from '../../../../contracts/reports.js';
import type { Report } from '../../../reporting/build-report.js';
import { renderReport } from './index.js';

type Job = { id: number; report: Report; format: ReportFormat };

parentPort!.on('message', (job: Job) => {
  renderReport(job.report, job.format).then(
    (file) => parentPort!.postMessage({ id: job.id, ok: true, file }),
    (err: unknown) =>
      parentPort!.postMessage({ id: job.id, ok: false, message: (err as Error).message }),
  );
});
