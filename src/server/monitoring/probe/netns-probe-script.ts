// Run inside a test network namespace (see test-netns.ts): probes the given targets with each
// engine and prints one JSON line { engines: { [name]: results | { error } }, concurrent, tcp, auto }.
// A TCP server listens on 127.0.0.1:18080 in the namespace; 18081 stays closed.
import { createServer } from 'node:net';
import { createEngine } from './select-engine.js';
import { createProber } from './prober.js';
import { loopbackTargets } from './test-targets.js';
import type { EngineName, ProbeResult, ProbeTarget } from './types.js';

type Input = { engines: EngineName[]; icmp: ProbeTarget[]; tcp: ProbeTarget[] };
type Output = {
  engines: Record<string, ProbeResult[] | { error: string }>;
  concurrent: Record<string, boolean>;
  tcp: ProbeResult[];
  auto: { name: string; log: string[]; results: ProbeResult[] };
};

const input = JSON.parse(process.argv[2] ?? '{}') as Input;
const server = createServer((socket) => socket.destroy());
await new Promise<void>((resolve) => server.listen(18080, '127.0.0.1', resolve));

const out: Output = {
  engines: {},
  concurrent: {},
  tcp: [],
  auto: { name: '', log: [], results: [] },
};
for (const name of input.engines) {
  try {
    const engine = createEngine(name);
    out.engines[name] = await engine.probe(input.icmp);
    if (name !== 'fping') {
      // Two batches at once on one socket: each must get back exactly its own answers.
      const [a, b] = await Promise.all([
        engine.probe(loopbackTargets(300, 2000, 1)),
        engine.probe(loopbackTargets(300, 2000, 1001)),
      ]);
      const ok = (rs: ProbeResult[], first: number) =>
        rs.every((r, i) => r.id === first + i && r.outcome === 'up');
      out.concurrent[name] = ok(a, 1) && ok(b, 1001);
    }
    await engine.close();
  } catch (err) {
    out.engines[name] = { error: err instanceof Error ? err.message : String(err) };
  }
}
out.tcp = await createEngine('tcp').probe(input.tcp);

const log: string[] = [];
const prober = await createProber({ engine: 'auto', log: (m) => log.push(m) });
out.auto = {
  name: prober.icmpEngineName,
  log,
  results: await prober.probe([...input.icmp, ...input.tcp]),
};
await prober.close();

server.close();
process.stdout.write(JSON.stringify(out) + '\n');
