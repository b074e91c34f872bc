// The web app beside the checks (issue 32: "the web app still answering GET /api/auth/user p99 <
// 50 ms during the run"): the built web process (PROCESS_ROLE=web) on the bench's database, one
// signed-in person asking for their session ten times a second, each answer timed.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { account, signIn, signUp, startServer } from '../lib/app-server.js';

type Answers = { answers: Array<[number, number]>; failures: number };

export type WebProbe = {
  /** the web process's pid (its CPU is not the worker's or PostgreSQL's) */
  pid: number;
  /** stops asking and the web process; answers as [when (ms), how long (ms)] and failures */
  stop(): Promise<Answers>;
};

const here = path.dirname(fileURLToPath(import.meta.url));

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
  // the asking runs in a process of its own (web-asker.ts says why), not in the worker's loop
  const asker = fork(path.join(here, 'web-asker.ts'), [web.base, cookie], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = new Promise<Answers>((resolve, reject) => {
    asker.once('message', (msg) => resolve(msg as Answers));
    asker.once('exit', (code) =>
      reject(new Error(`the web asker exited (${code}) before answering`)),
    );
  });
  // an asker that dies early is reported by stop(), not as an unhandled rejection mid-run
  result.catch(() => undefined);
  return {
    pid: web.pid,
    async stop() {
      asker.send('stop');
      try {
        return await result;
      } finally {
        await web.stop();
      }
    },
  };
}
