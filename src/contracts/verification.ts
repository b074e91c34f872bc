// Proving an address: the link mailed to a new account, a changed e-mail or a workspace's alert
// e-mail (DESIGN §1: mail goes only to verified addresses), and the messages around it.
import { z } from 'zod';

/** A link lives this long, and is used once. */
export const EMAIL_TOKEN_HOURS = 24;
/** Another link to the same person or workspace may be asked for after this long... */
export const RESEND_AFTER_SECONDS = 60;
/** ...and at most this many a day. */
export const MAX_LINKS_PER_DAY = 5;

export const VERIFY_MSG = {
  invalid: 'This verification link is not valid. Check that you copied the whole link.',
  used: 'This verification link has already been used.',
  expired: 'This verification link has expired. Ask for a new one from the app.',
  superseded: 'This verification link is for an address that is no longer in use here.',
  betaDecided: 'This beta application has already been reviewed, so it can no longer be changed.',
  alreadyVerified: 'Your e-mail address is already verified.',
  noEmail: 'Your account has no e-mail address to verify.',
  resendTooSoon:
    'A verification e-mail was sent less than a minute ago. Please wait and try again.',
  resendDailyLimit: `No more than ${MAX_LINKS_PER_DAY} verification e-mails a day. Please try again tomorrow.`,
  noAlertEmail: 'This workspace has no alert e-mail to verify.',
  alertEmailVerified: 'The alert e-mail is already verified.',
  /** sign-up page and Settings, when SMTP_URL is not set */
  mailNotConfigured:
    'E-mail is not configured on this installation: verification links and alert mail cannot be sent; ask the operator.',
  passwordRequired: 'Enter your current password to change your e-mail address.',
  passwordWrong: 'Your current password is not correct.',
  emailFromProvider:
    'Your e-mail address comes from your sign-in provider: change it there, then sign in again.',
  /** sign-up with a password while OpenID Connect is configured (and not explicitly allowed) */
  passwordSignupOff: 'Sign-up with a password is disabled: this installation uses single sign-on.',
} as const;

export const VERIFIED_TEXT = {
  account: 'Your e-mail address is verified.',
  email_change: 'Your e-mail address has been changed and verified.',
  alert_email: 'The alert e-mail is verified: alert mail will be sent to it.',
  beta_application: 'Your beta application has been updated with your new answers.',
} as const;

/** POST /api/auth/verify-email: the token from the link /verify-email/{token}. */
export const verifyEmailBody = z.object({
  token: z
    .string({ error: VERIFY_MSG.invalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, VERIFY_MSG.invalid),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

export const verifyEmailResult = z.object({
  kind: z.enum(['account', 'email_change', 'alert_email', 'beta_application']),
  email: z.string(),
  message: z.string(),
});
export type VerifyEmailResult = z.infer<typeof verifyEmailResult>;

/** The answer of the resend endpoints (202). */
export const linkSent = z.object({ message: z.string(), email: z.string() });
export type LinkSent = z.infer<typeof linkSent>;

export const linkSentText = (email: string) =>
  `We sent a verification link to ${email}. It works for ${EMAIL_TOKEN_HOURS} hours.`;

/** Why an OpenID sign-in was not linked to an existing account (shown on the sign-in page). */
export const OIDC_LINK_ERRORS = {
  unverified_account:
    'An account with this e-mail address already exists, but its address has not been verified, so your single sign-on cannot be linked to it. Sign in with that account’s password and verify the address (Verify your e-mail, then Resend), then use single sign-on again.',
  unverified_claim:
    'An account with this e-mail address already exists, and your identity provider does not confirm that the address is yours, so your sign-in cannot be linked to it. Ask your provider’s administrator to verify your e-mail address, or sign in with the account’s password.',
} as const;
export type OidcLinkError = keyof typeof OIDC_LINK_ERRORS;
