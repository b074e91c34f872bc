// ICMP echo over one socket inside this process, through the native addon in native/icmp
// (built by `npm install` into build/Release/pm_icmp.node). Loaded lazily: a machine where the
// addon did not build still starts and falls back to fping or TCP.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseIPv4 } from './ipv4.js';
import {
  clampTimeout,
  roundRtt,
  type ProbeEngine,
  type ProbeOutcome,
  type ProbeResult,
  type ProbeTarget,
} from './types.js';

type NativeResult = { outcomes: Uint8Array; rttMs: Float64Array; details: Record<number, string> };
type NativeSocket = {
  probe(addrs: Uint32Array, timeoutsMs: Uint32Array): Promise<NativeResult>;
  close(): void;
  info(): { mode: string; pps: number; identifier: number; rcvbuf: number };
};
type Addon = {
  IcmpSocket: new (opts: { mode: 'dgram' | 'raw'; pps?: number; rcvbuf?: number }) => NativeSocket;
};

export type IcmpMode = 'dgram' | 'raw';
export type NativeIcmpOptions = {
  mode: IcmpMode;
  /** Echo requests per second for the socket (default 5000). */
  pps?: number;
  /** Receive buffer asked for (default 8 MiB): replies to a burst must not be dropped. */
  rcvbufBytes?: number;
};

const ADDON_FILE = join('build', 'Release', 'pm_icmp.node');
const OUTCOMES: ProbeOutcome[] = ['up', 'timeout', 'unreachable'];
let cached: { addon?: Addon; error?: Error } | undefined;

/** Walks up from this module (src/… in development, dist/… when built) to the package root. */
function findAddon(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, ADDON_FILE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function loadIcmpAddon(): Addon {
  if (!cached) {
    try {
      const file = findAddon();
      if (!file) throw new Error(`ICMP addon not built (${ADDON_FILE} not found; run npm install)`);
      cached = { addon: createRequire(import.meta.url)(file) as Addon };
    } catch (err) {
      cached = { error: err instanceof Error ? err : new Error(String(err)) };
    }
  }
  if (cached.error) throw cached.error;
  return cached.addon as Addon;
}

/** Throws when the addon is missing or the socket cannot be opened (e.g. EACCES, EPERM). */
export function createNativeIcmpEngine(opts: NativeIcmpOptions): ProbeEngine & { info(): object } {
  const { IcmpSocket } = loadIcmpAddon();
  const socket = new IcmpSocket({ mode: opts.mode, pps: opts.pps, rcvbuf: opts.rcvbufBytes });
  let closed = false;

  return {
    name: opts.mode === 'raw' ? 'icmp-raw' : 'icmp-dgram',
    info: () => socket.info(),
    async probe(targets: ProbeTarget[]): Promise<ProbeResult[]> {
      if (closed) throw new Error('ICMP engine is closed');
      const results: ProbeResult[] = new Array(targets.length);
      const addrs = new Uint32Array(targets.length);
      const timeouts = new Uint32Array(targets.length);
      const sendIndex = new Int32Array(targets.length); // position in the native batch -> target
      let count = 0;
      for (let i = 0; i < targets.length; i++) {
        const t = targets[i]!;
        const addr = parseIPv4(t.address);
        if (addr === null) {
          const detail = `ICMP probes need an IPv4 address, not "${t.address}"`;
          results[i] = { id: t.id, outcome: 'unreachable', rttMs: null, detail };
          continue;
        }
        addrs[count] = addr;
        timeouts[count] = clampTimeout(t.timeoutMs);
        sendIndex[count++] = i;
      }
      const native = await socket.probe(addrs.subarray(0, count), timeouts.subarray(0, count));
      for (let k = 0; k < count; k++) {
        const i = sendIndex[k]!;
        const outcome = OUTCOMES[native.outcomes[k]!] ?? 'timeout';
        const rttMs = outcome === 'up' ? roundRtt(native.rttMs[k]!) : null;
        const detail = native.details[k];
        results[i] = detail
          ? { id: targets[i]!.id, outcome, rttMs, detail }
          : { id: targets[i]!.id, outcome, rttMs };
      }
      return results;
    },
    async close() {
      if (closed) return;
      closed = true;
      socket.close();
    },
  };
}
