// The bounded-imports scenarios (issue 30), against the built server in its own process: the
// 50,000 x 50 workbook alone, then four ~10 MB uploads at once from four workspaces (two such
// workbooks and two 50,000-row CSVs, which are read, previewed and committed), sent over HTTP
// while GET /api/health is asked every 10 ms over its own keep-alive connection, from a thread of
// its own (health-prober.mjs). Figures: wall
// time, the server process's peak RSS (its threads included, PostgreSQL not), PostgreSQL's peak
// Pss beside it, /api/health p50, p99 and max as the client saw them, and each upload's outcome.
import { Worker } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ImportJob } from '../../src/contracts/google-sheets.js';
import { multipart } from '../../src/server/features/google-sheets/test-support/files.js';
import {
  heapPeaks,
  samplePostgres,
  sampleRss,
  threadCpuSeconds,
  type HeapPeaks,
} from './process-memory.js';

export type Upload = { name: string; data: Buffer; commit: boolean };
export type Server = {
  base: string;
  pid: number;
  pgDir: string;
  /** set when the server loaded heap-sampler.mjs (--heap-breakdown) */
  heapFile?: string;
};
export type BoundedFigures = {
  wallMs: number;
  /** highest VmRSS sampled every 20 ms */
  peakRssMb: number;
  /** the kernel's own peak (VmHWM) over the scenario */
  hwmMb: number;
  startRssMb: number;
  postgresPssMb: number;
  health: { p50: number; p99: number; max: number; count: number; failed: number };
  /** the uploading thread's worst event-loop delay (the probes run in a thread of their own) */
  clientLoopMaxMs: number;
  /** the probing thread's own worst event-loop delay: a probe can be late by that much */
  proberLoopMaxMs: number;
  /** CPU seconds the server's web thread used over the scenario (ticks of 10 ms) */
  webCpuS: number;
  outcomes: string[];
  /** the probes over SLOW_PROBE_MS (offset from the start, ms) and when each upload's phase changed */
  slow: Array<{ at: number; ms: number }>;
  phases: string[];
  /** the web thread's own peaks (--heap-breakdown) */
  heap?: HeapPeaks;
};

/** No scenario may run longer than this: every loop that sends traffic is bounded. */
const SCENARIO_LIMIT_MS = 10 * 60_000;
/** A probe slower than this is listed with when it came (--slow-probes). */
export const SLOW_PROBE_MS = 50;
const MB = 1024 * 1024;

/** ~10 MB of CSV: 50,000 accepted rows with long descriptions. */
export function bigCsv(block: number): Buffer {
  const lines = ['name,address,ipAddress,type,description'];
  for (let i = 0; i < 50_000; i++) {
    const ip = `127.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    lines.push(
      `Bench ${block}-${i},${i} Long Bench Road Suite ${i % 97},${ip},residential,Front desk router ${i} ${'x'.repeat(110)}`,
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Probe = { at: number; ms: number };
/** The prober thread (health-prober.mjs): started, probing until stopped, then its probes. */
async function startProber(base: string, limitMs: number) {
  const worker = new Worker(new URL('./health-prober.mjs', import.meta.url));
  const message = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const on = (m: { type: string } & T) => {
        if (m.type !== type) return;
        worker.off('message', on);
        resolve(m);
      };
      worker.on('message', on);
      worker.once('error', reject);
    });
  const started = message('started');
  worker.postMessage({ base, limitMs });
  await started;
  return {
    stop: async () => {
      const done = message<{ probes: Probe[]; failed: number; loopMaxMs: number }>('done');
      worker.postMessage('stop');
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

export async function runBounded(
  server: Server,
  cookies: string[],
  uploads: Upload[],
  /** run at least this long (the idle baseline) */
  minMs = 0,
): Promise<BoundedFigures> {
  // the bodies first: building 10 MB of multipart here is the client's work, not the server's
  const bodies = uploads.map((u) => ({ ...u, body: multipart({ name: u.name, data: u.data }) }));
  if (server.heapFile) await heapPeaks(server.pid, server.heapFile); // a new period starts
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const rss = sampleRss(server.pid);
  const pg = samplePostgres(server.pgDir);
  const phases: string[] = [];
  const deadline = Date.now() + SCENARIO_LIMIT_MS;
  // the probes from a thread of their own, from before the uploads start to after they end
  const prober = await startProber(server.base, SCENARIO_LIMIT_MS);
  const cpu0 = threadCpuSeconds(server.pid);
  const t0 = performance.now();
  const startedAt = performance.timeOrigin + t0;
  const phaseOf = (name: string) => (job: ImportJob) =>
    phases.push(
      `${((performance.now() - t0) / 1000).toFixed(2)} s ${name}: ${job.status}/${job.progress.phase}`,
    );
  const [outcomes] = await Promise.all([
    Promise.all(
      bodies.map((u, i) =>
        importOne(server.base, cookies[i]!, u, deadline, phaseOf(u.name)).catch(
          (e: Error) => `${u.name}: error: ${e.message}`,
        ),
      ),
    ),
    new Promise((r) => setTimeout(r, minMs)),
  ]);
  const wallMs = performance.now() - t0;
  const webCpuS = threadCpuSeconds(server.pid) - cpu0;
  const probed = await prober.stop();
  const latencies = probed.probes.map((p) => p.ms);
  const slow = probed.probes
    .filter((p) => p.ms > SLOW_PROBE_MS)
    .map((p) => ({ at: p.at - startedAt, ms: p.ms }));
  const failed = probed.failed;
  clientLoop.disable();
  const memory = rss.stop();
  const heap = server.heapFile ? await heapPeaks(server.pid, server.heapFile) : undefined;
  const postgres = pg.stop();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    wallMs,
    peakRssMb: memory.peakBytes / MB,
    hwmMb: memory.hwmBytes / MB,
    startRssMb: memory.startBytes / MB,
    postgresPssMb: postgres.peakBytes / MB,
    health: {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      count: sorted.length,
      failed,
    },
    clientLoopMaxMs: clientLoop.max / 1e6,
    proberLoopMaxMs: probed.loopMaxMs,
    webCpuS,
    outcomes,
    slow,
    phases,
    heap,
  };
}

async function importOne(
  base: string,
  cookie: string,
  u: Upload & { body: ReturnType<typeof multipart> },
  deadline: number,
  /** told each time the import's status or phase changes */
  onPhase: (job: ImportJob) => void,
): Promise<string> {
  const t0 = performance.now();
  const took = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  const { body } = u;
  const headers = { cookie, origin: base };
  // the page's upload (preview, then commit): what the page does with a large file
  const res = await fetch(`${base}/api/google-sheets/imports`, {
    method: 'POST',
    // a view, not a copy: what fetch's types accept of the Buffer
    body: new Uint8Array(
      body.payload.buffer as ArrayBuffer,
      body.payload.byteOffset,
      body.payload.length,
    ),
    headers: { ...body.headers, ...headers },
  });
  const started = (await res.json()) as ImportJob & { message?: string };
  if (res.status !== 202) return `${u.name}: ${res.status} ${started.message} (${took()})`;
  const queued = started.queuePosition ? ` (queued #${started.queuePosition})` : '';
  let last = '';
  const poll = async (until: (j: ImportJob) => boolean) => {
    while (Date.now() < deadline) {
      const job = (await (
        await fetch(`${base}/api/google-sheets/imports/${started.id}`, { headers })
      ).json()) as ImportJob;
      if (`${job.status}/${job.progress.phase}` !== last) {
        last = `${job.status}/${job.progress.phase}`;
        onPhase(job);
      }
      if (until(job)) return job;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('gave up waiting: the scenario ran past its limit');
  };
  const preview = await poll((j) => j.status !== 'parsing');
  if (preview.status !== 'preview' || !u.commit) {
    return `${u.name}${queued}: ${preview.status} ${preview.message ?? `${preview.counts.create} to create`} (${took()})`;
  }
  const commit = await fetch(`${base}/api/google-sheets/imports/${started.id}/commit`, {
    method: 'POST',
    headers,
  });
  await commit.arrayBuffer();
  const done = await poll((j) => j.status === 'committed' || j.status === 'failed');
  return `${u.name}${queued}: ${done.status} ${done.importedCount} created (${took()})`;
}
