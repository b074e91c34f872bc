// Settings page endpoints (spec commercial §2 Settings, §3 form state, §5): profile, personal
// switches, workspace monitoring/report settings and the Danger Zone.
import { z } from 'zod';
import { alertPreferences } from './alert-preferences.js';
import { alert } from './monitoring.js';
import { canonicalTimeZone, isValidTimeZone } from './time-zone.js';
import {
  MAX_INTERVAL_SECONDS,
  MIN_INTERVAL_SECONDS,
  property,
  PROPERTY_MSG,
} from './properties.js';

export const SETTINGS_MSG = {
  intervalRange: PROPERTY_MSG.intervalRange,
  failuresRange: 'Failures before offline must be a whole number from 1 to 10',
  emailInvalid: 'Please enter a valid email address',
  timezoneInvalid: 'Please choose a valid time zone',
  workspaceNameRequired: 'Workspace name is required',
  confirmNameMismatch: 'The name you typed does not match the workspace name',
  smtpNotConfigured: 'SMTP is not configured',
  nothingToUpdate: 'Nothing to update',
  confirmFromInvalid: 'Outage confirmed from must be 1 or 2 locations',
  confirmNeedsLocations:
    'Confirming an outage from 2 locations needs at least 2 active monitoring locations (not paused or revoked)',
} as const;

/** From how many monitoring locations an outage (and its recovery) must be seen (issue 28). */
export const OUTAGE_CONFIRMED_FROM = [1, 2] as const;
export type OutageConfirmedFrom = (typeof OUTAGE_CONFIRMED_FROM)[number];

export const DEFAULT_CHECK_INTERVAL_SECONDS = 30;
export const DEFAULT_FAILURES_BEFORE_OFFLINE = 3;

export { canonicalTimeZone, isValidTimeZone } from './time-zone.js';

const emailAddress = z
  .string({ error: SETTINGS_MSG.emailInvalid })
  .trim()
  .max(254, SETTINGS_MSG.emailInvalid)
  .pipe(z.email({ error: SETTINGS_MSG.emailInvalid }))
  .transform((v) => v.toLowerCase());

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .nullish()
    // omitted: unchanged; empty or null: cleared
    .transform((v) => (v === undefined ? undefined : v || null));

export const profileSettings = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** a new address waiting for its link to be followed; `email` stays until then */
  pendingEmail: z.string().nullable(),
  /** false for accounts that sign in only through OpenID Connect (their e-mail is the provider's) */
  hasPassword: z.boolean(),
});

export const personalSettings = z.object({
  /** alert mail in this workspace (per membership), for the alert types chosen */
  emailNotifications: z.boolean(),
  desktopNotifications: z.boolean(),
  systemAlerts: z.boolean(),
});

export const workspaceSettings = z.object({
  name: z.string(),
  /** where alert mail goes; null: the workspace's admins (those with email notifications on) */
  alertEmail: z.string().nullable(),
  /** alert mail goes to alertEmail only once the link sent to it was followed */
  alertEmailVerified: z.boolean(),
  /** default check frequency of properties without their own (30 s .. 1440 min) */
  checkIntervalSeconds: z.number(),
  failuresBeforeOffline: z.number(),
  /**
   * 1: a property goes offline when one location sees it fail its threshold; 2: a second
   * location must agree within one interval (recovery likewise)
   */
  outageConfirmedFrom: z.union([z.literal(1), z.literal(2)]),
  /** IANA time zone: report times (08:00) and times in mails */
  timezone: z.string(),
  emailOnTimeout: z.boolean(),
  dailyReports: z.boolean(),
  weeklyReports: z.boolean(),
  maskIps: z.boolean(),
});

/** GET /api/settings, and the reply of every PUT /api/settings/*. */
export const settings = z.object({
  profile: profileSettings,
  personal: personalSettings,
  alerts: alertPreferences,
  workspace: workspaceSettings,
  mail: z.object({
    /** false: alert mail is recorded as skipped ('SMTP is not configured') */
    configured: z.boolean(),
    from: z.string().nullable(),
    message: z.string().nullable(),
  }),
  /** only workspace admins change workspace settings, webhooks and the Danger Zone */
  canEditWorkspace: z.boolean(),
  /** monitoring locations of this installation not paused or revoked (2 are needed to confirm from 2) */
  activeLocations: z.number(),
});
export type Settings = z.infer<typeof settings>;

export const updateProfileBody = z.object({
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  /** omitted or the same: unchanged; a new one takes effect once its link is followed */
  email: emailAddress.optional(),
  /** needed to change the e-mail */
  currentPassword: z.string().max(200).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const updatePersonalBody = z.object({
  emailNotifications: z.boolean().optional(),
  desktopNotifications: z.boolean().optional(),
  systemAlerts: z.boolean().optional(),
});
export type UpdatePersonalBody = z.input<typeof updatePersonalBody>;

/** Every field optional: only what is sent changes. An empty alertEmail clears it. */
export const updateWorkspaceBody = z.object({
  name: z
    .string({ error: SETTINGS_MSG.workspaceNameRequired })
    .trim()
    .min(1, SETTINGS_MSG.workspaceNameRequired)
    .max(200, 'Workspace name must be at most 200 characters')
    .optional(),
  alertEmail: z
    .union([z.literal('').transform(() => null), z.null(), emailAddress], {
      error: SETTINGS_MSG.emailInvalid,
    })
    .optional(),
  checkIntervalSeconds: z
    .number({ error: SETTINGS_MSG.intervalRange })
    .int(SETTINGS_MSG.intervalRange)
    .min(MIN_INTERVAL_SECONDS, SETTINGS_MSG.intervalRange)
    .max(MAX_INTERVAL_SECONDS, SETTINGS_MSG.intervalRange)
    .optional(),
  failuresBeforeOffline: z
    .number({ error: SETTINGS_MSG.failuresRange })
    .int(SETTINGS_MSG.failuresRange)
    .min(1, SETTINGS_MSG.failuresRange)
    .max(10, SETTINGS_MSG.failuresRange)
    .optional(),
  outageConfirmedFrom: z
    .union([z.literal(1), z.literal(2)], { error: SETTINGS_MSG.confirmFromInvalid })
    .optional(),
  timezone: z
    .string({ error: SETTINGS_MSG.timezoneInvalid })
    .trim()
    .refine(isValidTimeZone, SETTINGS_MSG.timezoneInvalid)
    .transform(canonicalTimeZone)
    .optional(),
  emailOnTimeout: z.boolean().optional(),
  dailyReports: z.boolean().optional(),
  weeklyReports: z.boolean().optional(),
  maskIps: z.boolean().optional(),
});
export type UpdateWorkspaceBody = z.input<typeof updateWorkspaceBody>;

/** DELETE /api/workspace: the workspace's name, typed by the admin to confirm. */
export const deleteWorkspaceBody = z.object({
  confirmName: z.string({ error: SETTINGS_MSG.confirmNameMismatch }),
});
export type DeleteWorkspaceBody = z.input<typeof deleteWorkspaceBody>;

/** GET /api/workspace/export: everything the workspace holds, as one JSON download. */
export const workspaceExport = z.object({
  exportedAt: z.string(),
  workspace: z.object({
    id: z.string(),
    name: z.string(),
    plan: z.string(),
    createdAt: z.string(),
    settings: workspaceSettings.omit({ name: true }),
  }),
  members: z.array(
    z.object({
      email: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      role: z.string(),
      joinedAt: z.string(),
    }),
  ),
  properties: z.array(property),
  alerts: z.array(alert),
  webhooks: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      url: z.string(),
      events: z.array(z.string()),
      enabled: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  activity: z.array(
    z.object({
      kind: z.string(),
      message: z.string(),
      propertyId: z.number().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type WorkspaceExport = z.infer<typeof workspaceExport>;
