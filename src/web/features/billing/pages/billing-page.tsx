// /billing (spec commercial §2): signed in, the current subscription, promo box, plan grid and
// invoices; signed out, the pricing with sign-in buttons; without payment keys, the fallback.
import { Info } from 'lucide-react';
import { BILLING_MSG } from '../../../../contracts/billing.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { useAuth } from '../../../lib/auth/use-auth.js';
import { useBilling } from '../api/get-billing.js';
import { ChoosePlan } from '../components/choose-plan.js';
import { CurrentSubscription } from '../components/current-subscription.js';
import { InvoiceHistory } from '../components/invoice-history.js';
import { PlanGrid } from '../components/plan-grid.js';

export function BillingPage() {
  const { user } = useAuth();
  if (!user) return <SignedOutBilling />;
  return <SignedInBilling email={user.email} />;
}

function SignedOutBilling() {
  return (
    <div className="space-y-6">
      <PageHeader title="Billing" subtitle="Sign in to choose a plan for your workspace." />
      <PlanGrid mode="sign-in" />
    </div>
  );
}

function SignedInBilling({ email }: { email: string | null }) {
  const { data: billing, isLoading, isError } = useBilling();
  return (
    <div className="space-y-6">
      <PageHeader title="Billing" subtitle="Your plan, payments and invoices." />
      {isLoading ? (
        <PageSpinner />
      ) : isError || !billing ? (
        <LoadError what="The billing details" />
      ) : !billing.configured ? (
        <Card data-testid="billing-not-configured">
          <CardContent className="flex items-start gap-3 pt-6 text-slate-700">
            <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <p className="font-medium text-slate-900">{BILLING_MSG.notConfigured}</p>
              <p className="mt-1 text-sm">
                This workspace is on the{' '}
                {billing.plan.charAt(0).toUpperCase() + billing.plan.slice(1)} plan.
              </p>
            </div>
          </CardContent>
        </Card>
      ) : (
        <>
          <CurrentSubscription billing={billing} />
          <ChoosePlan billing={billing} email={email} />
          {billing.canManage && <InvoiceHistory />}
        </>
      )}
    </div>
  );
}
