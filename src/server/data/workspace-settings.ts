// A workspace's settings as Settings shows them and the workspace export carries them.
import type { workspaces } from '../db/schema/index.js';

export const toWorkspaceSettings = (ws: typeof workspaces.$inferSelect) => ({
  alertEmail: ws.alertEmail,
  alertEmailVerified: ws.alertEmail !== null && ws.alertEmailVerifiedAt !== null,
  checkIntervalSeconds: ws.checkIntervalSeconds,
  failuresBeforeOffline: ws.failuresBeforeOffline,
  outageConfirmedFrom: ws.outageConfirmLocations === 2 ? (2 as const) : (1 as const),
  timezone: ws.timezone,
  emailOnTimeout: ws.emailOnTimeout,
  dailyReports: ws.dailyReports,
  weeklyReports: ws.weeklyReports,
  maskIps: ws.maskIps,
});
