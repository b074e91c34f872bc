// Start-up choice of the ICMP engine: the first that gets an echo reply from 127.0.0.1 wins,
// in order of cost: in-process datagram socket (unprivileged where ping_group_range allows),
// in-process raw socket (root or CAP_NET_RAW), one fping process per batch, and last TCP.
import { createFpingEngine } from './fping.js';
import { createNativeIcmpEngine } from './icmp-native.js';
import { createTcpEngine } from './tcp.js';
import type { EngineName, ProbeEngine, ProbeLog, ProbeTarget } from './types.js';

export type EngineChoice = 'auto' | EngineName;
export type EngineSettings = {
  /** Echo requests per second for the in-process engines. */
  pps?: number;
  /** fping executable (default "fping"). */
  fpingCommand?: string;
  /** Port used when ICMP targets have to be probed by TCP (default 80). */
  tcpFallbackPort?: number;
};

const AUTO_ORDER: EngineName[] = ['icmp-dgram', 'icmp-raw', 'fping', 'tcp'];
const SELF_TEST: ProbeTarget = { id: 0, address: '127.0.0.1', method: 'icmp', timeoutMs: 1000 };

export function createEngine(name: EngineName, settings: EngineSettings = {}): ProbeEngine {
  switch (name) {
    case 'icmp-dgram':
      return createNativeIcmpEngine({ mode: 'dgram', pps: settings.pps });
    case 'icmp-raw':
      return createNativeIcmpEngine({ mode: 'raw', pps: settings.pps });
    case 'fping':
      return createFpingEngine({ command: settings.fpingCommand });
    case 'tcp':
      return createTcpEngine({ defaultPort: settings.tcpFallbackPort ?? 80 });
  }
}

/** Resolves with the engine if one echo to 127.0.0.1 comes back, else with why not. */
async function tryIcmpEngine(
  name: EngineName,
  settings: EngineSettings,
): Promise<{ engine: ProbeEngine } | { error: string }> {
  let engine: ProbeEngine | undefined;
  try {
    engine = createEngine(name, settings);
    const [result] = await engine.probe([SELF_TEST]);
    if (result?.outcome === 'up') return { engine };
    await engine.close();
    return {
      error:
        `echo to 127.0.0.1 gave ${result?.outcome ?? 'nothing'} ${result?.detail ?? ''}`.trim(),
    };
  } catch (err) {
    await engine?.close().catch(() => {});
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The engine for ICMP targets. 'tcp' is the last resort of 'auto' (and never self-tested): ICMP
 * targets are then probed by a TCP connect to port 80, which reports every host that answers.
 * A forced engine that does not work throws, so a misconfiguration is seen at start-up.
 */
export async function selectIcmpEngine(
  choice: EngineChoice,
  log: ProbeLog,
  settings: EngineSettings = {},
): Promise<ProbeEngine> {
  const candidates = choice === 'auto' ? AUTO_ORDER : [choice];
  for (const name of candidates) {
    if (name === 'tcp') {
      log(
        choice === 'auto'
          ? 'probe engine: tcp (no ICMP engine works here; ICMP targets are probed by TCP connect to port 80)'
          : 'probe engine: tcp (forced; ICMP targets are probed by TCP connect to port 80)',
      );
      return createEngine('tcp', settings);
    }
    const attempt = await tryIcmpEngine(name, settings);
    if ('engine' in attempt) {
      log(`probe engine: ${name}${choice === 'auto' ? ' (auto-detected)' : ' (forced)'}`);
      return attempt.engine;
    }
    if (choice !== 'auto')
      throw new Error(`probe engine ${name} does not work here: ${attempt.error}`);
    log(`probe engine ${name} unavailable: ${attempt.error}`);
  }
  throw new Error('no probe engine available'); // unreachable: 'tcp' always ends the list
}
