// Built-in sign-in and sign-up (DESIGN §2: accounts work without an external identity provider).
import { KeyRound } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  OIDC_LINK_ERRORS,
  VERIFY_MSG,
  type OidcLinkError,
} from '../../../../contracts/verification.js';
import { PASSWORD_MSG } from '../../../../contracts/password.js';
import { loginUrl, returnToOf } from '../../../../contracts/return-to.js';
import { paths } from '../../../../contracts/web-routes.js';
import { buttonClass } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useAuthConfig } from '../api/get-auth-config.js';
import { AuthForm } from '../components/auth-form.js';
import { AuthFrame } from '../components/auth-frame.js';

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = useAuthConfig();
  const initialMode = params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in';
  // the page a signed-out visit asked for (issue 30): checked to be a page of this site
  const next = returnToOf(params);
  // an approved beta tester's link (/sign-in?mode=sign-up&beta=...): an admin's consent to sign up
  const betaToken = params.get('beta');
  // set by /api/callback when a single sign-on could not be linked to an existing account
  const errorCode = params.get('error');
  const linkError =
    errorCode && errorCode in OIDC_LINK_ERRORS
      ? OIDC_LINK_ERRORS[errorCode as OidcLinkError]
      : null;

  return (
    <AuthFrame>
      {params.get('reset') === 'done' && (
        // back from a password reset (reset-password-page.tsx): every session ended
        <p
          role="status"
          data-testid="reset-done"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {PASSWORD_MSG.resetDone}
        </p>
      )}
      {linkError && (
        <p
          role="alert"
          data-testid="oidc-link-error"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {linkError}
        </p>
      )}
      {config.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : (
        <AuthForm
          initialMode={initialMode}
          signUpAllowed={(config.data?.signUpAllowed ?? false) || Boolean(betaToken)}
          betaToken={betaToken}
          signUpNotice={config.data?.mailConfigured === false ? VERIFY_MSG.mailNotConfigured : null}
          onSuccess={() => void navigate(next ?? paths.home, { replace: true })}
        />
      )}
      {config.data?.oidc && (
        <a href={loginUrl(next)} className={buttonClass('outline', 'lg', 'w-full')}>
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          Continue with single sign-on
        </a>
      )}
    </AuthFrame>
  );
}
