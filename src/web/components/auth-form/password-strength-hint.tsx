// Under a new-password field: why the password is too easy to guess, or that it is strong
// enough, in words (never by colour alone), announced politely as the person types.
import { CheckCircle2, AlertTriangle } from 'lucide-react';
import { usePasswordWeakness } from '../../lib/auth/use-password-weakness.js';

export const STRONG_ENOUGH = 'Strong enough.';

/** The person whose password it is (their name and address make a password easy to guess). */
export type PasswordOwner = {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

export function PasswordStrengthHint({
  id,
  password,
  person = {},
}: {
  id: string;
  password: string;
  person?: PasswordOwner;
}) {
  const verdict = usePasswordWeakness(password, person);
  return (
    <p
      id={id}
      data-testid="password-strength"
      aria-live="polite"
      className="flex min-h-5 items-start gap-1.5 text-xs text-slate-600"
    >
      {verdict.state === 'weak' && (
        <>
          <AlertTriangle aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0 text-amber-600" />
          <span>{verdict.reason}</span>
        </>
      )}
      {verdict.state === 'ok' && (
        <>
          <CheckCircle2
            aria-hidden="true"
            className="mt-px h-3.5 w-3.5 shrink-0 text-emerald-600"
          />
          <span>{STRONG_ENOUGH}</span>
        </>
      )}
    </p>
  );
}
