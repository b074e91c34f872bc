// GET /api/incidents, GET /api/incidents/{id} and the acknowledge, notes and resolve actions
// (issue 29). Every action answers the incident whole; it replaces the cached one and the list
// is re-loaded.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  incidentDetail,
  incidentPage,
  type IncidentDetail,
} from '../../../../contracts/incidents-api.js';
import { fetchJson } from '../../../lib/api/fetch-json.js';
import { apiRequest } from '../../../lib/query-client.js';
import type { IncidentFilters } from '../lib/filters.js';
import { filterSearch } from '../lib/filters.js';

export const incidentsQueryKey = ['/api/incidents'] as const;
/** an open incident's duration and state move on their own: re-read every 30 s */
const REFRESH_MS = 30_000;

export const useIncidentList = (f: IncidentFilters) =>
  useQuery({
    queryKey: [...incidentsQueryKey, 'list', filterSearch(f)],
    queryFn: ({ signal }) => fetchJson(`/api/incidents?${filterSearch(f)}`, incidentPage, signal),
    refetchInterval: REFRESH_MS,
  });

export const useIncident = (id: number) =>
  useQuery({
    queryKey: [...incidentsQueryKey, String(id)],
    queryFn: ({ signal }) => fetchJson(`/api/incidents/${id}`, incidentDetail, signal),
    refetchInterval: REFRESH_MS,
  });

function useAction<A>(id: number, call: (a: A) => Promise<Response>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: A) => incidentDetail.parse(await (await call(a)).json()),
    onSuccess: (detail: IncidentDetail) => {
      qc.setQueryData([...incidentsQueryKey, String(id)], detail);
      void qc.invalidateQueries({ queryKey: [...incidentsQueryKey, 'list'] });
    },
  });
}

export const useAcknowledge = (id: number) =>
  useAction(id, () => apiRequest('POST', `/api/incidents/${id}/acknowledge`));

export const useAddNote = (id: number) =>
  useAction(id, (message: string) => apiRequest('POST', `/api/incidents/${id}/notes`, { message }));

export const useResolve = (id: number) =>
  useAction(id, (message: string) =>
    apiRequest('POST', `/api/incidents/${id}/resolve`, { message }),
  );
