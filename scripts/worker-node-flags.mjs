// The node flags a worker starts with, from the check rate its operator sized it for (decision
// 037). Past the default send cap (MONITOR_ICMP_PPS 5,000, enough for 3,333 checks a second) the
// worker makes more short-lived garbage a second than V8's default young generation (16 MB
// semi-spaces) holds: it promotes and scavenges often, 5-9 µs a check at 1,000,000 every 60 s.
// A 64 MB young generation halves the GC pauses there, but at 100,000 every 30 s it only adds
// ~44 MB to the worker (447 MB with PostgreSQL, against 406 without): so only past the cap.
// Printed for the npm scripts (`node $(node scripts/worker-node-flags.mjs) dist/server/main.js`);
// V8 sizes its heap once, when the process starts, so this cannot be decided inside the worker.
import { pathToFileURL } from 'node:url';

export const DEFAULT_SEND_CAP = 5000;
export const LARGE_SEMI_SPACE_MB = 64;

/** @param {number} pps the worker's ICMP send cap (MONITOR_ICMP_PPS) */
export function workerNodeFlags(pps) {
  return pps > DEFAULT_SEND_CAP ? [`--max-semi-space-size=${LARGE_SEMI_SPACE_MB}`] : [];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pps = Number(process.env.MONITOR_ICMP_PPS || DEFAULT_SEND_CAP);
  console.log(workerNodeFlags(Number.isFinite(pps) ? pps : DEFAULT_SEND_CAP).join(' '));
}
