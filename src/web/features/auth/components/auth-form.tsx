// E-mail and password sign-in, with a toggle to the sign-up form when sign-up is allowed.
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import {
  accountPassword,
  AuthError,
  NameFields,
  SwitchModeLine,
} from '../../../components/auth-form/auth-form-parts.js';
import { PasswordField } from '../../../components/auth-form/password-field.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { messageOf } from '../../../lib/api-error.js';
import type { AuthMode } from '../../../lib/auth/auth-request.js';
import { useAuthFields } from '../../../components/auth-form/use-auth-fields.js';
import { useAuthMutation } from '../api/sign-in.js';

export type AuthFormProps = {
  initialMode: AuthMode;
  signUpAllowed: boolean;
  /** shown on the sign-up form (e.g. that no verification mail can be sent) */
  signUpNotice?: string | null;
  onSuccess: () => void;
  /** an approved beta tester's link: the new workspace starts on the beta terms */
  betaToken?: string | null;
};

export function AuthForm({
  initialMode,
  signUpAllowed,
  signUpNotice,
  onSuccess,
  betaToken,
}: AuthFormProps) {
  const { mode, isSignUp, fields, set, error, setError, switchMode, prepare } = useAuthFields(
    signUpAllowed ? initialMode : 'sign-in',
  );
  const mutation = useAuthMutation({ onSuccess });

  const submit = (e: FormEvent) => {
    const req = prepare(e, { betaToken: betaToken || undefined });
    if (req) mutation.mutate(req, { onError: (err) => setError(messageOf(err)) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="auth-title">
      <div className="flex flex-col gap-1">
        <h1 id="auth-title" className="text-xl font-semibold">
          {isSignUp ? 'Create your account' : 'Sign in to your account'}
        </h1>
        <p className="text-sm text-slate-500">
          {isSignUp ? 'Start monitoring your properties in minutes.' : 'Welcome back.'}
        </p>
      </div>
      {isSignUp && <NameFields idPrefix="auth" fields={fields} set={set} />}
      <Field id="auth-email" label="Email">
        <Input
          id="auth-email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
        />
      </Field>
      <PasswordField id="auth-password" {...accountPassword(mode, fields, set)} required />
      {!isSignUp && (
        <Link
          to={paths.forgotPassword}
          className="-mt-2 self-end text-sm font-medium text-brand-700 hover:underline"
        >
          Forgot password?
        </Link>
      )}
      {isSignUp && betaToken && (
        <p
          data-testid="beta-sign-up-notice"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          Welcome to the beta program: the workspace you create now starts on your beta terms.
        </p>
      )}
      {isSignUp && signUpNotice && (
        <p
          data-testid="sign-up-notice"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {signUpNotice}
        </p>
      )}
      <AuthError message={error} testId="auth-error" />
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {isSignUp ? 'Create account' : 'Sign in'}
      </Button>
      {signUpAllowed && (
        <SwitchModeLine
          question={isSignUp ? 'Already have an account?' : "Don't have an account?"}
          action={isSignUp ? 'Sign in' : 'Sign up'}
          onSwitch={switchMode}
        />
      )}
    </form>
  );
}
