// /verify-email/{token}: the page a verification link opens. It follows the link once, then says
// what happened (verified, e-mail changed, alert e-mail confirmed, or why not) and where to go.
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths, serverPaths } from '../../../../contracts/web-routes.js';
import { buttonClass } from '../../../components/ui/button.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { messageOf } from '../../../lib/api-error.js';
import { useAuth } from '../../../lib/auth/use-auth.js';
import { useVerifyEmail } from '../api/verify-email.js';

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { user } = useAuth();
  const verify = useVerifyEmail();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // once per token, even when React runs effects twice
    if (sent.current === token) return;
    sent.current = token;
    verify.mutate(token);
  }, [token, verify]);

  const next =
    verify.data?.kind === 'alert_email' && user ? (
      <Link to={paths.settings} className={buttonClass('primary')}>
        Go to Settings
      </Link>
    ) : user ? (
      <Link to={paths.home} className={buttonClass('primary')}>
        Go to the dashboard
      </Link>
    ) : (
      <a href={serverPaths.login} className={buttonClass('primary')}>
        Sign in
      </a>
    );

  return (
    <div className="flex justify-center py-8">
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
          <h1 className="text-xl font-semibold text-slate-900">E-mail verification</h1>
          {verify.isSuccess ? (
            <>
              <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-emerald-600" />
              <p role="status" data-testid="verify-result" className="text-slate-700">
                {verify.data.message}
              </p>
              <p className="text-sm text-slate-500">{verify.data.email}</p>
              {next}
            </>
          ) : verify.isError ? (
            <>
              <XCircle aria-hidden="true" className="h-10 w-10 text-red-600" />
              <p role="alert" data-testid="verify-result" className="text-slate-700">
                {messageOf(verify.error)}
              </p>
              {next}
            </>
          ) : (
            <div className="flex items-center gap-3 text-slate-600">
              <Spinner label="Verifying" />
              Verifying your e-mail address...
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
