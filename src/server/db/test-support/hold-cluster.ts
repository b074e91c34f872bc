// Starts an embedded cluster on a directory and keeps it until killed, to test that the server
// stops when its parent dies. Usage: node --import tsx hold-cluster.ts <dataDir> <pdeathsig|watchdog>
// Prints {"pid": <postmaster pid>} once the server is ready. Bounded: exits on its own after 60 s.
import { startEmbeddedPostgres } from '../embedded.js';

const [dataDir, watch] = process.argv.slice(2);
if (!dataDir || (watch !== 'pdeathsig' && watch !== 'watchdog')) {
  throw new Error('usage: hold-cluster.ts <dataDir> <pdeathsig|watchdog>');
}
const cluster = await startEmbeddedPostgres({ dataDir, database: 'held', parentWatch: watch });
process.stdout.write(`${JSON.stringify({ pid: cluster.pid })}\n`);
setTimeout(() => void cluster.stop().then(() => process.exit(3)), 60_000);
