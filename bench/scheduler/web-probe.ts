// The web app beside the checks (issue 32: "the web app still answering GET /api/auth/user p99 <
// 50 ms during the run"): the built web process (PROCESS_ROLE=web) on the bench's database, one
// signed-in person asking for their session ten times a second, each answer timed.
import { existsSync } from 'node:fs';
import { account, signIn, signUp, startServer } from '../lib/app-server.js';

export type WebProbe = {
  /** the web process's pid (its CPU is not the worker's or PostgreSQL's) */
  pid: number;
  /** stops asking and the web process; answers as [when (ms), how long (ms)] and failures */
  stop(): Promise<{ answers: Array<[number, number]>; failures: number }>;
};

const EVERY_MS = 100;

/** undefined when the app is not built (`npm run build`): the figure is then not measured. */
export async function startWebProbe(
  dataDir: string,
  port: number,
  databaseUrl: string,
): Promise<WebProbe | undefined> {
  if (!existsSync('dist/server/main.js')) return undefined;
  const web = await startServer(dataDir, port, { PROCESS_ROLE: 'web', DATABASE_URL: databaseUrl });
  const person = account('scheduler');
  await signUp(web.base, person);
  const cookie = await signIn(web.base, person);
  const answers: Array<[number, number]> = [];
  let failures = 0;
  let running = true;
  // one request at a time, every 100 ms: a person's tabs, not a load test
  const asking = (async () => {
    while (running) {
      const t = performance.now();
      try {
        const res = await fetch(`${web.base}/api/auth/user`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status === 200) answers.push([Date.now(), performance.now() - t]);
        else failures++;
      } catch {
        failures++;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, EVERY_MS - (performance.now() - t))));
    }
  })();
  return {
    pid: web.pid,
    async stop() {
      running = false;
      await asking;
      await web.stop();
      return { answers, failures };
    },
  };
}
