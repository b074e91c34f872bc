// The state both account forms keep (the sign-in page's and the invitation page's): the mode, the
// fields, the error line, and the request checked by the contract's schemas before it is sent.
import { useState, type FormEvent } from 'react';
import type { SignUpBody } from '../../../contracts/auth.js';
import {
  emptyAuthFields,
  toAuthRequest,
  type AuthFields,
  type AuthMode,
  type AuthRequest,
} from '../../lib/auth/auth-request.js';

export function useAuthFields(initialMode: AuthMode, initialFields: Partial<AuthFields> = {}) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [fields, setFields] = useState<AuthFields>({ ...emptyAuthFields, ...initialFields });
  const [error, setError] = useState<string | null>(null);
  const isSignUp = mode === 'sign-up';

  const set = (key: keyof AuthFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  /** Sign-in <-> sign-up; the error belonged to the other form. */
  const switchMode = () => {
    setMode(isSignUp ? 'sign-in' : 'sign-up');
    setError(null);
  };

  /** Stops the browser's submit; the request, or null after showing the first problem. */
  const prepare = (
    e: FormEvent,
    signUpExtra: Pick<SignUpBody, 'betaToken' | 'invitationToken'> = {},
    override: Partial<AuthFields> = {},
  ): AuthRequest | null => {
    e.preventDefault();
    const req = toAuthRequest(mode, { ...fields, ...override }, signUpExtra);
    if (typeof req === 'string') {
      setError(req || 'Please check the form');
      return null;
    }
    setError(null);
    return req;
  };

  return { mode, setMode, isSignUp, fields, set, error, setError, switchMode, prepare };
}
