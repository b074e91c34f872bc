// The screen after a submitted application: what happens next, the way home, who to write to.
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { BETA_TERMS } from '../../../../contracts/beta.js';
import { paths } from '../../../../contracts/web-routes.js';
import { buttonClass } from '../../../components/ui/button.js';
import { Card, CardContent } from '../../../components/ui/card.js';

export function BetaThankYou({ supportEmail }: { supportEmail: string | null }) {
  return (
    <Card className="mx-auto max-w-2xl" data-testid="beta-thank-you">
      <CardContent className="flex flex-col items-center gap-4 pt-8 text-center">
        <CheckCircle2 className="h-12 w-12 text-emerald-600" aria-hidden="true" />
        <h2 className="text-2xl font-bold text-slate-900" tabIndex={-1} id="beta-thank-you-title">
          Thank you for applying!
        </h2>
        <p className="text-slate-600">Your application to the beta program has been received.</p>
        <div className="w-full rounded-lg bg-slate-50 p-4 text-left">
          <h3 className="font-semibold text-slate-900">Next steps</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>We review your application within 2-3 business days.</li>
            <li>If you are selected, we e-mail you a personal sign-up link.</li>
            <li>
              Create your account with it: your workspace gets the Pro plan free for{' '}
              {BETA_TERMS.freeDays} days.
            </li>
          </ol>
        </div>
        <p className="text-sm text-slate-600">
          {supportEmail ? (
            <>
              Questions? Write to{' '}
              <a className="text-brand-700 underline" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
              .
            </>
          ) : (
            'Questions? Use the support chat on our Support page.'
          )}
        </p>
        <Link to={paths.home} className={buttonClass('primary')}>
          Return Home
        </Link>
      </CardContent>
    </Card>
  );
}
