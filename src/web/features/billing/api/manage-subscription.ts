// A paying subscription's changes: plan (immediate, prorated), cancel at period end, resume, and
// the re-read from Stripe after the checkout's return.
import { useMutation } from '@tanstack/react-query';
import type { BillingOverview } from '../../../../contracts/billing.js';
import type { PlanId } from '../../../../contracts/plans.js';
import { apiRequest } from '../../../lib/query-client.js';
import { useRefreshBilling } from './refresh-billing.js';

const post = async (url: string, body?: unknown) =>
  (await (await apiRequest('POST', url, body)).json()) as BillingOverview;

export function useChangePlan() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (plan: PlanId) => post('/api/billing/change-plan', { plan }),
    onSuccess: (overview) => refresh(overview),
  });
}

export function useCancelSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (cancel: boolean) => post(cancel ? '/api/billing/cancel' : '/api/billing/resume'),
    onSuccess: (overview) => refresh(overview),
  });
}

export function useSyncBilling() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: () => post('/api/billing/sync'),
    onSuccess: (overview) => refresh(overview),
  });
}
