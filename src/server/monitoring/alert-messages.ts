// Readable alert texts naming the property and what happened.
import { wordFor } from '../../contracts/plural.js';
import type { AlertType } from './status-machine.js';
import type { ProbeOutcome } from './probe/types.js';

export type AlertFacts = {
  name: string;
  address: string;
  outcome: ProbeOutcome;
  rttMs: number | null;
  failures: number;
  timeoutMs: number;
  /** when the property went offline, for the recovery message */
  downSince: Date | null;
  at: Date;
};

export function alertMessage(type: AlertType, f: AlertFacts): string {
  const who = `${f.name} (${f.address})`;
  const why =
    f.outcome === 'unreachable'
      ? 'the network reported the host unreachable'
      : `no reply within ${formatSeconds(f.timeoutMs)}`;
  switch (type) {
    case 'timeout':
      return `${who} is not responding: ${why}. Confirming before marking it offline.`;
    case 'offline':
      return `${who} is offline: ${f.failures} consecutive ${wordFor(f.failures, { one: 'check', other: 'checks' })} failed (${why}).`;
    case 'online': {
      const rtt = f.rttMs === null ? '' : ` (responded in ${f.rttMs.toFixed(1)} ms)`;
      const down = f.downSince
        ? ` after ${formatDuration(f.at.getTime() - f.downSince.getTime())} offline`
        : '';
      return `${who} is back online${rtt}${down}.`;
    }
  }
}

const formatSeconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return h < 48 ? `${h} h ${m % 60} min` : `${Math.floor(h / 24)} d ${h % 24} h`;
}
