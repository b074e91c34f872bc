// Stripe sends the browser back to the site root after confirming (spec commercial §2): this reads
// the outcome from the address, says "Payment Successful" or "Payment Failed", re-reads the
// subscription from Stripe at once (the plan and its limit apply without waiting for webhooks),
// and tidies the address.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BILLING_MSG } from '../../../../contracts/billing.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useBilling } from '../api/get-billing.js';
import { useSyncBilling } from '../api/manage-subscription.js';
import { loadStripe } from '../lib/load-stripe.js';

export function PaymentReturn() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const sync = useSyncBilling();
  const { data: billing } = useBilling();
  const handled = useRef<string | null>(null);
  const params = new URLSearchParams(search);
  const status = params.get('redirect_status');
  const secret = params.get('payment_intent_client_secret');

  useEffect(() => {
    if (!status || !secret || handled.current === secret || !billing) return;
    handled.current = secret;
    navigate({ pathname, search: '' }, { replace: true });
    if (status === 'succeeded') {
      toast({
        title: BILLING_MSG.paymentSuccessful,
        description: BILLING_MSG.paymentSuccessfulBody,
        variant: 'success',
      });
      if (billing.canManage) sync.mutate();
      return;
    }
    const fail = (message: string) => {
      toast({ title: BILLING_MSG.paymentFailed, description: message, variant: 'destructive' });
    };
    if (!billing.stripeJsUrl || !billing.publishableKey) {
      fail('Your payment was not completed.');
      return;
    }
    loadStripe(billing.stripeJsUrl, billing.publishableKey)
      .then((js) => js.retrievePaymentIntent(secret))
      .then((r) =>
        fail(r.paymentIntent?.last_payment_error?.message ?? 'Your payment was not completed.'),
      )
      .catch(() => fail('Your payment was not completed.'));
  }, [status, secret, billing, navigate, pathname, sync]);

  return null;
}
