// Sign-in and sign-up as the sign-in page and the invitation page send them: the form's fields
// checked by the contract's schemas (the first problem's message, or the request), and the call.
import {
  currentUser,
  signInBody,
  signUpBody,
  type SignInBody,
  type SignUpBody,
} from '../../../contracts/auth.js';
import { apiRequest } from '../query-client.js';

export type AuthMode = 'sign-in' | 'sign-up';

export type AuthRequest =
  { mode: 'sign-in'; body: SignInBody } | { mode: 'sign-up'; body: SignUpBody };

export type AuthFields = { firstName: string; lastName: string; email: string; password: string };

export const emptyAuthFields: AuthFields = { firstName: '', lastName: '', email: '', password: '' };

/** The request, or the message of the first problem ('' when the schema gave none). */
export function toAuthRequest(
  mode: AuthMode,
  f: AuthFields,
  signUpExtra: Pick<SignUpBody, 'betaToken' | 'invitationToken'> = {},
): AuthRequest | string {
  if (mode === 'sign-in') {
    const parsed = signInBody.safeParse({ email: f.email, password: f.password });
    return parsed.success ? { mode, body: parsed.data } : (parsed.error.issues[0]?.message ?? '');
  }
  const parsed = signUpBody.safeParse({
    email: f.email,
    password: f.password,
    firstName: f.firstName.trim() || undefined,
    lastName: f.lastName.trim() || undefined,
    // the new workspace's time zone: the browser's (the server falls back to UTC)
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    ...signUpExtra,
  });
  return parsed.success ? { mode, body: parsed.data } : (parsed.error.issues[0]?.message ?? '');
}

/** POST /api/auth/sign-in or /api/auth/sign-up; both answer with the signed-in user. */
export async function sendAuth(req: AuthRequest) {
  const url = req.mode === 'sign-in' ? '/api/auth/sign-in' : '/api/auth/sign-up';
  return currentUser.parse(await (await apiRequest('POST', url, req.body)).json());
}
