// GET /api/properties/limits: how many properties the plan allows and how many exist.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyLimits } from '../../../contracts/properties.js';
import { fetchJson } from './fetch-json.js';

export const propertyLimitsQueryKey = ['/api/properties/limits'] as const;

export const getPropertyLimits = (signal?: AbortSignal) =>
  fetchJson('/api/properties/limits', propertyLimits, signal);

export const propertyLimitsQueryOptions = () =>
  queryOptions({
    queryKey: propertyLimitsQueryKey,
    queryFn: ({ signal }) => getPropertyLimits(signal),
  });

export const usePropertyLimits = () => useQuery(propertyLimitsQueryOptions());
