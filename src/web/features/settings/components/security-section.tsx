// Settings → Security: change the password with the current one (the other sessions end and the
// owner is mailed). An account without a password (single sign-on) is told where its password
// lives instead (decision 018).
import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { noPasswordMessage, PASSWORD_MSG } from '../../../../contracts/password.js';
import type { Settings } from '../../../../contracts/settings.js';
import { AuthError } from '../../../components/auth-form/auth-form-parts.js';
import {
  NewPasswordFields,
  newPasswordProblem,
  PasswordField,
} from '../../../components/auth-form/password-field.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';
import { messageOf } from '../../../lib/api-error.js';
import { useAuthConfig } from '../../../lib/auth/auth-config.js';
import { useChangePassword } from '../api/change-password.js';

const EMPTY = { current: '', next: '', again: '' };

export function SecuritySection({ profile }: { profile: Settings['profile'] }) {
  const authConfig = useAuthConfig().data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Security
        </CardTitle>
        <CardDescription>
          Change your password. Your other sessions are signed out, and we mail you that it changed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {profile.hasPassword ? (
          <ChangePasswordForm profile={profile} />
        ) : (
          <p data-testid="no-password" className="text-sm text-slate-700">
            {noPasswordMessage({
              oidc: authConfig?.oidc ?? false,
              mailConfigured: authConfig?.mailConfigured ?? true,
            })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function ChangePasswordForm({ profile }: { profile: Settings['profile'] }) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.current) return setError(PASSWORD_MSG.currentRequired);
    const problem = newPasswordProblem(values.next, values.again);
    if (problem) return setError(problem);
    setError(null);
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: (done) => {
          setValues(EMPTY);
          toast({ title: 'Password changed', description: done.message, variant: 'success' });
        },
        onError: (err) => setError(messageOf(err)),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Change password"
      className="grid max-w-md grid-cols-1 gap-4"
    >
      {/* for the browser's password manager: whose password this is */}
      <input type="hidden" autoComplete="username" value={profile.email ?? ''} />
      <PasswordField
        id="security-current-password"
        label="Current password"
        kind="current"
        value={values.current}
        onChange={set('current')}
      />
      <NewPasswordFields
        id="security-new-password"
        password={values.next}
        again={values.again}
        onPassword={set('next')}
        onAgain={set('again')}
        person={profile}
      />
      <AuthError message={error} testId="password-error" />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
