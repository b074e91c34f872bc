// Forgetting and changing a password (issue 30): the routes' bodies and answers and every message
// a person reads. The reset link is /reset-password#<token>: the token stays in the fragment, so
// it never reaches a server log or a Referer header.
import { wordFor } from './plural.js';
import { z } from 'zod';
import { emailField, newPasswordField } from './auth.js';

/** A reset link works once, for this long. */
export const RESET_TOKEN_MINUTES = 60;
/** Reset requests per address (whether or not an account uses it) and per IP, in an hour. */
export const RESETS_PER_ADDRESS_PER_HOUR = 3;
export const RESETS_PER_IP_PER_HOUR = 20;

export const PASSWORD_MSG = {
  /** the one answer to a reset request, whether or not an account uses the address */
  resetRequested:
    'If an account uses this address, we have sent it a link to choose a new password. The link works once, for 1 hour.',
  /** the answer (503) and the page's words where the installation cannot send mail (no SMTP_URL) */
  resetNoMail:
    'Password reset by e-mail is not available here: this installation has no e-mail set up. Ask its administrator to set a new password for you (npm run set-password) or to set up e-mail.',
  tooManyForAddress:
    'Too many password reset requests for this address. Please wait an hour and try again.',
  tooManyFromHere: 'Too many password reset requests from your network. Please try again later.',
  resetInvalid: 'This password reset link is not valid. Check that you copied the whole link.',
  resetUsed: 'This password reset link has already been used. Ask for a new one if you need it.',
  resetExpired: 'This password reset link has expired. Ask for a new one.',
  resetDone:
    'Your password has been changed and every session of your account was signed out. Sign in with your new password.',
  /** the web form's own check: the new password typed twice */
  mismatch: 'The two passwords do not match.',
  currentRequired: 'Enter your current password.',
  currentWrong: 'Your current password is not correct.',
  sameAsCurrent: 'The new password must be different from your current one.',
  noPassword:
    'Your account signs in with single sign-on, so it has no password here. Change your password at your sign-in provider.',
  noPasswordYet:
    'Your account has no password yet. To set one, sign out and use “Forgot password?” on the sign-in page: we mail you a link.',
  /** the same, on an installation that cannot send mail (no reset link can reach them) */
  noPasswordNoMail:
    'Your account has no password yet, and this installation cannot send mail. Ask the person who runs it to set one for you.',
  tooWeak: (reason: string) => `This password is too easy to guess. ${reason}`,
  /** when the estimator gives no reason of its own */
  addWords: 'Add another word or two; uncommon words are better.',
} as const;

/** Why an account without a password cannot change one here, and what to do instead. */
export const noPasswordMessage = (how: { oidc: boolean; mailConfigured: boolean }) =>
  how.oidc
    ? PASSWORD_MSG.noPassword
    : how.mailConfigured
      ? PASSWORD_MSG.noPasswordYet
      : PASSWORD_MSG.noPasswordNoMail;

export const changedText = (ended: number) =>
  `Your password has been changed. ${ended} ${wordFor(ended, { one: 'other session was', other: 'other sessions were' })} signed out.`;

const resetToken = z
  .string({ error: PASSWORD_MSG.resetInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_MSG.resetInvalid);

/** POST /api/auth/password-reset/request */
export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /api/auth/password-reset/check: is the link still good, and for which address */
export const resetTokenBody = z.object({ token: resetToken });
export const resetTokenInfo = z.object({ email: z.string() });
export type ResetTokenInfo = z.infer<typeof resetTokenInfo>;

/** POST /api/auth/password-reset */
export const resetPasswordBody = z.object({ token: resetToken, password: newPasswordField });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** POST /api/auth/password (signed in) */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: PASSWORD_MSG.currentRequired })
    .min(1, PASSWORD_MSG.currentRequired)
    .max(200, PASSWORD_MSG.currentWrong),
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const passwordMessage = z.object({ message: z.string() });
export const passwordChanged = z.object({ message: z.string(), endedSessions: z.number() });
export type PasswordChanged = z.infer<typeof passwordChanged>;
