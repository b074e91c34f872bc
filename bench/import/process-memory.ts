// What a process costs in memory, read the way an operator would from outside it (Linux /proc):
// the server's resident set (VmRSS, sampled; VmHWM, the kernel's own peak, reset per scenario by
// clear_refs) and the embedded PostgreSQL's processes summed by Pss, so shared buffers are
// counted once and not once per backend.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const kib = (text: string, field: string) => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return m ? Number(m[1]) * 1024 : 0;
};

/** Samples `pid`'s VmRSS every `everyMs`; `stop()` gives the sampled peak and the kernel's VmHWM. */
/**
 * CPU seconds (user + system) one thread of a process has used: for the web thread (tid = pid),
 * the work a scenario put on it, which the machine's load does not inflate as it does latencies.
 */
export function threadCpuSeconds(pid: number, tid = pid): number {
  const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function sampleRss(pid: number, everyMs = 20) {
  const status = `/proc/${pid}/status`;
  // "5" resets the peak (VmHWM) to the current RSS: each scenario gets its own peak
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* older kernels: VmHWM then is the peak since the process started */
  }
  let peak = kib(readFileSync(status, 'utf8'), 'VmRSS');
  const start = peak;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, kib(readFileSync(status, 'utf8'), 'VmRSS'));
    } catch {
      /* the process ended: stop() reports what was seen */
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const text = readFileSync(status, 'utf8');
      const rss = kib(text, 'VmRSS');
      return { startBytes: start, peakBytes: Math.max(peak, rss), hwmBytes: kib(text, 'VmHWM') };
    },
  };
}

function postgresPids(pgDir: string): number[] {
  const postmaster = Number(
    readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // field 4 of stat is the parent pid; the name (field 2) may hold spaces, so after ')'
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

/** Samples the summed Pss of the cluster under `pgDir` (postmaster and its children). */
export function samplePostgres(pgDir: string, everyMs = 250) {
  const total = () => {
    let sum = 0;
    for (const pid of postgresPids(pgDir)) {
      try {
        sum += kib(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
      } catch {
        /* a backend ended meanwhile */
      }
    }
    return sum;
  };
  let peak = total();
  const timer = setInterval(() => (peak = Math.max(peak, total())), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakBytes: Math.max(peak, total()) };
    },
  };
}

/** The web thread's peaks as bench/import/heap-sampler.mjs reports them, in bytes. */
export type HeapPeaks = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** the web thread's event-loop delay over the same period, ms */
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
};

/**
 * Asks the server (started with heap-sampler.mjs) for its web thread's peaks since it was last
 * asked, and so starts a new period. Only for a server that loaded the sampler: SIGUSR2 would
 * otherwise end it.
 */
export async function heapPeaks(pid: number, file: string): Promise<HeapPeaks> {
  const lines = () =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const before = lines().length;
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 250; i++) {
    const now = lines();
    if (now.length > before) return JSON.parse(now.at(-1)!) as HeapPeaks;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the server did not report its heap within 5 s');
}
