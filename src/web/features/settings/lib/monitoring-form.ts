// The Monitoring configuration form: its values, client validation with the server's own schema
// (same messages), and the body of PUT /api/settings/workspace holding only what changed.
import {
  SETTINGS_MSG,
  updateWorkspaceBody,
  type Settings,
  type UpdateWorkspaceBody,
} from '../../../../contracts/settings.js';
import {
  intervalToSeconds,
  toIntervalParts,
  validateInterval,
  type IntervalParts,
} from './check-interval.js';

export type MonitoringFormValues = {
  alertEmail: string;
  interval: IntervalParts;
  failuresBeforeOffline: string;
  /** '1' or '2' (a select's value) */
  outageConfirmedFrom: string;
  timezone: string;
  emailOnTimeout: boolean;
  maskIps: boolean;
};

export type MonitoringField = 'alertEmail' | 'interval' | 'failuresBeforeOffline' | 'timezone';
export type MonitoringErrors = Partial<Record<MonitoringField, string>>;

type Workspace = Settings['workspace'];

export function monitoringValuesOf(ws: Workspace): MonitoringFormValues {
  return {
    alertEmail: ws.alertEmail ?? '',
    interval: toIntervalParts(ws.checkIntervalSeconds),
    failuresBeforeOffline: String(ws.failuresBeforeOffline),
    outageConfirmedFrom: String(ws.outageConfirmedFrom),
    timezone: ws.timezone,
    emailOnTimeout: ws.emailOnTimeout,
    maskIps: ws.maskIps,
  };
}

const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Every field as the server would receive it. */
function fullBody(v: MonitoringFormValues): UpdateWorkspaceBody {
  return {
    alertEmail: v.alertEmail.trim(),
    checkIntervalSeconds: intervalToSeconds(v.interval) ?? Number.NaN,
    failuresBeforeOffline: wholeNumber(v.failuresBeforeOffline),
    outageConfirmedFrom: v.outageConfirmedFrom === '2' ? 2 : 1,
    timezone: v.timezone,
    emailOnTimeout: v.emailOnTimeout,
    maskIps: v.maskIps,
  };
}

const FIELD_OF: Record<string, MonitoringField> = {
  alertEmail: 'alertEmail',
  checkIntervalSeconds: 'interval',
  failuresBeforeOffline: 'failuresBeforeOffline',
  timezone: 'timezone',
};

/** The server's messages for what it would refuse; an empty object when the form is valid. */
export function validateMonitoringForm(v: MonitoringFormValues): MonitoringErrors {
  const errors: MonitoringErrors = {};
  const intervalError = validateInterval(v.interval);
  if (intervalError) errors.interval = intervalError;
  const parsed = updateWorkspaceBody.safeParse(fullBody(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (errors.timezone) errors.timezone = SETTINGS_MSG.timezoneInvalid;
  return errors;
}

/** Only the fields that differ from the saved settings (the server logs what changed). */
export function monitoringChanges(v: MonitoringFormValues, saved: Workspace): UpdateWorkspaceBody {
  const body = fullBody(v);
  const out: UpdateWorkspaceBody = {};
  if ((body.alertEmail || null) !== (saved.alertEmail ?? null)) out.alertEmail = body.alertEmail;
  if (body.checkIntervalSeconds !== saved.checkIntervalSeconds)
    out.checkIntervalSeconds = body.checkIntervalSeconds;
  if (body.failuresBeforeOffline !== saved.failuresBeforeOffline)
    out.failuresBeforeOffline = body.failuresBeforeOffline;
  if (body.outageConfirmedFrom !== saved.outageConfirmedFrom)
    out.outageConfirmedFrom = body.outageConfirmedFrom;
  if (body.timezone !== saved.timezone) out.timezone = body.timezone;
  if (body.emailOnTimeout !== saved.emailOnTimeout) out.emailOnTimeout = body.emailOnTimeout;
  if (body.maskIps !== saved.maskIps) out.maskIps = body.maskIps;
  return out;
}

/** IANA zones this browser knows (UTC first), always including the saved one. */
export function timeZoneOptions(current: string, supported?: () => string[]): string[] {
  let zones: string[] = [];
  try {
    zones = supported ? supported() : Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set(['UTC', ...zones]);
  if (current) all.add(current);
  return [...all];
}
