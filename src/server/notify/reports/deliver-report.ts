// Sends a queued report mail; the figures are computed at send time for the stored period.
import type { ClaimedNotification } from '../claim-notifications.js';
import { workspaceInfo, type DeliveryDeps } from '../delivery-deps.js';
import type { Outcome } from '../finish-notification.js';
import { reportsLink, settingsLink } from '../links.js';
import { messageIdFor } from '../mailer.js';
import { NO_RECIPIENT, reportRecipients } from '../recipients.js';
import { sendMail } from '../send-mail.js';
import { composeReportMail } from './report-mail.js';
import { mailedReport } from './mailed-report.js';
import { plainUserText } from '../user-text.js';

type ReportParams = { localDate: string; periodEnd: string; days: 1 | 7 };

export async function deliverReport(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const params = row.payload as ReportParams | null;
  if (!params) return { kind: 'skipped', reason: 'Report parameters missing' };
  const ws = await workspaceInfo(deps.db, row.workspaceId);
  if (!ws) return { kind: 'skipped', reason: 'Workspace deleted' };
  const to = await reportRecipients(deps.db, row.workspaceId);
  if (to.length === 0) return { kind: 'skipped', reason: NO_RECIPIENT };
  const report = await mailedReport(deps.db, {
    workspaceId: row.workspaceId,
    timeZone: ws.timezone,
    periodEnd: new Date(params.periodEnd),
    days: params.days,
  });
  const mail = composeReportMail({
    report,
    workspaceName: plainUserText(ws.name),
    timeZone: ws.timezone,
    localDate: params.localDate,
    reportsUrl: reportsLink(deps.config),
    settingsUrl: settingsLink(deps.config),
  });
  return sendMail(deps, {
    to,
    ...mail,
    messageId: messageIdFor(row.eventId, deps.mailer.from),
    headers: { 'X-Monitor-Event-Id': row.eventId },
  });
}
