// The Profile information form: values, validation with the server's schema, the PUT body.
import {
  SETTINGS_MSG,
  updateProfileBody,
  type Settings,
  type UpdateProfileBody,
} from '../../../../contracts/settings.js';

export type ProfileFormValues = { firstName: string; lastName: string; email: string };
export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function profileValuesOf(p: Settings['profile']): ProfileFormValues {
  return { firstName: p.firstName ?? '', lastName: p.lastName ?? '', email: p.email ?? '' };
}

/**
 * Names are sent as typed (empty clears them). The e-mail is sent unless it was never set and is
 * still empty (an account from single sign-on may have none).
 */
export function toProfileBody(v: ProfileFormValues, saved: Settings['profile']): UpdateProfileBody {
  const body: UpdateProfileBody = { firstName: v.firstName, lastName: v.lastName };
  if (v.email.trim() !== '' || saved.email) body.email = v.email;
  return body;
}

export function validateProfileForm(
  v: ProfileFormValues,
  saved: Settings['profile'],
): ProfileErrors {
  const parsed = updateProfileBody.safeParse(toProfileBody(v, saved));
  const errors: ProfileErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'firstName' || field === 'lastName' || field === 'email') {
      errors[field] ??= field === 'email' ? SETTINGS_MSG.emailInvalid : issue.message;
    }
  }
  return errors;
}
