// A worker process for escalation-processes.test.ts: the escalation runner and the notify worker's
// delivery pass against the test's database, driven by the test through stdin so two processes
// race at the same instants. Usage: node --import tsx escalation-worker.ts <database-url> <name>
//   stdin  "tick <epoch ms>"  one escalation pass and one delivery pass at that (fake) instant
//   stdout "ready", then per tick "done <steps sent> <delivered>"
// Traffic only to the database and the channel URLs in it (the test's loopback fake). Bounded: it
// exits on its own after 60 s, or when stdin closes.
import readline from 'node:readline';
import { connectDatabase } from '../../../db/client.js';
import { runDeliveryOnce } from '../../../notify/run-delivery.js';
import { testConfig } from '../../../test/test-config.js';
import { runEscalationOnce } from '../run-escalation.js';

const [url, name = 'worker'] = process.argv.slice(2);
if (!url) throw new Error('usage: escalation-worker.ts <database-url> <name>');

const config = testConfig();
const database = connectDatabase(url, 4);
const ctx = { config, database };
const log = (m: string) => process.stderr.write(`${name}: ${m}\n`);

let queue: Promise<unknown> = Promise.resolve();
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [command, at] = line.trim().split(' ');
  if (command !== 'tick') return;
  const now = new Date(Number(at));
  // one tick at a time, in order, as the worker's own timer runs them
  queue = queue
    .then(async () => {
      const pass = await runEscalationOnce(database.pool, config, { now, log });
      const delivered = await runDeliveryOnce(ctx, { now });
      process.stdout.write(`done ${pass.stepsSent} ${delivered.delivered}\n`);
    })
    .catch((err: unknown) => process.stdout.write(`failed ${String(err)}\n`));
});
lines.on('close', () => void queue.then(() => database.close()).then(() => process.exit(0)));
setTimeout(() => process.exit(3), 60_000).unref();
process.stdout.write('ready\n');
