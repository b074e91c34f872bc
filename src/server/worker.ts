// A worker's background work: the check scheduler and periodic upkeep (uptime, retention, sessions).
import type { AppContext } from './app-context.js';
import { deleteExpiredSessions } from './auth/sessions.js';
import { pruneApiRateCounters } from './auth/count-api-request.js';
import { pruneSignInFailures } from './features/auth/sign-in-throttle.js';
import { forgetVisitorIps } from './features/chat/check-chat-quota.js';
import { prunePhoneCodeSends } from './features/settings/phone-code-caps.js';
import {
  FOLD_EVERY_MS,
  FOLD_SPREAD_MS,
  foldCheckResults,
} from './monitoring/fold-check-results.js';
import { pruneActivity, pruneCheckResults, pruneRollups } from './monitoring/maintenance.js';
import { ensureHistoryPartitions } from './monitoring/history-partitions.js';
import {
  alertAfterMaintenance,
  MAINTENANCE_END_EVERY_MS,
} from './monitoring/alert-after-maintenance.js';
import { announceMaintenanceStarts } from './monitoring/announce-maintenance-starts.js';
import { createProber } from './monitoring/probe/index.js';
import { createLocationGuard } from './monitoring/location-guard/create-location-guard.js';
import { pruneLocationMinutes } from './monitoring/location-guard/minute-figures.js';
import { createScheduler, WORKER_SCHEDULE } from './monitoring/scheduler.js';
import { probeSliceFor } from './monitoring/probe-slices.js';
import { createTargetPolicy } from './monitoring/target-policy.js';
import { startNotifyWorker } from './notify/notify-worker.js';
import { ESCALATION_EVERY_MS, runEscalationOnce } from './monitoring/escalation/run-escalation.js';
import { uptimeEdgePass } from './reporting/refresh-uptime-edges.js';
import { runTrialJobs } from './features/billing/trial-jobs.js';
import { safeErrorMessage } from './lib/redact-error.js';
import { pruneSendCounters } from './lib/send-limits.js';
import { startSheetSyncJobs } from './features/google-sheets/sheet-sync-jobs.js';

export type Worker = { engine: string; stop: () => Promise<void> };

const UPTIME_EVERY_MS = 5 * 60_000;
const HOURLY_MS = 3_600_000;
const TRIAL_JOBS_MS = 60_000;

export async function startWorker(ctx: AppContext, log: (m: string) => void): Promise<Worker> {
  const { config, database } = ctx;
  const prober = await createProber({
    engine: config.monitor.engine,
    pps: config.monitor.icmpPps,
    log,
  });
  log(`probe engine: ${prober.icmpEngineName}`);
  const policy = createTargetPolicy(config.monitor);
  // This install's own location, "Primary": canaries and the share of failures (decision 027).
  const guard = createLocationGuard({
    pool: database.pool,
    config: config.monitor.guard,
    policy,
    prober,
    log,
  });
  await guard.start();
  const scheduler = createScheduler({
    pool: database.pool,
    prober,
    policy,
    batchSize: config.monitor.batchSize,
    tickMs: config.monitor.tickMs,
    // a claim probed in slices of a fifth of a second of the socket's sends (decision 037)
    probeSliceSize: probeSliceFor(config.monitor.icmpPps),
    log,
    guard,
    // the schedule in memory by buckets, or the claim's scan (decision 036 item 1)
    schedule: WORKER_SCHEDULE,
  });
  scheduler.start();
  // Alert mail, webhooks and scheduled reports from the outbox.
  const notifier = startNotifyWorker(ctx, log);
  // Linked Google sheets every 30 minutes, once a service account is configured (decision 012).
  const sheetSync = config.googleSheets.serviceAccount
    ? await startSheetSyncJobs({
        pool: database.pool,
        deps: {
          db: database.db,
          config: config.googleSheets,
          policy: createTargetPolicy(config.monitor),
        },
        log,
      })
    : undefined;

  const every = (ms: number, job: () => Promise<unknown>, name: string) => {
    const run = () => job().catch((e: unknown) => log(`${name} failed: ${safeErrorMessage(e)}`));
    const t = setInterval(run, ms);
    t.unref();
    return t;
  };
  // A paced fold can outlast its interval on a slow database: the next one waits its turn.
  let folding = false;
  const foldOnce = async () => {
    if (folding) return;
    folding = true;
    try {
      await foldCheckResults(database.db, undefined, undefined, { spreadMs: FOLD_SPREAD_MS });
    } finally {
      folding = false;
    }
  };
  // one escalation pass at a time in this process (other workers are kept apart by the database)
  let escalating = false;
  const escalateOnce = async () => {
    if (escalating) return;
    escalating = true;
    try {
      await runEscalationOnce(database.pool, config, { now: new Date(), log });
    } finally {
      escalating = false;
    }
  };
  // today's history partition before the first fold (decision 036); awaited, so a quick stop
  // never finds it in flight
  await ensureHistoryPartitions(database.db).catch((e: unknown) =>
    log(`history partitions failed: ${safeErrorMessage(e)}`),
  );
  const timers = [
    // Raw results into the rollups and packed history (decision 014); the uptime refresh reads them.
    every(FOLD_EVERY_MS, () => foldOnce(), 'fold of check results'),
    // The fold refreshes the uptime of what it folds; this pass the properties whose oldest hour
    // or day just left a window (decision 036): no statement reads every property.
    every(UPTIME_EVERY_MS, uptimeEdgePass(database.db), 'uptime edges'),
    // An outage still going when a maintenance window ends is alerted then (decision 026).
    // Its ends first: one that started and ended between two passes is then announced not at all
    // rather than ended without a start. Then the starts: subscribers told, "Maintenance" live.
    every(
      MAINTENANCE_END_EVERY_MS,
      async () => {
        await alertAfterMaintenance(database.pool);
        await announceMaintenanceStarts(database.pool);
      },
      'maintenance starts and ends',
    ),
    // Escalation steps of open incidents (decision 034): a bounded batch per tick.
    every(ESCALATION_EVERY_MS, () => escalateOnce(), 'escalation'),
    // The packed history's day partitions, today and two days ahead (decision 036): now, then
    // hourly (a missed pass leaves the next one a day or two to catch up).
    every(HOURLY_MS, () => ensureHistoryPartitions(database.db), 'history partitions'),
    every(
      HOURLY_MS,
      () => pruneCheckResults(database.db, config.monitor.retentionDays),
      'retention',
    ),
    every(
      HOURLY_MS,
      () => pruneRollups(database.db, config.monitor.rollupRetentionDays),
      'rollup retention',
    ),
    every(
      HOURLY_MS,
      () => pruneActivity(database.db, config.monitor.activityRetentionDays),
      'activity retention',
    ),
    every(HOURLY_MS, () => deleteExpiredSessions(database.db), 'session cleanup'),
    // The primary's minutes for the Locations panel (agents' posts prune them too, if any).
    every(HOURLY_MS, () => pruneLocationMinutes(database.pool), 'location minutes cleanup'),
    every(HOURLY_MS, () => pruneApiRateCounters(database.db), 'API rate counter cleanup'),
    // Trial mails and pausing unpaid workspaces: only where a payment provider lets them pay.
    ...(config.billing
      ? [every(TRIAL_JOBS_MS, () => runTrialJobs(database.db, config, new Date()), 'trial jobs')]
      : []),
    every(HOURLY_MS, () => pruneSignInFailures(database.db), 'sign-in counter cleanup'),
    every(HOURLY_MS, () => pruneSendCounters(database.db), 'mail limit counter cleanup'),
    every(HOURLY_MS, () => forgetVisitorIps(database.db), 'chat visitor address cleanup'),
    every(HOURLY_MS, () => prunePhoneCodeSends(database.db), 'SMS code log cleanup'),
  ];
  return {
    engine: prober.icmpEngineName,
    stop: async () => {
      timers.forEach(clearInterval);
      guard.stop();
      await scheduler.stop();
      await notifier.stop();
      await sheetSync?.stop();
      await prober.close();
    },
  };
}
