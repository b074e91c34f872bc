// The batch probe interface shared by every engine (see docs/decisions/003-probe-engine.md).
import type { ProbeOutcome } from '../../../contracts/monitoring.js';

export type { ProbeOutcome };

export type ProbeMethod = 'icmp' | 'tcp';
export type ProbeTarget = {
  id: number;
  address: string;
  method: ProbeMethod;
  port?: number;
  timeoutMs: number;
};
export type ProbeResult = {
  id: number;
  outcome: ProbeOutcome;
  rttMs: number | null;
  detail?: string;
};
export type EngineName = 'icmp-dgram' | 'icmp-raw' | 'fping' | 'tcp';

export interface ProbeEngine {
  readonly name: EngineName;
  /** One result per target, in the same order. Rejects only when the engine itself fails. */
  probe(targets: ProbeTarget[]): Promise<ProbeResult[]>;
  close(): Promise<void>;
}

export type ProbeLog = (message: string) => void;

/** Timeouts outside this range are clamped: 0 would mean "never answered", hours would pin slots. */
export const MIN_TIMEOUT_MS = 1;
export const MAX_TIMEOUT_MS = 60_000;

export function clampTimeout(ms: number): number {
  if (!Number.isFinite(ms)) return MAX_TIMEOUT_MS;
  return Math.min(MAX_TIMEOUT_MS, Math.max(MIN_TIMEOUT_MS, Math.round(ms)));
}

/** Rounds to microseconds: finer digits are noise. */
export function roundRtt(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
