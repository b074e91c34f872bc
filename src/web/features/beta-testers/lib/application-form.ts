// The application form's state and its check against the contract (shared by /apply-beta and
// the admin's Invite Beta Tester dialog): the first message of each field, by field name.
import { betaApplicationBody, type BetaApplicationBody } from '../../../../contracts/beta.js';

export type ApplicationValues = {
  companyName: string;
  contactName: string;
  email: string;
  propertiesCount: string;
  useCase: string;
  reasonForTesting: string;
};
export type ApplicationField = keyof ApplicationValues;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export const emptyApplication: ApplicationValues = {
  companyName: '',
  contactName: '',
  email: '',
  propertiesCount: '',
  useCase: '',
  reasonForTesting: '',
};

export function checkApplication(
  v: ApplicationValues,
): { ok: true; body: BetaApplicationBody } | { ok: false; errors: ApplicationErrors } {
  const parsed = betaApplicationBody.safeParse({
    ...v,
    propertiesCount: v.propertiesCount.trim() === '' ? undefined : v.propertiesCount,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ApplicationErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as ApplicationField;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
