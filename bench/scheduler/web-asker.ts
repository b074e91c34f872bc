// The person asking the web process for their session during the scheduler bench, in a process
// of its own: in the bench's process the worker's batches held its event loop, and each answer's
// time then included how long the worker kept the asker from reading it (up to ~60 ms at
// 1,000,000), which no browser sees. Forked by web-probe.ts; asks until told to stop, then sends
// its answers back over the IPC channel and exits.
import process from 'node:process';

const EVERY_MS = 100;

type Answers = { answers: Array<[number, number]>; failures: number };

const [base, cookie] = process.argv.slice(2);
if (!base || !cookie || !process.send) {
  console.error('web-asker: forked by web-probe.ts with the base URL and the session cookie');
  process.exit(2);
}

const result: Answers = { answers: [], failures: 0 };
let running = true;
process.on('message', (msg) => {
  if (msg === 'stop') running = false;
});
// the parent may die without saying stop: the asker then ends with it
process.on('disconnect', () => process.exit(0));

// one request at a time, every 100 ms: a person's tabs, not a load test
while (running) {
  const t = performance.now();
  try {
    const res = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status === 200) result.answers.push([Date.now(), performance.now() - t]);
    else result.failures++;
  } catch {
    result.failures++;
  }
  await new Promise((r) => setTimeout(r, Math.max(0, EVERY_MS - (performance.now() - t))));
}
process.send(result, () => process.disconnect());
