// TCP-connect probes: the host is up if it completes or refuses the handshake.
import { connect, isIP } from 'node:net';
import {
  clampTimeout,
  roundRtt,
  type ProbeEngine,
  type ProbeResult,
  type ProbeTarget,
} from './types.js';

export type TcpOptions = {
  /** Connections open at once; well below the process's file-descriptor limit. */
  concurrency?: number;
  /** Port for targets that name none (ICMP targets probed by TCP when no ICMP engine works). */
  defaultPort?: number;
};

const UP_CODES = new Set(['ECONNREFUSED', 'ECONNRESET']);
const UNREACHABLE_CODES = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN']);

export function createTcpEngine(opts: TcpOptions = {}): ProbeEngine {
  const concurrency = Math.max(1, opts.concurrency ?? 256);
  const defaultPort = opts.defaultPort ?? 80;
  let closed = false;

  return {
    name: 'tcp',
    async probe(targets: ProbeTarget[]): Promise<ProbeResult[]> {
      if (closed) throw new Error('TCP engine is closed');
      const results: ProbeResult[] = new Array(targets.length);
      let next = 0;
      const worker = async () => {
        while (next < targets.length) {
          const i = next++;
          results[i] = await probeOne(targets[i]!, defaultPort);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker));
      return results;
    },
    async close() {
      closed = true;
    },
  };
}

function probeOne(target: ProbeTarget, defaultPort: number): Promise<ProbeResult> {
  const { id } = target;
  const port = target.port ?? defaultPort;
  if (isIP(target.address) === 0) {
    // Never resolve names here: the target policy has only vetted literal addresses.
    const detail = `TCP probes need an IP address, not "${target.address}"`;
    return Promise.resolve({ id, outcome: 'unreachable', rttMs: null, detail });
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return Promise.resolve({
      id,
      outcome: 'unreachable',
      rttMs: null,
      detail: `invalid port ${port}`,
    });
  }
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const socket = connect({ host: target.address, port, noDelay: true });
    let settled = false;
    const finish = (outcome: ProbeResult['outcome'], detail?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const rttMs =
        outcome === 'up' ? roundRtt(Number(process.hrtime.bigint() - started) / 1e6) : null;
      resolve(detail ? { id, outcome, rttMs, detail } : { id, outcome, rttMs });
    };
    const timer = setTimeout(() => finish('timeout'), clampTimeout(target.timeoutMs));
    socket.once('connect', () => finish('up'));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? 'error';
      if (UP_CODES.has(code))
        finish('up', code === 'ECONNREFUSED' ? 'connection refused' : 'connection reset');
      else if (code === 'ETIMEDOUT') finish('timeout');
      else if (UNREACHABLE_CODES.has(code)) finish('unreachable', code);
      else finish('unreachable', `connect failed: ${code}`);
    });
  });
}
