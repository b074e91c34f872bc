// What one measured run cost the processes behind it, read from outside them (Linux /proc) and
// from the server's own event loop (bench/import/heap-sampler.mjs, loaded with --import): CPU
// milliseconds per answer of the whole server (every thread: brotli runs on libuv's pool, a large
// list's replacement on its own thread) and of its main thread alone, the client's (autocannon,
// in this process), the server's event-loop delay and its resident memory's peak. These move
// far less with what else the machine runs than requests/s and latencies do, so they compare
// runs made at different loads better (not perfectly: caches and scheduling still move them).
import { readFileSync } from 'node:fs';
import { heapPeaks, threadCpuSeconds } from '../import/process-memory.js';

/** monitorEventLoopDelay's resolution in heap-sampler.mjs */
const SAMPLER_RESOLUTION_MS = 10;

/** CPU seconds (user + system) of every thread of `pid`, living and ended. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export type Cost = {
  /** the server's CPU ms per answer, all threads */
  cpuMsPerReq: number;
  /** its main thread's CPU ms per answer (the event loop's share) */
  mainMsPerReq: number;
  /** the client's CPU ms per answer (autocannon, in the bench's process) */
  clientMsPerReq: number;
  /** the server's event-loop delay over the run: p99 and max, ms */
  loopP99Ms: number;
  loopMaxMs: number;
  /** the server's resident memory at its peak during the run (sampled every 20 ms), MB */
  rssPeakMb: number;
};

/**
 * Starts watching the server `pid` (started with heap-sampler.mjs writing to `file`); `stop`
 * gives the cost per answer of what ran in between.
 */
export async function watchCost(pid: number, file: string) {
  await heapPeaks(pid, file); // starts a new period for the loop delay
  const cpu = processCpuSeconds(pid);
  const main = threadCpuSeconds(pid);
  const client = process.cpuUsage();
  return {
    async stop(requests: number): Promise<Cost> {
      const cpuS = processCpuSeconds(pid) - cpu;
      const mainS = threadCpuSeconds(pid) - main;
      const used = process.cpuUsage(client);
      const loop = await heapPeaks(pid, file);
      // the sampler's histogram holds the intervals between its 10 ms timer's runs: the delay is
      // what exceeds them
      const late = (ms: number) => Math.max(0, ms - SAMPLER_RESOLUTION_MS);
      const per = (seconds: number) => (requests ? (seconds * 1000) / requests : 0);
      return {
        cpuMsPerReq: per(cpuS),
        mainMsPerReq: per(mainS),
        clientMsPerReq: per((used.user + used.system) / 1e6),
        loopP99Ms: late(loop.loopP99Ms),
        loopMaxMs: late(loop.loopMaxMs),
        rssPeakMb: loop.rss / 1024 / 1024,
      };
    },
  };
}

export const fmtCost = (c: Cost) =>
  `cpu ${c.cpuMsPerReq.toFixed(3)} ms/req (main thread ${c.mainMsPerReq.toFixed(3)}), ` +
  `client ${c.clientMsPerReq.toFixed(3)} ms/req, loop delay p99 ${c.loopP99Ms.toFixed(1)} ms ` +
  `max ${c.loopMaxMs.toFixed(1)} ms, rss peak ${c.rssPeakMb.toFixed(0)} MB`;
