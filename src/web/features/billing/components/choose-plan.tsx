// The signed-in plan choice: a first subscription goes through the checkout; a paying one changes
// plan at once (prorated) after a confirmation; Enterprise opens Contact Sales.
import { useState } from 'react';
import { BILLING_MSG, type BillingOverview } from '../../../../contracts/billing.js';
import type { PlanId } from '../../../../contracts/plans.js';
import type { PromoValidation } from '../../../../contracts/promo-codes.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useCreateSubscription } from '../api/create-subscription.js';
import { useChangePlan } from '../api/manage-subscription.js';
import { useRefreshBilling } from '../api/refresh-billing.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { planName } from '../lib/plan-display.js';
import { CheckoutDialog, type Checkout } from './checkout-dialog.js';
import { ContactSalesDialog } from './contact-sales-dialog.js';
import { PlanGrid } from './plan-grid.js';
import { PromoCodeBox } from './promo-code-box.js';

type Props = { billing: BillingOverview; email: string | null };

export function ChoosePlan({ billing, email }: Props) {
  const [promo, setPromo] = useState<PromoValidation | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [changeTo, setChangeTo] = useState<PlanId | null>(null);
  const [salesOpen, setSalesOpen] = useState(false);
  const create = useCreateSubscription();
  const change = useChangePlan();
  const refresh = useRefreshBilling();
  const sub = billing.subscription;
  const paying = sub && ['active', 'past_due', 'trialing'].includes(sub.status) ? sub : null;

  const choose = (plan: PlanId) => {
    if (paying) return setChangeTo(plan);
    create.mutate(
      { plan, ...(promo ? { promoCode: promo.code } : {}) },
      {
        onSuccess: (answer) => {
          if (answer.clientSecret) {
            setCheckout({
              plan,
              clientSecret: answer.clientSecret,
              dueCents: answer.amountDueCents,
              promo,
            });
            return;
          }
          // nothing to pay (a 100% discount): the subscription is active already
          toast({
            title: BILLING_MSG.paymentSuccessful,
            description: BILLING_MSG.paymentSuccessfulBody,
            variant: 'success',
          });
          setPromo(null);
          void refresh();
        },
        onError: (err) => toastApiError(err, BILLING_MSG.initiateFailed),
      },
    );
  };

  const confirmChange = async () => {
    if (!changeTo) return;
    await change.mutateAsync(changeTo).then(
      () =>
        toast({
          title: BILLING_MSG.planChanged,
          description: `You are now on the ${planName(changeTo)} plan. The difference is prorated.`,
          variant: 'success',
        }),
      (err: unknown) => toastApiError(err, 'Failed to change plan'),
    );
  };

  return (
    <>
      {billing.canManage && !paying && (
        <PromoCodeBox applied={promo} onApplied={setPromo} disabled={create.isPending} />
      )}
      <section aria-labelledby="plans-title" className="space-y-3">
        <h2 id="plans-title" className="text-lg font-semibold text-slate-900">
          {paying ? 'Change Plan' : 'Choose a Plan'}
        </h2>
        {!billing.canManage && (
          <p className="text-sm text-slate-600">Only workspace admins can change the plan.</p>
        )}
        {paying && billing.canManage && (
          <p className="text-sm text-slate-600">Plan changes apply at once and are prorated.</p>
        )}
        <PlanGrid
          mode="choose"
          currentPlan={paying ? paying.plan : billing.trial || billing.paused ? null : billing.plan}
          onChoose={choose}
          onContactSales={() => setSalesOpen(true)}
          disabled={!billing.canManage || create.isPending || change.isPending}
          discount={paying ? null : promo}
        />
      </section>
      {billing.publishableKey && billing.stripeJsUrl && (
        <CheckoutDialog
          checkout={checkout}
          publishableKey={billing.publishableKey}
          stripeJsUrl={billing.stripeJsUrl}
          onClose={() => setCheckout(null)}
        />
      )}
      <ConfirmDialog
        open={changeTo !== null}
        onOpenChange={(open) => !open && setChangeTo(null)}
        title={changeTo ? `Change to the ${planName(changeTo)} plan?` : 'Change plan?'}
        description="The change applies at once. The difference for the rest of this period is prorated on your next invoice or charged now."
        confirmLabel="Change Plan"
        onConfirm={confirmChange}
      />
      <ContactSalesDialog open={salesOpen} onOpenChange={setSalesOpen} defaultEmail={email} />
    </>
  );
}
