// bench:import's /api/health prober, in a worker thread of its own (plain JS: no tsx in the
// thread): its event loop does nothing but probe, so a probe's time is the server's answer, not
// the benchmark's own stalls while it sends 10 MB uploads and parses polls on the main thread.
// Told { base, limitMs } it probes every 10 ms over one keep-alive connection until 'stop' (or the
// limit), then posts each probe's start (absolute ms) and latency, the failures and its own
// worst event-loop delay.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';

const now = () => performance.timeOrigin + performance.now();

function probe(base, agent) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(`${base}/api/health`, { agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - t0)
          : reject(new Error(`health ${res.statusCode}`)),
      );
    });
    req.on('timeout', () => req.destroy(new Error('health timed out')));
    req.on('error', reject);
  });
}

parentPort.once('message', async ({ base, limitMs }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  parentPort.once('message', () => (running = false));
  await probe(base, agent).catch(() => {}); // opens the connection before the clock starts
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  parentPort.postMessage({ type: 'started' });
  const probes = [];
  let failed = 0;
  const deadline = Date.now() + limitMs;
  while (running && Date.now() < deadline) {
    const at = now();
    try {
      probes.push({ at, ms: await probe(base, agent) });
    } catch {
      failed++;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  loop.disable();
  agent.destroy();
  parentPort.postMessage({ type: 'done', probes, failed, loopMaxMs: loop.max / 1e6 });
});
