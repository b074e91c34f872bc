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

/** `warmup`: seconds of load before the measured run (JIT, pools, caches); 3 by default. */
export type Load = { connections: number; seconds: number; warmup?: number };

export async function measure(url: string, headers: Record<string, string>, load: Load) {
  const run = (duration: number) =>
    autocannon({
      url,
      headers: { 'accept-encoding': 'br, gzip', ...headers },
      connections: load.connections,
      duration,
    });
  // warm-up: JIT, connection pools, caches. On this shared machine (load 10-20 on 2 cores) 1 s
  // left a route's first measured seconds at a fraction of its steady rate (the app's code for it
  // not yet optimised: 500 against 5,000-8,000 req/s for auth/user in the same process later).
  await run(load.warmup ?? 3);
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
