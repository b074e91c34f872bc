// The embedded PostgreSQL is ours to keep alive: when it dies under the app (the out-of-memory
// killer picks the postmaster first, as it did here), it is started again on the same directory
// and port, so the pool and the LISTEN connection find it at the URL they already have. A server
// that keeps dying is not restarted for ever: after MAX_RESTARTS within RESTART_WINDOW_MS the
// app is told to exit with a message that says what to look at.
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded.js';

export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 10 * 60_000;
/** Between failed attempts to start it again. */
const RETRY_MS = 1000;

export type KeptCluster = {
  url: string;
  owned: boolean;
  stop: () => Promise<void>;
};

export async function keepEmbeddedRunning(opts: {
  startOptions: Omit<Parameters<typeof startEmbeddedPostgres>[0], 'onUnexpectedExit'>;
  log: (msg: string) => void;
  /** it died and was running again (e.g. hand back the dead run's claims) */
  onRestarted: () => Promise<void>;
  /** it died for the last time: the app should stop and exit non-zero with this message */
  onGiveUp: (message: string) => void;
}): Promise<KeptCluster> {
  const start = (onUnexpectedExit: (how: string) => void) =>
    startEmbeddedPostgres({ ...opts.startOptions, onUnexpectedExit });
  const restarts: number[] = [];
  let stopped = false;
  let restarting: Promise<void> | undefined;
  let cluster: EmbeddedCluster | undefined;

  const restart = async (how: string): Promise<void> => {
    opts.log(`PostgreSQL stopped unexpectedly (${how}); starting it again`);
    for (;;) {
      const now = Date.now();
      while (restarts.length > 0 && now - restarts[0]! > RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length >= MAX_RESTARTS) {
        opts.onGiveUp(
          `PostgreSQL stopped unexpectedly ${MAX_RESTARTS + 1} times within ${RESTART_WINDOW_MS / 60_000} minutes (the last: ${how}); it is not started again. ` +
            `Look for the out-of-memory killer (dmesg) and for free disk space under ${opts.startOptions.dataDir}, then start the app again.`,
        );
        return;
      }
      restarts.push(now);
      try {
        const next = await start(onExit);
        if (stopped) return void (await next.stop());
        if (next.url !== cluster?.url) {
          // The pool and the listener hold the old address: another program took the port.
          await next.stop();
          throw new Error(`it came back at another address (its port was taken meanwhile)`);
        }
        cluster = next;
        opts.log(`PostgreSQL is running again (pid ${next.pid ?? 'unknown'})`);
        await opts.onRestarted().catch((err: unknown) => {
          opts.log(`after the restart: ${err instanceof Error ? err.message : String(err)}`);
        });
        return;
      } catch (err) {
        how = err instanceof Error ? err.message : String(err);
        opts.log(`PostgreSQL did not start again: ${how}`);
        await new Promise((r) => setTimeout(r, RETRY_MS));
        if (stopped) return;
      }
    }
  };

  const onExit = (how: string) => {
    // Died while still starting: that start fails by itself.
    if (stopped || restarting || !cluster) return;
    restarting = restart(how)
      .catch((err: unknown) => opts.log(`restarting PostgreSQL failed: ${String(err)}`))
      .finally(() => (restarting = undefined));
  };

  const first = await start(onExit);
  cluster = first;
  return {
    url: first.url,
    owned: first.owned,
    stop: async () => {
      stopped = true;
      await restarting;
      await cluster?.stop();
    },
  };
}
