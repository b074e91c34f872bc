// Background work of a worker process: monitoring and deliveries are added by their features.
import type { AppContext } from './app-context.js';
import { deleteExpiredSessions } from './auth/sessions.js';

export async function startWorker(
  ctx: AppContext,
  log: (m: string) => void,
): Promise<() => Promise<void>> {
  const timer = setInterval(() => {
    deleteExpiredSessions(ctx.database.db).catch((e: unknown) =>
      log(`session cleanup failed: ${String(e)}`),
    );
  }, 3_600_000);
  timer.unref();
  return async () => clearInterval(timer);
}
