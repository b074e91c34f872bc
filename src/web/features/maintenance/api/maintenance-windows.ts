// Maintenance windows (issue 27): the list, and scheduling, editing, ending early and cancelling.
// Every change also refreshes the property lists and figures ("Maintenance", the uptime notes).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  maintenanceWindow,
  type MaintenanceWindow,
  type MaintenanceWindowBody,
} from '../../../../contracts/maintenance-windows.js';
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { useInvalidateProperties } from '../../../lib/api/use-invalidate-properties.js';
import { apiRequest } from '../../../lib/query-client.js';

export const maintenanceQueryKey = ['/api/maintenance-windows'] as const;

export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: maintenanceQueryKey,
    queryFn: parsedQuery(z.array(maintenanceWindow)),
    // a window starts and ends by itself: its state is re-read every 30 s
    refetchInterval: 30_000,
  });

export const useMaintenanceWindows = () => useQuery(maintenanceQueryOptions());

type Change =
  | { kind: 'create'; body: MaintenanceWindowBody }
  | { kind: 'update'; id: number; body: MaintenanceWindowBody }
  | { kind: 'end'; id: number }
  | { kind: 'cancel'; id: number };

const request = (c: Change) => {
  const url = '/api/maintenance-windows';
  switch (c.kind) {
    case 'create':
      return apiRequest('POST', url, c.body);
    case 'update':
      return apiRequest('PUT', `${url}/${c.id}`, c.body);
    case 'end':
      return apiRequest('POST', `${url}/${c.id}/end`);
    case 'cancel':
      return apiRequest('DELETE', `${url}/${c.id}`);
  }
};

export function useChangeMaintenance() {
  const qc = useQueryClient();
  const invalidateProperties = useInvalidateProperties();
  return useMutation({
    mutationFn: async (c: Change) => (await (await request(c)).json()) as MaintenanceWindow,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: maintenanceQueryKey }),
        invalidateProperties(),
      ]),
  });
}
