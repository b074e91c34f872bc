// The billing page's Current Subscription card: plan, status in words, trial days left or the
// real next billing date, and the actions of a paying subscription (cancel/resume, portal).
import { wordFor } from '../../../../contracts/plural.js';
import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { BILLING_MSG, type BillingOverview } from '../../../../contracts/billing.js';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useCancelSubscription } from '../api/manage-subscription.js';
import { useOpenPortal } from '../api/open-portal.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { planName, priceText } from '../lib/plan-display.js';
import { PLANS } from '../../../../contracts/plans.js';

const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  trialing: { label: 'Trial', variant: 'secondary' },
  past_due: { label: 'Payment overdue', variant: 'warning' },
  incomplete: { label: 'Awaiting payment', variant: 'warning' },
  incomplete_expired: { label: 'Checkout expired', variant: 'secondary' },
  canceled: { label: 'Ended', variant: 'secondary' },
  unpaid: { label: 'Unpaid', variant: 'destructive' },
};

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

export function CurrentSubscription({ billing }: { billing: BillingOverview }) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancel = useCancelSubscription();
  const portal = useOpenPortal();
  const sub = billing.subscription;
  const paying = sub && ['active', 'past_due', 'trialing'].includes(sub.status) ? sub : null;
  const status = billing.paused
    ? { label: 'Paused', variant: 'destructive' as const }
    : paying
      ? (STATUS[paying.status] ?? { label: paying.status, variant: 'secondary' as const })
      : billing.trial
        ? { label: 'Free trial', variant: 'secondary' as const }
        : { label: 'Active', variant: 'success' as const };

  const setCancel = (value: boolean) =>
    cancel.mutateAsync(value).then(
      () =>
        toast({
          title: value ? 'Subscription canceled' : 'Subscription resumed',
          description: value ? BILLING_MSG.canceled : BILLING_MSG.resumed,
          variant: 'success',
        }),
      (err: unknown) =>
        toastApiError(
          err,
          value ? 'Failed to cancel subscription' : 'Failed to resume subscription',
        ),
    );

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: (url) => window.location.assign(url),
      onError: (err) => toastApiError(err, 'Failed to open the customer portal'),
    });

  return (
    <Card data-testid="current-subscription">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Current Subscription
          <Badge variant={status.variant} data-testid="subscription-status">
            {status.label}
          </Badge>
        </CardTitle>
        <CardDescription>
          {planName(billing.plan)} plan · {priceText(PLANS[billing.plan])} a month ·{' '}
          {billing.propertyCount}{' '}
          {wordFor(billing.propertyCount, { one: 'property', other: 'properties' })} in use
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        {billing.trial && !paying && (
          <p data-testid="trial-days">
            Free trial:{' '}
            <strong>
              {billing.trial.daysLeft}{' '}
              {wordFor(billing.trial.daysLeft, { one: 'day', other: 'days' })} left
            </strong>{' '}
            (ends {longDate(billing.trial.endsAt)}). Choose a plan below to keep monitoring
            afterwards.
          </p>
        )}
        {paying?.currentPeriodEnd && (
          <p data-testid="next-billing">
            {paying.cancelAtPeriodEnd ? 'Ends on ' : 'Next billing date: '}
            <strong>{longDate(paying.currentPeriodEnd)}</strong>
          </p>
        )}
        {billing.canManage && (
          <div className="flex flex-wrap gap-2">
            {paying &&
              (paying.cancelAtPeriodEnd ? (
                <Button
                  variant="outline"
                  disabled={cancel.isPending}
                  onClick={() => void setCancel(false)}
                >
                  Resume Subscription
                </Button>
              ) : (
                <Button variant="outline" onClick={() => setConfirmCancel(true)}>
                  Cancel Subscription
                </Button>
              ))}
            {sub && (
              <Button variant="outline" disabled={portal.isPending} onClick={openPortal}>
                <CreditCard className="h-4 w-4" aria-hidden="true" />
                Manage Payment Methods
              </Button>
            )}
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your subscription?"
        description={
          paying?.currentPeriodEnd
            ? `Monitoring continues until ${longDate(paying.currentPeriodEnd)}, then pauses. You can resume before then.`
            : 'Monitoring continues until the end of the paid period, then pauses.'
        }
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        destructive
        onConfirm={() => setCancel(true)}
      />
    </Card>
  );
}
