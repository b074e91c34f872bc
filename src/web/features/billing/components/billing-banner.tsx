// The shell's billing line on every page: the trial's days left, or that monitoring is paused
// (text, not colour alone), each with the way to the billing page.
import { wordFor } from '../../../../contracts/plural.js';
import { AlertTriangle, Clock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BILLING_MSG } from '../../../../contracts/billing.js';
import { paths } from '../../../../contracts/web-routes.js';
import { useBilling } from '../api/get-billing.js';

export function BillingBanner() {
  const { data } = useBilling();
  const { pathname } = useLocation();
  if (!data) return null;
  const link =
    pathname === paths.billing ? null : (
      <Link to={paths.billing} className="font-semibold underline underline-offset-2">
        Choose a plan
      </Link>
    );
  if (data.paused) {
    return (
      <div
        role="alert"
        data-testid="paused-banner"
        className="mb-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>{BILLING_MSG.pausedShort}.</strong> {BILLING_MSG.paused.replace(/^[^:]+: /, '')}{' '}
          {link}
        </p>
      </div>
    );
  }
  if (data.trial && data.subscription?.status !== 'active') {
    const days = data.trial.daysLeft;
    return (
      <div
        data-testid="trial-banner"
        className="mb-4 flex items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800"
      >
        <Clock className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <p>
          Free trial:{' '}
          <strong>
            {days} {wordFor(days, { one: 'day', other: 'days' })} left
          </strong>
          . {link}
        </p>
      </div>
    );
  }
  return null;
}
