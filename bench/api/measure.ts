// One autocannon run against one URL, reduced to the figures bench:api prints.
import autocannon from 'autocannon';
import { fmtCost, type Cost } from './server-cost.js';

export type Figures = {
  rps: number;
  p50: number;
  p99: number;
  /** bytes on the wire per response (headers included), as autocannon counted them */
  wireBytes: number;
  non2xx: number;
  errors: number;
  /** what the measured run cost the server and the client, when watched */
  cost?: Cost;
};

/** Watches the measured run (not the warm-up): `start` before it, `stop` with its answers after. */
export type Watch = () => Promise<{ stop(requests: number): Promise<Cost> }>;

/**
 * `warmup`: seconds of load before the measured run (JIT, pools, caches); 3 by default.
 * `keepBodies`: let autocannon build each answer's body as a string, as it does by default.
 */
export type Load = { connections: number; seconds: number; warmup?: number; keepBodies?: boolean };

/**
 * autocannon appends every chunk of every answer's body to a string (`body += chunk`: a UTF-8
 * decode of the compressed bytes), which it only reads to compare with `expectBody` or to hand
 * to `onResponse`, neither used here. For an 85 KB brotli answer that cost the client ~2.4 ms of
 * CPU against ~0.3 ms for everything else of the request, client and server together (measured
 * in one process, 20 connections): on two cores the client took most of the machine from the
 * server it measured. Bytes are still counted (`addByteCount`) and every answer still parsed.
 */
const dropBodies = (client: { pipelinedRequests: { addBody(data: Buffer): void } }) => {
  client.pipelinedRequests.addBody = () => {};
};

export async function measure(
  url: string,
  headers: Record<string, string>,
  load: Load,
  watch?: Watch,
) {
  const run = (duration: number) =>
    autocannon({
      url,
      headers: { 'accept-encoding': 'br, gzip', ...headers },
      connections: load.connections,
      duration,
      ...(load.keepBodies ? {} : { setupClient: dropBodies }),
    });
  // warm-up: JIT, connection pools, caches. On this shared machine (load 10-20 on 2 cores) 1 s
  // left a route's first measured seconds at a fraction of its steady rate (the app's code for it
  // not yet optimised: 500 against 5,000-8,000 req/s for auth/user in the same process later).
  await run(load.warmup ?? 3);
  const watching = await watch?.();
  const r = await run(load.seconds);
  const cost = await watching?.stop(r.requests.total);
  const figures: Figures = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    wireBytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
    non2xx: r.non2xx,
    errors: r.errors,
    cost,
  };
  return figures;
}

export const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  ` +
  `p99 ${f.p99.toFixed(1).padStart(6)} ms  ${(f.wireBytes / 1024).toFixed(1).padStart(7)} KB/resp` +
  (f.non2xx || f.errors ? `  (${f.non2xx} non-2xx, ${f.errors} errors)` : '') +
  (f.cost ? `\n        ${fmtCost(f.cost)}` : '');
