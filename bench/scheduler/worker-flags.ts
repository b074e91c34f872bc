// The bench's worker runs with the node flags `npm run worker` would give it at the bench's send
// cap (scripts/worker-node-flags.mjs, decision 037): V8 sizes its heap when the process starts,
// so a bench started without them starts itself again with them and waits for that run.
import { spawn } from 'node:child_process';
import { workerNodeFlags } from '../../scripts/worker-node-flags.mjs';

/** True when this process started a run with the worker's flags (it only passes on its exit). */
export function rerunWithWorkerFlags(pps: number): boolean {
  const missing = workerNodeFlags(pps).filter((f) => !process.execArgv.includes(f));
  if (missing.length === 0) return false;
  const child = spawn(
    process.execPath,
    [...missing, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  return true;
}
