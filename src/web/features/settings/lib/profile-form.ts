// The Profile information form: values, validation with the server's schema, the PUT body. A new
// e-mail needs the current password (and takes effect once the link mailed to it is followed).
import {
  SETTINGS_MSG,
  updateProfileBody,
  type Settings,
  type UpdateProfileBody,
} from '../../../../contracts/settings.js';
import { VERIFY_MSG } from '../../../../contracts/verification.js';

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  /** asked for only while the e-mail differs from the saved one */
  currentPassword?: string;
};
export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function profileValuesOf(p: Settings['profile']): ProfileFormValues {
  return { firstName: p.firstName ?? '', lastName: p.lastName ?? '', email: p.email ?? '' };
}

/** The typed e-mail is another address than the saved one. */
export function isEmailChange(v: ProfileFormValues, saved: Settings['profile']): boolean {
  return v.email.trim().toLowerCase() !== (saved.email ?? '').toLowerCase();
}

/**
 * Names are sent as typed (empty clears them). The e-mail is sent unless it was never set and is
 * still empty (an account from single sign-on may have none); with a change, the password too.
 */
export function toProfileBody(v: ProfileFormValues, saved: Settings['profile']): UpdateProfileBody {
  const body: UpdateProfileBody = { firstName: v.firstName, lastName: v.lastName };
  if (v.email.trim() !== '' || saved.email) body.email = v.email;
  if (isEmailChange(v, saved) && v.currentPassword) body.currentPassword = v.currentPassword;
  return body;
}

export function validateProfileForm(
  v: ProfileFormValues,
  saved: Settings['profile'],
): ProfileErrors {
  const parsed = updateProfileBody.safeParse(toProfileBody(v, saved));
  const errors: ProfileErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'firstName' || field === 'lastName' || field === 'email') {
        errors[field] ??= field === 'email' ? SETTINGS_MSG.emailInvalid : issue.message;
      }
    }
  }
  if (!errors.email && isEmailChange(v, saved) && saved.hasPassword && !v.currentPassword) {
    errors.currentPassword = VERIFY_MSG.passwordRequired;
  }
  return errors;
}
