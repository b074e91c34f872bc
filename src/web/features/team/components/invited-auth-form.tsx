// The invitation page's sign-up and sign-in: the e-mail is the invited address and cannot be
// changed; signing up joins the inviting workspace at once, signing in leads to Accept.
import type { FormEvent } from 'react';
import { serverPaths } from '../../../../contracts/web-routes.js';
import type { CurrentUser } from '../../../../contracts/auth.js';
import {
  accountPassword,
  AuthError,
  NameFields,
  SwitchModeLine,
} from '../../../components/auth-form/auth-form-parts.js';
import { PasswordField } from '../../../components/auth-form/password-field.js';
import { Button } from '../../../components/ui/button.js';
import { Input, Label } from '../../../components/ui/input.js';
import { hasCode, messageOf } from '../../../lib/api-error.js';
import { useAuthFields } from '../../../components/auth-form/use-auth-fields.js';
import { useInvitedAuth } from '../api/invitation.js';

export type InvitedAuthFormProps = {
  email: string;
  token: string;
  signUpAllowed: boolean;
  onSignedUp(user: CurrentUser): void;
  onSignedIn(user: CurrentUser): void;
};

export function InvitedAuthForm(props: InvitedAuthFormProps) {
  const { email, token, signUpAllowed } = props;
  const { mode, setMode, isSignUp, fields, set, error, setError, switchMode, prepare } =
    useAuthFields(signUpAllowed ? 'sign-up' : 'sign-in', { email });
  const auth = useInvitedAuth();

  const submit = (e: FormEvent) => {
    // the invited address, whatever the field holds: it is read-only
    const req = prepare(e, { invitationToken: token }, { email });
    if (!req) return;
    auth.mutate(req, {
      onSuccess: (user) => (isSignUp ? props.onSignedUp(user) : props.onSignedIn(user)),
      onError: (err) => {
        const message = messageOf(err);
        // sign-up's only conflict: an account with this e-mail exists
        if (isSignUp && hasCode(err, 'conflict')) {
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
      {isSignUp && <NameFields idPrefix="invite" fields={fields} set={set} />}
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
      <PasswordField id="invite-auth-password" {...accountPassword(mode, fields, set)} />
      <AuthError message={error} testId="invite-auth-error" />
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
        <SwitchModeLine
          question={isSignUp ? 'Already have an account?' : 'New here?'}
          action={isSignUp ? 'Sign in' : 'Create an account'}
          onSwitch={switchMode}
        />
      )}
    </form>
  );
}
