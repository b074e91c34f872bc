// GET /api/billing/invoices: the invoice history (workspace admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceSummary } from '../../../../contracts/billing.js';
import { getQueryFn } from '../../../lib/query-client.js';

export const invoicesQueryKey = ['/api/billing/invoices'] as const;

export const invoicesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: invoicesQueryKey,
    queryFn: getQueryFn<InvoiceSummary[]>({ on401: 'throw' }),
    enabled,
  });

export const useInvoices = (enabled: boolean) => useQuery(invoicesQueryOptions(enabled));
