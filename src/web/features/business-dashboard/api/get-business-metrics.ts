// GET /api/business/metrics (platform owner): figures from paid invoices.
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessMetrics } from '../../../../contracts/business.js';

export const businessMetricsQueryKey = ['/api/business/metrics'] as const;

export const businessMetricsQueryOptions = () =>
  queryOptions({
    queryKey: businessMetricsQueryKey,
    queryFn: parsedQuery(businessMetrics),
    staleTime: 60_000,
  });

export const useBusinessMetrics = () => useQuery(businessMetricsQueryOptions());
