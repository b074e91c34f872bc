// GET /api/properties/:id/locations: each monitoring location's last result for the property.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyLocations } from '../../../contracts/property-locations.js';
import { fetchJson } from './fetch-json.js';
import { propertyQueryKey } from './get-property.js';

/** Under the property's key, so what refreshes the property refreshes its locations. */
export const propertyLocationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...propertyQueryKey(id), 'locations'] as const,
    queryFn: ({ signal }) =>
      fetchJson(`/api/properties/${id}/locations`, propertyLocations, signal),
    // agents' results do not come through the live stream: a check every 30 s by default
    refetchInterval: 30_000,
  });

export const usePropertyLocations = (id: number) => useQuery(propertyLocationsQueryOptions(id));
