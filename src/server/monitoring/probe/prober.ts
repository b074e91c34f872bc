// The prober the scheduler uses: one ICMP engine chosen at start-up plus the TCP engine, with
// each batch split by method and answered in the caller's order.
import { selectIcmpEngine, type EngineChoice, type EngineSettings } from './select-engine.js';
import { createTcpEngine } from './tcp.js';
import type { EngineName, ProbeEngine, ProbeLog, ProbeResult, ProbeTarget } from './types.js';

export type Prober = {
  icmp: ProbeEngine;
  tcp: ProbeEngine;
  icmpEngineName: EngineName;
  probe(targets: ProbeTarget[]): Promise<ProbeResult[]>;
  close(): Promise<void>;
};

export type ProberOptions = EngineSettings & {
  engine?: EngineChoice;
  log?: ProbeLog;
  /** Connections open at once for TCP targets. */
  tcpConcurrency?: number;
};

export async function createProber(opts: ProberOptions = {}): Promise<Prober> {
  const log = opts.log ?? (() => {});
  const icmp = await selectIcmpEngine(opts.engine ?? 'auto', log, opts);
  const tcp = createTcpEngine({ concurrency: opts.tcpConcurrency });

  async function probe(targets: ProbeTarget[]): Promise<ProbeResult[]> {
    const icmpIdx: number[] = [];
    const tcpIdx: number[] = [];
    targets.forEach((t, i) => (t.method === 'tcp' ? tcpIdx : icmpIdx).push(i));
    const pick = (idx: number[]) => idx.map((i) => targets[i]!);
    const [icmpResults, tcpResults] = await Promise.all([
      icmpIdx.length ? icmp.probe(pick(icmpIdx)) : Promise.resolve([]),
      tcpIdx.length ? tcp.probe(pick(tcpIdx)) : Promise.resolve([]),
    ]);
    const results: ProbeResult[] = new Array(targets.length);
    icmpIdx.forEach((i, k) => (results[i] = icmpResults[k]!));
    tcpIdx.forEach((i, k) => (results[i] = tcpResults[k]!));
    return results;
  }

  return {
    icmp,
    tcp,
    icmpEngineName: icmp.name,
    probe,
    async close() {
      await Promise.all([icmp.close(), tcp.close()]);
    },
  };
}
