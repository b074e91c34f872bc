// GET/POST /api/status-pages, GET/PUT/DELETE /api/status-pages/{id} and the incident posts
// (issue 27). Every change re-loads the list and the open page.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  statusPage,
  statusPageDetail,
  type StatusPage,
  type StatusPageBody,
} from '../../../../contracts/status-pages.js';
import type {
  PostIncidentBody,
  PostIncidentUpdateBody,
  TrackedIncident,
} from '../../../../contracts/tracked-incidents.js';
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { apiRequest } from '../../../lib/query-client.js';

export const statusPagesQueryKey = ['/api/status-pages'] as const;

export const useStatusPages = () =>
  useQuery(
    queryOptions({ queryKey: statusPagesQueryKey, queryFn: parsedQuery(z.array(statusPage)) }),
  );

export const useStatusPage = (id: number | null) =>
  useQuery({
    queryKey: [...statusPagesQueryKey, String(id)],
    queryFn: parsedQuery(statusPageDetail),
    enabled: id !== null,
  });

const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

function useChange<A>(fn: (a: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: statusPagesQueryKey }),
  });
}

export const useCreateStatusPage = () =>
  useChange((body: StatusPageBody) =>
    json<StatusPage>(apiRequest('POST', '/api/status-pages', body)),
  );

export const useUpdateStatusPage = () =>
  useChange(({ id, body }: { id: number; body: StatusPageBody }) =>
    json<StatusPage>(apiRequest('PUT', `/api/status-pages/${id}`, body)),
  );

export const useDeleteStatusPage = () =>
  useChange((id: number) => apiRequest('DELETE', `/api/status-pages/${id}`));

export const usePostIncident = () =>
  useChange(({ pageId, body }: { pageId: number; body: PostIncidentBody }) =>
    json<TrackedIncident>(apiRequest('POST', `/api/status-pages/${pageId}/incidents`, body)),
  );

export const usePostIncidentUpdate = () =>
  useChange(
    ({
      pageId,
      incidentId,
      body,
    }: {
      pageId: number;
      incidentId: number;
      body: PostIncidentUpdateBody;
    }) =>
      json<TrackedIncident>(
        apiRequest('POST', `/api/status-pages/${pageId}/incidents/${incidentId}/updates`, body),
      ),
  );
