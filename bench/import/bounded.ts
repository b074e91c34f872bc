// The bounded-imports scenarios (issue 30): the 50,000 x 50 workbook alone, then four ~10 MB
// uploads at once from four workspaces (two such workbooks and two 50,000-row CSVs, which are
// read, previewed and committed), while /api/health is asked every 10 ms. Figures: wall time,
// the process's peak RSS (threads included), /api/health p50, p99 and max, and each outcome.
import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '../../src/contracts/imports.js';
import { multipart } from '../../src/server/features/google-sheets/test-support/files.js';

export type Upload = { name: string; data: Buffer; commit: boolean };
export type BoundedFigures = {
  wallMs: number;
  peakRssMb: number;
  health: { p50: number; p99: number; max: number; count: number };
  outcomes: string[];
};

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

export async function runBounded(
  app: FastifyInstance,
  cookies: string[],
  uploads: Upload[],
  /** run at least this long (the idle baseline) */
  minMs = 0,
): Promise<BoundedFigures> {
  global.gc?.();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const latencies: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const t0 = performance.now();
      await app.inject({ url: '/api/health' });
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const t0 = performance.now();
  const [outcomes] = await Promise.all([
    Promise.all(
      uploads.map((u, i) =>
        importOne(app, cookies[i]!, u).catch((e: Error) => `error: ${e.message}`),
      ),
    ),
    new Promise((r) => setTimeout(r, minMs)),
  ]);
  const wallMs = performance.now() - t0;
  running = false;
  await probing;
  clearInterval(sampler);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    wallMs,
    peakRssMb: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024,
    health: {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      count: sorted.length,
    },
    outcomes,
  };
}

async function importOne(app: FastifyInstance, cookie: string, u: Upload): Promise<string> {
  const body = multipart({ name: u.name, data: u.data });
  const res = await app.inject({
    method: 'POST',
    url: '/api/google-sheets/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  if (res.statusCode !== 202) return `${u.name}: ${res.statusCode} ${res.json().message}`;
  const started = res.json() as ImportJob;
  const queued = started.queuePosition ? ` (queued #${started.queuePosition})` : '';
  const poll = async (until: (j: ImportJob) => boolean) => {
    for (;;) {
      const job = (
        await app.inject({ url: `/api/google-sheets/imports/${started.id}`, headers: { cookie } })
      ).json() as ImportJob;
      if (until(job)) return job;
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const preview = await poll((j) => j.status !== 'parsing');
  if (preview.status !== 'preview' || !u.commit) {
    return `${u.name}${queued}: ${preview.status} ${preview.message ?? `${preview.counts.create} to create`}`;
  }
  await app.inject({
    method: 'POST',
    url: `/api/google-sheets/imports/${started.id}/commit`,
    headers: { cookie },
  });
  const done = await poll((j) => j.status === 'committed' || j.status === 'failed');
  return `${u.name}${queued}: ${done.status} ${done.importedCount} created`;
}
