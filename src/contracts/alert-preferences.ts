// Who gets alerted: each member's choice per workspace (e-mail, SMS, which alert types) and a
// phone number proved by a code sent by SMS (DESIGN §1; SMS is a Pro and Enterprise feature).
import { wordFor } from './plural.js';
import { z } from 'zod';
import { plansWith } from './entitlements.js';

export const MEMBER_ALERT_TYPES = ['offline', 'online', 'timeout'] as const;
export type MemberAlertType = (typeof MEMBER_ALERT_TYPES)[number];

export const ALERT_TYPE_LABELS: Record<MemberAlertType, string> = {
  offline: 'Offline (outage confirmed)',
  online: 'Back online',
  timeout: 'Timeout (first missed check)',
};

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_ATTEMPTS = 5;
/** a new code may be asked for after this long */
export const PHONE_RESEND_SECONDS = 60;
/** Codes sent to one number in 24 hours, whoever asks (no SMS bombing of a stranger's phone)... */
export const PHONE_CODES_PER_NUMBER_PER_DAY = 5;
/** ...and asked for by one account in 24 hours, whatever the numbers. */
export const PHONE_CODES_PER_ACCOUNT_PER_DAY = 10;

export const SMS_MSG = {
  notConfigured:
    'SMS is not configured on this installation: phone numbers cannot be verified and alert SMS are not sent; ask the operator.',
  planRequired: (planName: string) =>
    `SMS alerts are part of the ${plansWith('smsAlerts')} plans; this workspace is on the ${planName} plan. Upgrade to turn them on.`,
  phoneRequired: 'Verify a phone number before turning on SMS alerts.',
  phoneInvalid: 'Enter the number in international format, e.g. +447700900123.',
  codeInvalid: `Enter the ${PHONE_CODE_LENGTH}-digit code from the SMS.`,
  codeWrong: (left: number) =>
    `That code is not correct. ${left} ${wordFor(left, { one: 'attempt', other: 'attempts' })} left.`,
  codeLocked: 'Too many wrong codes. Ask for a new code.',
  codeExpired: 'This code has expired. Ask for a new code.',
  noCode: 'No code is waiting for this account. Ask for a new code.',
  resendTooSoon: (seconds: number) =>
    `A code was sent a moment ago. You can ask for another in ${seconds} seconds.`,
  sendFailed: 'The SMS could not be sent. Please check the number and try again in a minute.',
  numberDailyCap: `No more than ${PHONE_CODES_PER_NUMBER_PER_DAY} codes a day can be sent to this number. Please try again tomorrow.`,
  accountDailyCap: `No more than ${PHONE_CODES_PER_ACCOUNT_PER_DAY} codes a day can be sent for one account. Please try again tomorrow.`,
  typesRequired: 'Choose at least one alert type.',
} as const;

/** E.164: a plus, a country code and up to 15 digits; spaces, dots, dashes and brackets dropped. */
export const phoneNumber = z
  .string({ error: SMS_MSG.phoneInvalid })
  .trim()
  .max(40, SMS_MSG.phoneInvalid)
  .transform((v) => v.replace(/[\s.\-()]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, SMS_MSG.phoneInvalid));

/** Part of GET /api/settings: the caller's preferences in the current workspace. */
export const alertPreferences = z.object({
  /** (e-mail on/off is `personal.emailNotifications`, the specification's switch) */
  smsAlerts: z.boolean(),
  alertTypes: z.array(z.enum(MEMBER_ALERT_TYPES)),
  /** the verified number, shown masked to others but in full to its owner */
  phoneNumber: z.string().nullable(),
  /** a number waiting for its code */
  pendingPhoneNumber: z.string().nullable(),
  sms: z.object({
    /** a provider is configured (TWILIO_*) */
    configured: z.boolean(),
    /** the workspace's plan carries SMS alerts */
    planAllows: z.boolean(),
    /** why the SMS switch cannot be used, when it cannot */
    message: z.string().nullable(),
  }),
});
export type AlertPreferences = z.infer<typeof alertPreferences>;

/** PUT /api/settings/alerts: only what is sent changes. */
export const updateAlertPreferencesBody = z.object({
  smsAlerts: z.boolean().optional(),
  alertTypes: z
    .array(z.enum(MEMBER_ALERT_TYPES, { error: SMS_MSG.typesRequired }), {
      error: SMS_MSG.typesRequired,
    })
    .min(1, SMS_MSG.typesRequired)
    .max(MEMBER_ALERT_TYPES.length, SMS_MSG.typesRequired)
    .transform((v) => MEMBER_ALERT_TYPES.filter((t) => v.includes(t)))
    .optional(),
});
export type UpdateAlertPreferencesBody = z.input<typeof updateAlertPreferencesBody>;

/** POST /api/settings/phone: send a code to this number. */
export const startPhoneBody = z.object({ phoneNumber });
export type StartPhoneBody = z.input<typeof startPhoneBody>;

/** POST /api/settings/phone/verify */
export const confirmPhoneBody = z.object({
  code: z
    .string({ error: SMS_MSG.codeInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), SMS_MSG.codeInvalid),
});
export type ConfirmPhoneBody = z.input<typeof confirmPhoneBody>;

/** "+44•••123": a number in the notification log, enough to tell which phone it was. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}•••${phone.slice(-3)}`;
}
