// /reset-password#{token}: the mailed link's page. It checks the link first (used, expired or
// unknown links say so and offer a new one), then takes the new password twice, judged as it is
// typed. Afterwards every session of the account has ended: the person signs in again.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MSG } from '../../../../contracts/password.js';
import { paths } from '../../../../contracts/web-routes.js';
import { AuthError } from '../../../components/auth-form/auth-form-parts.js';
import {
  NewPasswordFields,
  newPasswordProblem,
} from '../../../components/auth-form/password-field.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { messageOf } from '../../../lib/api-error.js';
import { useAuth } from '../../../lib/auth/use-auth.js';
import { useCheckResetToken, useResetPassword } from '../api/password-reset.js';
import { AuthCard, AuthFrame } from '../components/auth-frame.js';

export function ResetPasswordPage() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // read once: the fragment is then dropped from the address bar and the history
  const [token] = useState(() => location.hash.replace(/^#/, ''));
  const check = useCheckResetToken();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!token) return;
    check.mutate(token);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [token, check, navigate, location.pathname, location.search]);

  const body = (
    <>
      <h1 className="text-xl font-semibold">Choose a new password</h1>
      {!token ? (
        <LinkProblem message={PASSWORD_MSG.resetInvalid} />
      ) : check.isError ? (
        <LinkProblem message={messageOf(check.error)} />
      ) : check.isSuccess ? (
        <NewPasswordForm
          token={token}
          email={check.data.email}
          onDone={() => void navigate(`${paths.signIn}?reset=done`, { replace: true })}
        />
      ) : (
        <div className="flex items-center gap-3 text-slate-600">
          <Spinner label="Checking" />
          Checking your link...
        </div>
      )}
    </>
  );
  return user ? <AuthCard>{body}</AuthCard> : <AuthFrame>{body}</AuthFrame>;
}

function LinkProblem({ message }: { message: string }) {
  return (
    <>
      <p role="alert" data-testid="reset-result" className="text-slate-700">
        {message}
      </p>
      <Link to={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
        Ask for a new link
      </Link>
    </>
  );
}

function NewPasswordForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone(): void;
}) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword(onDone);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordProblem(password, again);
    if (problem) return setError(problem);
    setError(null);
    reset.mutate({ token, password }, { onError: (err) => setError(messageOf(err)) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Set a new password"
      className="flex flex-col gap-4"
    >
      <Field id="reset-email" label="Email">
        {/* for the browser's password manager: which account the new password belongs to */}
        <Input
          id="reset-email"
          type="email"
          autoComplete="username"
          value={email}
          readOnly
          className="bg-slate-50"
        />
      </Field>
      <NewPasswordFields
        id="reset-password"
        password={password}
        again={again}
        onPassword={(e) => setPassword(e.target.value)}
        onAgain={(e) => setAgain(e.target.value)}
        person={{ email }}
        required
      />
      <AuthError message={error} testId="reset-error" />
      <Button type="submit" size="lg" disabled={reset.isPending}>
        Set new password
      </Button>
    </form>
  );
}
