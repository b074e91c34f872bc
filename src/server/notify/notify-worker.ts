// The worker's notification loop: delivery every tick (never two passes at once), due reports
// queued about once a minute, old notifications pruned hourly. Stops cleanly, waiting for the
// pass in progress.
import type { AppContext } from '../app-context.js';
import { deliveryDeps } from './delivery-deps.js';
import { pruneNotifications } from './prune-notifications.js';
import { queueDueReports } from './reports/queue-due-reports.js';
import { runDeliveryOnce } from './run-delivery.js';
import { safeErrorMessage } from '../lib/redact-error.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { MAX_CLAIM_BACKOFF_MS } from '../monitoring/scheduler.js';

const REPORT_CHECK_MS = 60_000;
const PRUNE_EVERY_MS = 3_600_000;

export type NotifyWorker = { stop(): Promise<void> };

export function startNotifyWorker(ctx: AppContext, log: (m: string) => void): NotifyWorker {
  const deps = deliveryDeps(ctx);
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let lastReportCheck = 0;
  let lastPrune = Date.now();
  /** passes in a row that found the database away: the next waits longer (logged once) */
  let refusals = 0;

  const pass = async () => {
    if (Date.now() - lastReportCheck >= REPORT_CHECK_MS) {
      lastReportCheck = Date.now();
      await queueDueReports(deps.db, { now: new Date() }).catch((e: unknown) =>
        log(`report scheduling failed: ${safeErrorMessage(e)}`),
      );
    }
    if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneNotifications(deps.db).catch((e: unknown) =>
        log(`notification cleanup failed: ${safeErrorMessage(e)}`),
      );
    }
    const s = await runDeliveryOnce(ctx, { deps });
    if (s.failed > 0) log(`notifications: ${s.failed} failed for good (see the notification log)`);
  };

  const guardedPass = async () => {
    try {
      await pass();
      if (refusals > 0) log('database reachable again: notification delivery resumed');
      refusals = 0;
    } catch (e) {
      if (!isDatabaseUnavailable(e)) {
        log(`notification delivery failed: ${safeErrorMessage(e)}`);
        return;
      }
      if (refusals === 0) {
        log(
          `notification delivery failed: ${safeErrorMessage(e)}; the database is away, delivery paused (retried with back-off)`,
        );
      }
      refusals++;
    }
  };

  const schedule = () => {
    if (!running) return;
    const { tickMs } = ctx.config.notify;
    const delay =
      refusals === 0
        ? tickMs
        : Math.max(tickMs, Math.min(tickMs * 2 ** Math.min(refusals, 16), MAX_CLAIM_BACKOFF_MS));
    timer = setTimeout(() => {
      current = guardedPass().finally(schedule);
    }, delay);
    timer.unref();
  };
  if (!deps.mailer.configured) log('SMTP_URL is not set: alert mail is recorded as skipped');
  schedule();

  return {
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}
