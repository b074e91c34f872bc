// Run inside a test network namespace (netns-location.ts): a location's probe engine as a process
// of its own. Reads one JSON line per batch ({ seq, targets }) on stdin, probes it with the real
// engine (real packets, inside the namespace only) and writes { seq, results } on stdout.
import { createInterface } from 'node:readline';
import { createProber } from '../../probe/prober.js';
import type { ProbeTarget } from '../../probe/types.js';

const prober = await createProber({ engine: 'auto' });
process.stdout.write(JSON.stringify({ ready: prober.icmpEngineName }) + '\n');
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const { seq, targets } = JSON.parse(line) as { seq: number; targets: ProbeTarget[] };
  void prober.probe(targets).then((results) => {
    process.stdout.write(JSON.stringify({ seq, results }) + '\n');
  });
});
lines.on('close', () => void prober.close().then(() => process.exit(0)));
