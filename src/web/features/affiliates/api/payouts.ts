// Payout calls: GET /api/affiliates/payouts, POST (gather what is due), the PayPal file, and
// POST /api/affiliates/payouts/{id}/paid.
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payout } from '../../../../contracts/affiliates.js';
import { apiRequest } from '../../../lib/query-client.js';
import { affiliatesQueryKey } from './get-affiliates.js';

export const payoutsQueryKey = ['/api/affiliates/payouts'] as const;
export const PAYOUT_CSV_URL = '/api/affiliates/payouts/csv';

export const payoutsQueryOptions = () =>
  queryOptions({ queryKey: payoutsQueryKey, queryFn: parsedQuery(z.array(payout)) });

export const usePayouts = () => useQuery(payoutsQueryOptions());

function usePayoutMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: payoutsQueryKey });
      await qc.invalidateQueries({ queryKey: affiliatesQueryKey });
    },
  });
}

export const useCreatePayouts = () =>
  usePayoutMutation(async () => {
    await apiRequest('POST', '/api/affiliates/payouts');
  });

export const useMarkPayoutPaid = () =>
  usePayoutMutation(async (id: number) => {
    await apiRequest('POST', `/api/affiliates/payouts/${id}/paid`);
  });
