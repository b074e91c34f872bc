// Shared data access for properties: used by the dashboard, the properties pages and the detail page.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePropertyBody,
  Property,
  PropertyLimits,
} from '../../../contracts/properties.js';
import type { PropertyHistory, HistoryRange } from '../../../contracts/monitoring.js';
import { apiRequest } from '../query-client.js';
import { dashboardStatsQueryOptions } from './get-dashboard-stats.js';

export const propertiesQueryKey = ['/api/properties'] as const;
export const propertyLimitsQueryKey = ['/api/properties/limits'] as const;
export const propertyQueryKey = (id: number) => ['/api/properties', String(id)] as const;
export const propertyHistoryQueryKey = (id: number, range: HistoryRange) =>
  ['/api/properties', String(id), `history?range=${range}`] as const;

/** Spec core §4: re-load 2 s after a single check, 3 s after check-all. */
export const RELOAD_AFTER_CHECK_MS = 2000;
export const RELOAD_AFTER_CHECK_ALL_MS = 3000;
/** Spec core §9: the dashboard re-loads properties and stats every 30 s. */
export const AUTO_REFRESH_MS = 30_000;

export const propertiesQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions<Property[]>({ queryKey: propertiesQueryKey, refetchInterval });

export const useProperties = (refetchInterval: number | false = false) =>
  useQuery(propertiesQueryOptions(refetchInterval));

export const usePropertyLimits = () =>
  useQuery<PropertyLimits>({ queryKey: propertyLimitsQueryKey });

export const useProperty = (id: number) => useQuery<Property>({ queryKey: propertyQueryKey(id) });

export const usePropertyHistory = (id: number, range: HistoryRange) =>
  useQuery<PropertyHistory>({ queryKey: propertyHistoryQueryKey(id, range) });

function useInvalidateProperties() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: propertiesQueryKey }),
      qc.invalidateQueries({ queryKey: propertyLimitsQueryKey }),
      qc.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey }),
    ]);
}

export function useCreateProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: async (body: CreatePropertyBody) =>
      (await (await apiRequest('POST', '/api/properties', body)).json()) as Property,
    onSuccess: invalidate,
  });
}

export function useUpdateProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CreatePropertyBody }) =>
      (await (await apiRequest('PUT', `/api/properties/${id}`, body)).json()) as Property,
    onSuccess: invalidate,
  });
}

export function useDeleteProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/properties/${id}`);
    },
    onSuccess: invalidate,
  });
}

export function useCheckProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', `/api/ping/check/${id}`);
    },
    onSuccess: () => {
      setTimeout(
        () => void qc.invalidateQueries({ queryKey: propertiesQueryKey }),
        RELOAD_AFTER_CHECK_MS,
      );
    },
  });
}

export function useCheckAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/ping/check-all');
    },
    onSuccess: () => {
      setTimeout(() => {
        void qc.invalidateQueries({ queryKey: propertiesQueryKey });
        void qc.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey });
      }, RELOAD_AFTER_CHECK_ALL_MS);
    },
  });
}
