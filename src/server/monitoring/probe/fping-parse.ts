// Reading fping's per-target lines (fping -e -r 0): stdout says alive/unreachable, stderr says why.
import type { ProbeOutcome } from './types.js';

export type FpingLine = { address: string; outcome: ProbeOutcome; rttMs?: number; detail?: string };

const ALIVE = /^(\S+) is alive \((\d+(?:\.\d+)?) ms\)/;
const SILENT = /^(\S+) is unreachable/;
// e.g. "ICMP Host Unreachable from 10.0.0.1 for ICMP Echo sent to 10.0.0.9"
const ICMP_ERROR = /^ICMP (.+?) from (\S+) for ICMP Echo sent to (\S+)/;
// e.g. "127.0.0.1: error while sending ping: Operation not permitted"
const SEND_ERROR = /^(\S+): error while sending ping: (.+)$/;

/** A stdout line: "is alive" is up; "is unreachable" only means no echo reply came back. */
export function parseFpingStdout(line: string): FpingLine | undefined {
  const alive = ALIVE.exec(line);
  if (alive) return { address: alive[1]!, outcome: 'up', rttMs: Number(alive[2]) };
  const silent = SILENT.exec(line);
  if (silent) return { address: silent[1]!, outcome: 'timeout' };
  return undefined;
}

/** A stderr line naming an ICMP error or a send failure for one target. */
export function parseFpingStderr(line: string): FpingLine | undefined {
  const icmp = ICMP_ERROR.exec(line);
  if (icmp) {
    const kind = icmp[1]!.toLowerCase();
    return { address: icmp[3]!, outcome: 'unreachable', detail: `ICMP ${kind} from ${icmp[2]}` };
  }
  const send = SEND_ERROR.exec(line);
  if (send) return { address: send[1]!, outcome: 'unreachable', detail: `send failed: ${send[2]}` };
  return undefined;
}
