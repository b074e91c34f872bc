// The platform owner's changes to monitoring locations (issue 28, decision 029): add one (its
// token comes back once), pause, resume, revoke.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLocationBody,
  CreatedLocation,
  LocationAction,
} from '../../../../contracts/locations.js';
import { apiRequest } from '../../../lib/query-client.js';
import { MONITORING_LOCATIONS_URL } from './get-monitoring-locations.js';

export function useCreateLocation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateLocationBody) =>
      (await (await apiRequest('POST', MONITORING_LOCATIONS_URL, body)).json()) as CreatedLocation,
    onSuccess: () => qc.invalidateQueries({ queryKey: [MONITORING_LOCATIONS_URL] }),
  });
}

export function useChangeLocation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: LocationAction }) => {
      await apiRequest('POST', `${MONITORING_LOCATIONS_URL}/${id}/${action}`);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: [MONITORING_LOCATIONS_URL] }),
  });
}
