// After anything that may change the plan: the overview, invoices, the property limit and the
// signed-in user (its subscriptionPlan) are read again.
import { useQueryClient } from '@tanstack/react-query';
import type { BillingOverview } from '../../../../contracts/billing.js';
import { propertyLimitsQueryKey } from '../../../lib/api/get-property-limits.js';
import { authUserQueryKey } from '../../../lib/auth/use-auth.js';
import { billingQueryKey } from './get-billing.js';
import { invoicesQueryKey } from './get-invoices.js';

export function useRefreshBilling() {
  const qc = useQueryClient();
  return async (overview?: BillingOverview) => {
    if (overview) qc.setQueryData(billingQueryKey, overview);
    await Promise.all([
      overview ? undefined : qc.invalidateQueries({ queryKey: billingQueryKey }),
      qc.invalidateQueries({ queryKey: invoicesQueryKey }),
      qc.invalidateQueries({ queryKey: propertyLimitsQueryKey }),
      qc.invalidateQueries({ queryKey: authUserQueryKey }),
    ]);
  };
}
