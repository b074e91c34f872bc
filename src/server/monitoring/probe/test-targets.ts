// Loopback targets for tests and the benchmark: every 127.0.0.0/8 address answers on Linux.
import type { ProbeTarget } from './types.js';

/** n ICMP targets spread over 127.1.0.1 … (127.1.x.y, y in 1..254), ids from firstId. */
export function loopbackTargets(n: number, timeoutMs: number, firstId = 1): ProbeTarget[] {
  return Array.from({ length: n }, (_, i) => ({
    id: firstId + i,
    address: `127.1.${Math.floor(i / 254)}.${(i % 254) + 1}`,
    method: 'icmp' as const,
    timeoutMs,
  }));
}
