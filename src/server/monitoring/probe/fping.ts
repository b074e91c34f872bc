// Fallback ICMP engine: one fping process per batch and timeout (never one process per target).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseFpingStderr, parseFpingStdout, type FpingLine } from './fping-parse.js';
import { parseIPv4 } from './ipv4.js';
import { clampTimeout, type ProbeEngine, type ProbeResult, type ProbeTarget } from './types.js';

export type FpingOptions = {
  /** The fping executable (default "fping" on PATH). */
  command?: string;
  /** Milliseconds between echo requests to different targets (fping -i; default 1). */
  intervalMs?: number;
};

export function createFpingEngine(opts: FpingOptions = {}): ProbeEngine {
  const command = opts.command ?? 'fping';
  const intervalMs = Math.max(1, Math.round(opts.intervalMs ?? 1));
  let closed = false;

  return {
    name: 'fping',
    async probe(targets: ProbeTarget[]): Promise<ProbeResult[]> {
      if (closed) throw new Error('fping engine is closed');
      const results: ProbeResult[] = new Array(targets.length);
      const groups = new Map<number, Set<string>>(); // timeout -> addresses
      targets.forEach((t, i) => {
        if (parseIPv4(t.address) === null) {
          results[i] = {
            id: t.id,
            outcome: 'unreachable',
            rttMs: null,
            detail: `ICMP probes need an IPv4 address, not "${t.address}"`,
          };
          return;
        }
        const timeout = clampTimeout(t.timeoutMs);
        let group = groups.get(timeout);
        if (!group) groups.set(timeout, (group = new Set()));
        group.add(t.address);
      });
      const byTimeout = new Map<number, Map<string, FpingLine>>();
      await Promise.all(
        [...groups].map(async ([timeout, addresses]) => {
          byTimeout.set(timeout, await runFping(command, [...addresses], timeout, intervalMs));
        }),
      );
      targets.forEach((t, i) => {
        if (results[i]) return;
        const line = byTimeout.get(clampTimeout(t.timeoutMs))?.get(t.address);
        if (!line) {
          results[i] = {
            id: t.id,
            outcome: 'timeout',
            rttMs: null,
            detail: 'no result from fping',
          };
          return;
        }
        const result: ProbeResult = { id: t.id, outcome: line.outcome, rttMs: line.rttMs ?? null };
        if (line.detail) result.detail = line.detail;
        results[i] = result;
      });
      return results;
    },
    async close() {
      closed = true;
    },
  };
}

/** Runs one fping over the addresses; resolves with one line per address it reported. */
function runFping(
  command: string,
  addresses: string[],
  timeoutMs: number,
  intervalMs: number,
): Promise<Map<string, FpingLine>> {
  const args = ['-e', '-r', '0', '-t', String(timeoutMs), '-i', String(intervalMs)];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const lines = new Map<string, FpingLine>();
    const stderrTail: string[] = [];
    // Sending takes intervalMs per target; allow that, the timeout and a generous margin.
    const guardMs = timeoutMs + addresses.length * intervalMs * 2 + 10_000;
    const guard = setTimeout(() => child.kill('SIGKILL'), guardMs);
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = parseFpingStdout(text);
      // An ICMP error seen on stderr is more precise than the later "is unreachable".
      if (line && lines.get(line.address)?.outcome !== 'unreachable') lines.set(line.address, line);
    });
    createInterface({ input: child.stderr }).on('line', (text) => {
      const line = parseFpingStderr(text);
      if (line) lines.set(line.address, line);
      else if (stderrTail.push(text) > 5) stderrTail.shift();
    });
    child.on('error', (err) => {
      clearTimeout(guard);
      reject(new Error(`fping could not start: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      // 0: all alive; 1: some unreachable; 2: some names not found. Anything else is fping failing.
      if (code !== null && code <= 2) return resolve(lines);
      const why = signal ? `killed by ${signal}` : `exit code ${code}`;
      reject(new Error(`fping failed (${why}): ${stderrTail.join(' | ')}`));
    });
    child.stdin.on('error', () => {}); // fping exiting early closes the pipe; 'close' reports it
    child.stdin.end(addresses.join('\n') + '\n');
  });
}
