// Probe-engine benchmark: one check cycle over N loopback targets (127.1.x.y, all answering on
// Linux loopback; nothing leaves the machine) with our in-process engine, fping, and the baseline
// of one `ping -c1 -W1` process per target. Each measurement runs in its own child process so CPU
// and peak RSS are its own. Usage: npm run bench:probe [-- --sizes 1000,10000 --ping-sample 1000]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ratioLine } from './probe-ratio.js';
import { createEngine, selectIcmpEngine } from '../src/server/monitoring/probe/select-engine.js';
import { loopbackTargets } from '../src/server/monitoring/probe/test-targets.js';
import type { ProbeEngine } from '../src/server/monitoring/probe/types.js';

type Sample = {
  scenario: string;
  n: number;
  probed: number;
  wallMs: number;
  cpuMs: number; // this process (all threads) + reaped children
  peakRssMb: number;
  up: number;
  maxLoopDelayMs?: number;
};

const TIMEOUT_MS = 2000;
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** CPU of reaped child processes (utime+stime of children, /proc/self/stat fields 16-17). */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from #3 on
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLK_TCK;
}

function selfCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

async function pingOnce(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('ping', ['-n', '-c1', '-W1', address], { stdio: 'ignore' });
    child.on('close', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

async function runChild(scenario: string, n: number, sample: number): Promise<Sample> {
  const targets = loopbackTargets(n, TIMEOUT_MS).slice(0, sample);
  let engine: ProbeEngine | undefined;
  if (scenario === 'engine') engine = await selectIcmpEngine('auto', () => {});
  if (scenario === 'fping') engine = createEngine('fping');
  // Warm-up (JIT, first socket use), as in a worker that has run cycles before.
  if (engine) await engine.probe(targets.slice(0, 1000));
  else for (const t of targets.slice(0, 10)) await pingOnce(t.address);
  const cpu0 = selfCpuMs() + childrenCpuMs();
  const t0 = performance.now();
  let up = 0;
  let maxLoopDelayMs: number | undefined;
  if (engine) {
    // How late a 50 ms timer fires shows whether probing blocks the JS thread.
    let last = performance.now();
    let worst = 0;
    const sampler = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last - 50);
      last = now;
    }, 50);
    up = (await engine.probe(targets)).filter((r) => r.outcome === 'up').length;
    clearInterval(sampler);
    maxLoopDelayMs = Math.max(0, worst);
    await engine.close();
  } else {
    let next = 0;
    const worker = async () => {
      while (next < targets.length) if (await pingOnce(targets[next++]!.address)) up++;
    };
    await Promise.all(Array.from({ length: 64 }, worker)); // bounded concurrency
  }
  return {
    scenario: engine ? engine.name : 'ping-spawn',
    n,
    probed: targets.length,
    wallMs: performance.now() - t0,
    cpuMs: selfCpuMs() + childrenCpuMs() - cpu0,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    up,
    maxLoopDelayMs,
  };
}

function measure(scenario: string, n: number, sample: number): Promise<Sample> {
  const self = fileURLToPath(import.meta.url);
  const args = [...process.execArgv, self, '--child', scenario, String(n), String(sample)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    const guard = setTimeout(() => child.kill('SIGKILL'), 10 * 60_000);
    child.on('close', (code) => {
      clearTimeout(guard);
      if (code !== 0) return reject(new Error(`${scenario} ${n}: child exited ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!) as Sample);
    });
  });
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

async function main() {
  const sizes = arg('--sizes', '1000,10000').split(',').map(Number);
  const pingSample = Number(arg('--ping-sample', '1000'));
  const hasFping = !spawnSync('fping', ['-v'], { stdio: 'ignore' }).error;
  const rows: (Sample & { extrapolated: boolean; perCycle: { wallMs: number; cpuMs: number } })[] =
    [];
  for (const n of sizes) {
    const runs = [await measure('engine', n, n)];
    if (hasFping) runs.push(await measure('fping', n, n));
    runs.push(await measure('ping', n, Math.min(n, pingSample)));
    for (const s of runs) {
      const scale = s.n / s.probed; // ping-spawn beyond the sample is extrapolated linearly
      rows.push({
        ...s,
        extrapolated: scale !== 1,
        perCycle: { wallMs: s.wallMs * scale, cpuMs: s.cpuMs * scale },
      });
    }
  }
  const fmt = (x: number, d = 0) => x.toFixed(d).padStart(10);
  console.log(
    'engine       N        wall ms     CPU ms   peak RSS MB   up/probed   max loop delay ms',
  );
  for (const r of rows) {
    const note = r.extrapolated ? `  (${r.probed} spawned, x${r.n / r.probed} extrapolated)` : '';
    console.log(
      `${r.scenario.padEnd(11)}${String(r.n).padStart(6)}${fmt(r.perCycle.wallMs)}${fmt(r.perCycle.cpuMs, 1)}` +
        `${fmt(r.peakRssMb, 1)}${`${r.up}/${r.probed}`.padStart(14)}${r.maxLoopDelayMs === undefined ? '-'.padStart(10) : fmt(r.maxLoopDelayMs, 1)}${note}`,
    );
  }
  let failed = false;
  for (const n of sizes) {
    const ours = rows.find((r) => r.n === n && r.scenario.startsWith('icmp'));
    const ping = rows.find((r) => r.n === n && r.scenario === 'ping-spawn');
    if (ours && ping) {
      const side = (r: typeof ours) => ({ ...r, cpuMs: r.perCycle.cpuMs });
      const { ok, line } = ratioLine(n, side(ours), side(ping));
      console.log(line);
      failed ||= !ok;
    }
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/probe-${Date.now()}.json`, JSON.stringify(rows, null, 2));
  if (failed) process.exitCode = 1;
}

if (process.argv[2] === '--child') {
  const [, , , scenario, n, sample] = process.argv;
  const result = await runChild(scenario!, Number(n), Number(sample));
  process.stdout.write(JSON.stringify(result) + '\n');
} else {
  await main();
}
