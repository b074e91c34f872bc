// /forgot-password: asks for the address a reset link goes to. The answer is the same whether or
// not an account uses it (the server's message), so the page cannot be used to find accounts.
// Where the installation sends no mail (the public config says so) no link can come: the page
// says so and who can help instead of asking for an address.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { forgotPasswordBody, PASSWORD_MSG } from '../../../../contracts/password.js';
import { paths } from '../../../../contracts/web-routes.js';
import { AuthError } from '../../../components/auth-form/auth-form-parts.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { messageOf } from '../../../lib/api-error.js';
import { useAuthConfig } from '../api/get-auth-config.js';
import { useRequestPasswordReset } from '../api/password-reset.js';
import { AuthFrame } from '../components/auth-frame.js';

const TITLE_ID = 'forgot-title';

export function ForgotPasswordPage() {
  const config = useAuthConfig();
  const mailOff = config.data?.mailConfigured === false;
  return (
    <AuthFrame>
      <div className="flex flex-col gap-1">
        <h1 id={TITLE_ID} className="text-xl font-semibold">
          Forgot your password?
        </h1>
        {!mailOff && (
          <p className="text-sm text-slate-600">
            Enter the e-mail address of your account and we will mail you a link to choose a new
            password.
          </p>
        )}
      </div>
      {config.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : mailOff ? (
        <p
          data-testid="forgot-unavailable"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {PASSWORD_MSG.resetNoMail}
        </p>
      ) : (
        <ForgotPasswordForm />
      )}
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={paths.signIn} className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthFrame>
  );
}

function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = forgotPasswordBody.safeParse({ email });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? 'Please check the form');
    setError(null);
    request.mutate(parsed.data.email, { onError: (err) => setError(messageOf(err)) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={TITLE_ID}>
      <Field id="forgot-email" label="Email">
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      {request.isSuccess && (
        <p
          role="status"
          data-testid="forgot-result"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {request.data.message}
        </p>
      )}
      <AuthError message={error} testId="forgot-error" />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isSuccess ? 'Send another link' : 'Send reset link'}
      </Button>
    </form>
  );
}
