// Public surface of the probe engine; see docs/decisions/003-probe-engine.md.
export type {
  EngineName,
  ProbeEngine,
  ProbeLog,
  ProbeMethod,
  ProbeOutcome,
  ProbeResult,
  ProbeTarget,
} from './types.js';
export { createProber, type Prober, type ProberOptions } from './prober.js';
export { createEngine, selectIcmpEngine, type EngineChoice } from './select-engine.js';
export { createNativeIcmpEngine } from './icmp-native.js';
export { createFpingEngine } from './fping.js';
export { createTcpEngine } from './tcp.js';
