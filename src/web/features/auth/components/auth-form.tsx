// E-mail and password sign-in, with a toggle to the sign-up form when sign-up is allowed.
import { useState, type FormEvent } from 'react';
import { signInBody, signUpBody } from '../../../../contracts/auth.js';
import { Button } from '../../../components/ui/button.js';
import { Input, Label } from '../../../components/ui/input.js';
import { parseApiError } from '../../../lib/api-error.js';
import { useAuthMutation, type AuthMode, type AuthRequest } from '../api/sign-in.js';

type Fields = { firstName: string; lastName: string; email: string; password: string };
const empty: Fields = { firstName: '', lastName: '', email: '', password: '' };

function toRequest(mode: AuthMode, f: Fields, betaToken?: string | null): AuthRequest | string {
  if (mode === 'sign-in') {
    const parsed = signInBody.safeParse({ email: f.email, password: f.password });
    return parsed.success ? { mode, body: parsed.data } : (parsed.error.issues[0]?.message ?? '');
  }
  const parsed = signUpBody.safeParse({
    email: f.email,
    password: f.password,
    firstName: f.firstName.trim() || undefined,
    lastName: f.lastName.trim() || undefined,
    betaToken: betaToken || undefined,
  });
  return parsed.success ? { mode, body: parsed.data } : (parsed.error.issues[0]?.message ?? '');
}

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
  const [mode, setMode] = useState<AuthMode>(signUpAllowed ? initialMode : 'sign-in');
  const [fields, setFields] = useState<Fields>(empty);
  const [error, setError] = useState<string | null>(null);
  const mutation = useAuthMutation({ onSuccess });
  const isSignUp = mode === 'sign-up';

  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const req = toRequest(mode, fields, betaToken);
    if (typeof req === 'string') return setError(req || 'Please check the form');
    setError(null);
    mutation.mutate(req, { onError: (err) => setError(parseApiError(err).message) });
  };

  const switchMode = () => {
    setMode(isSignUp ? 'sign-in' : 'sign-up');
    setError(null);
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
      {isSignUp && (
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="auth-first-name">First name</Label>
            <Input
              id="auth-first-name"
              autoComplete="given-name"
              value={fields.firstName}
              onChange={set('firstName')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="auth-last-name">Last name</Label>
            <Input
              id="auth-last-name"
              autoComplete="family-name"
              value={fields.lastName}
              onChange={set('lastName')}
            />
          </div>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="auth-email">Email</Label>
        <Input
          id="auth-email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="auth-password">Password</Label>
        <Input
          id="auth-password"
          type="password"
          required
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          value={fields.password}
          onChange={set('password')}
        />
      </div>
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
      {error && (
        <p
          role="alert"
          data-testid="auth-error"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {isSignUp ? 'Create account' : 'Sign in'}
      </Button>
      {signUpAllowed && (
        <p className="text-center text-sm text-slate-600">
          {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
          <button
            type="button"
            onClick={switchMode}
            className="font-medium text-brand-700 hover:underline"
          >
            {isSignUp ? 'Sign in' : 'Sign up'}
          </button>
        </p>
      )}
    </form>
  );
}
