// Loaded into the server by `bench:import -- --heap-breakdown` (node --import): samples the web
// thread's memory every 20 ms (JS heap used and total, external, array buffers, RSS) and, on each
// SIGUSR2 from the benchmark, appends the peaks since the last signal to BENCH_HEAP_FILE as one
// JSON line and starts over. RSS minus the web thread's heap and external memory is what the
// reading threads and native allocations hold. Beside them, the web thread's own event-loop delay
// over the same period (p50, p99, max in ms): what every request waited on the server's side.
// Plain JS: the built server runs without tsx.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_HEAP_FILE;
if (isMainThread && file) {
  const zero = () => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 });
  let peak = zero();
  const sample = () => {
    const m = process.memoryUsage();
    for (const k of Object.keys(peak)) peak[k] = Math.max(peak[k], m[k]);
  };
  setInterval(sample, 20).unref();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on('SIGUSR2', () => {
    sample();
    const ms = (ns) => ns / 1e6;
    const delay = {
      loopP50Ms: ms(loop.percentile(50)),
      loopP99Ms: ms(loop.percentile(99)),
      loopMaxMs: ms(loop.max),
    };
    appendFileSync(file, `${JSON.stringify({ ...peak, ...delay })}\n`);
    peak = zero();
    loop.reset();
  });
}
