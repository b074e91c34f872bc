// A worker process that claims due checks and then hangs in the probe forever, to be killed with
// SIGKILL by crash-safety.test.ts. Usage: node --import tsx dead-worker.ts <database-url> <batch>
// It prints "probing <n>" for every claimed batch. No network traffic: the prober is a fake.
// Bounded: it exits on its own after 60 s should nobody kill it.
import pg from 'pg';
import { createScheduler } from '../scheduler.js';
import { createTargetPolicy } from '../target-policy.js';

const [url, batch] = process.argv.slice(2);
if (!url) throw new Error('usage: dead-worker.ts <database-url> <batch>');

const pool = new pg.Pool({ connectionString: url, max: 4 });
pool.on('error', () => {});
const scheduler = createScheduler({
  pool,
  prober: {
    probe(targets) {
      process.stdout.write(`probing ${targets.length}\n`);
      return new Promise(() => {}); // never answers: the process dies first
    },
  },
  policy: createTargetPolicy({ hosted: false, allow: ['127.0.0.0/8'], deny: [] }),
  batchSize: Number(batch ?? 10),
  tickMs: 50,
  log: (m) => process.stderr.write(`${m}\n`),
});
scheduler.start();
process.stdout.write('started\n');
setTimeout(() => process.exit(3), 60_000);
