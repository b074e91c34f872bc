// The checkout (spec commercial §2, §4): plan, price summary and Stripe's Payment Element for the
// subscription waiting for payment; confirming returns to the site root. A decline shows
// "Payment Failed" with the provider's message and lets the person try another card.
import { useEffect, useRef, useState } from 'react';
import { AlertCircle } from 'lucide-react';
import { BILLING_MSG, formatCents } from '../../../../contracts/billing.js';
import type { PlanId } from '../../../../contracts/plans.js';
import type { PromoValidation } from '../../../../contracts/promo-codes.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { loadStripe, returnUrl, type StripeElements, type StripeJs } from '../lib/load-stripe.js';
import { planName } from '../lib/plan-display.js';
import { PriceSummary } from './price-summary.js';

export type Checkout = {
  plan: PlanId;
  clientSecret: string;
  dueCents: number;
  promo: PromoValidation | null;
};

type Props = {
  checkout: Checkout | null;
  stripeJsUrl: string;
  publishableKey: string;
  onClose(): void;
};

export function CheckoutDialog({ checkout, stripeJsUrl, publishableKey, onClose }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);
  // both belong to one checkout (its client secret): a new checkout starts clean
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ secret: string; message: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const secret = checkout?.clientSecret;
  const ready = readyFor !== null && readyFor === secret;
  const failure = failed && failed.secret === secret ? failed.message : null;
  const setFailure = (message: string | null) =>
    setFailed(message === null || !secret ? null : { secret, message });

  useEffect(() => {
    if (!secret) return;
    let cancelled = false;
    let destroy = () => {};
    loadStripe(stripeJsUrl, publishableKey)
      .then((js) => {
        if (cancelled || !host.current) return;
        const elements = js.elements({ clientSecret: secret });
        const element = elements.create('payment');
        element.on('ready', () => !cancelled && setReadyFor(secret));
        element.mount(host.current);
        stripe.current = { js, elements };
        destroy = () => element.destroy();
      })
      .catch((err: Error) => !cancelled && setFailed({ secret, message: err.message }));
    return () => {
      cancelled = true;
      destroy();
      stripe.current = null;
    };
  }, [secret, stripeJsUrl, publishableKey]);

  const pay = async () => {
    if (!stripe.current) return;
    setPaying(true);
    setFailure(null);
    const { error } = await stripe.current.js.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: returnUrl() },
    });
    // Success leaves the page for the return address; only a failure comes back here.
    setPaying(false);
    if (error) {
      const message = error.message ?? 'Your payment was not completed.';
      setFailure(message);
      toast({ title: BILLING_MSG.paymentFailed, description: message, variant: 'destructive' });
    }
  };

  return (
    <Modal
      open={checkout !== null}
      onOpenChange={(open) => !open && !paying && onClose()}
      title={checkout ? `Subscribe to ${planName(checkout.plan)}` : 'Checkout'}
      description="Pay securely with your card. You can cancel at any time."
    >
      {checkout && (
        <div className="space-y-4">
          <PriceSummary plan={checkout.plan} promo={checkout.promo} dueCents={checkout.dueCents} />
          <div ref={host} data-testid="payment-element" className="min-h-24" />
          {!ready && !failure && (
            <div className="flex justify-center">
              <Spinner label="Loading the payment form" className="h-6 w-6" />
            </div>
          )}
          {failure && (
            <div role="alert" className="flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                <strong>{BILLING_MSG.paymentFailed}:</strong> {failure}
              </span>
            </div>
          )}
          <DialogActions
            onCancel={onClose}
            pending={paying}
            pendingLabel="Processing..."
            confirmLabel={`Pay ${formatCents(checkout.dueCents)}`}
            disabled={!ready}
            onConfirm={() => void pay()}
          />
        </div>
      )}
    </Modal>
  );
}
