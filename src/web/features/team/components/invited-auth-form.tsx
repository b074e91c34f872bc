// The invitation page's sign-up and sign-in: the e-mail is the invited address and cannot be
// changed; signing up joins the inviting workspace at once, signing in leads to Accept.
import { useState, type FormEvent } from 'react';
import { MSG } from '../../../../contracts/messages.js';
import { serverPaths } from '../../../../contracts/web-routes.js';
import { signInBody, signUpBody, type CurrentUser } from '../../../../contracts/auth.js';
import { Button } from '../../../components/ui/button.js';
import { Input, Label } from '../../../components/ui/input.js';
import { parseApiError } from '../../../lib/api-error.js';
import { useInvitedAuth, type InvitedAuth } from '../api/invitation.js';

type Mode = InvitedAuth['mode'];

export type InvitedAuthFormProps = {
  email: string;
  token: string;
  signUpAllowed: boolean;
  onSignedUp(user: CurrentUser): void;
  onSignedIn(user: CurrentUser): void;
};

export function InvitedAuthForm(props: InvitedAuthFormProps) {
  const { email, token, signUpAllowed } = props;
  const [mode, setMode] = useState<Mode>(signUpAllowed ? 'sign-up' : 'sign-in');
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const auth = useInvitedAuth();
  const isSignUp = mode === 'sign-up';

  const request = (): InvitedAuth | string => {
    if (!isSignUp) {
      const p = signInBody.safeParse({ email, password });
      return p.success ? { mode, body: p.data } : (p.error.issues[0]?.message ?? '');
    }
    const p = signUpBody.safeParse({
      email,
      password,
      firstName: first.trim() || undefined,
      lastName: last.trim() || undefined,
      invitationToken: token,
    });
    return p.success ? { mode, body: p.data } : (p.error.issues[0]?.message ?? '');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const req = request();
    if (typeof req === 'string') return setError(req || 'Please check the form');
    setError(null);
    auth.mutate(req, {
      onSuccess: (user) => (isSignUp ? props.onSignedUp(user) : props.onSignedIn(user)),
      onError: (err) => {
        const { message } = parseApiError(err);
        if (isSignUp && message === MSG.emailTaken) {
          // They have an account already: signing in is the way to accept.
          setMode('sign-in');
          return setError(`${message}. Sign in to accept the invitation.`);
        }
        setError(message);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={isSignUp ? 'Create account' : 'Sign in'}
      className="flex flex-col gap-4"
    >
      {isSignUp && (
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="invite-first-name">First name</Label>
            <Input
              id="invite-first-name"
              autoComplete="given-name"
              value={first}
              onChange={(e) => setFirst(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="invite-last-name">Last name</Label>
            <Input
              id="invite-last-name"
              autoComplete="family-name"
              value={last}
              onChange={(e) => setLast(e.target.value)}
            />
          </div>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="invite-auth-email">Email</Label>
        <Input
          id="invite-auth-email"
          type="email"
          value={email}
          readOnly
          aria-describedby="invite-auth-email-hint"
          className="bg-slate-50"
        />
        <p id="invite-auth-email-hint" className="text-xs text-slate-500">
          The invitation was sent to this address.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="invite-auth-password">Password</Label>
        <Input
          id="invite-auth-password"
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && (
        <p
          role="alert"
          data-testid="invite-auth-error"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={auth.isPending}>
        {isSignUp ? 'Create account and join' : 'Sign in'}
      </Button>
      {!signUpAllowed && (
        // Single sign-on is configured: accounts come from the identity provider.
        <p className="text-center text-sm text-slate-600">
          <a href={serverPaths.login} className="font-medium text-brand-700 hover:underline">
            Continue with single sign-on
          </a>
          , then open this invitation link again to accept it.
        </p>
      )}
      {signUpAllowed && (
        <p className="text-center text-sm text-slate-600">
          {isSignUp ? 'Already have an account?' : 'New here?'}{' '}
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline"
            onClick={() => {
              setMode(isSignUp ? 'sign-in' : 'sign-up');
              setError(null);
            }}
          >
            {isSignUp ? 'Sign in' : 'Create an account'}
          </button>
        </p>
      )}
    </form>
  );
}
