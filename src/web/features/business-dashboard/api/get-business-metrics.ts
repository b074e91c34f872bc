// GET /api/business/metrics (platform owner): figures from paid invoices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessMetrics } from '../../../../contracts/business.js';
import { getQueryFn } from '../../../lib/query-client.js';

export const businessMetricsQueryKey = ['/api/business/metrics'] as const;

export const businessMetricsQueryOptions = () =>
  queryOptions({
    queryKey: businessMetricsQueryKey,
    queryFn: getQueryFn<BusinessMetrics>({ on401: 'throw' }),
    staleTime: 60_000,
  });

export const useBusinessMetrics = () => useQuery(businessMetricsQueryOptions());
