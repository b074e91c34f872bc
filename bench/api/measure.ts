// One autocannon run against one URL, reduced to the figures bench:api prints.
import autocannon from 'autocannon';

export type Figures = {
  rps: number;
  p50: number;
  p99: number;
  /** bytes on the wire per response (headers included), as autocannon counted them */
  wireBytes: number;
  non2xx: number;
  errors: number;
};

export type Load = { connections: number; seconds: number };

export async function measure(url: string, headers: Record<string, string>, load: Load) {
  const run = (duration: number) =>
    autocannon({
      url,
      headers: { 'accept-encoding': 'br, gzip', ...headers },
      connections: load.connections,
      duration,
    });
  await run(1); // warm-up: JIT, connection pools, caches
  const r = await run(load.seconds);
  const figures: Figures = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    wireBytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  return figures;
}

export const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  ` +
  `p99 ${f.p99.toFixed(1).padStart(6)} ms  ${(f.wireBytes / 1024).toFixed(1).padStart(7)} KB/resp` +
  (f.non2xx || f.errors ? `  (${f.non2xx} non-2xx, ${f.errors} errors)` : '');
