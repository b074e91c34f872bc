// GET /api/billing/invoices: the invoice history (workspace admins).
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceSummary } from '../../../../contracts/billing.js';

export const invoicesQueryKey = ['/api/billing/invoices'] as const;

export const invoicesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: invoicesQueryKey,
    queryFn: parsedQuery(z.array(invoiceSummary)),
    enabled,
  });

export const useInvoices = (enabled: boolean) => useQuery(invoicesQueryOptions(enabled));
