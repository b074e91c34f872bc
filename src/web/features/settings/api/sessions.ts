// The caller's own sign-in sessions: list, end one, end all others.
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionInfo } from '../../../../contracts/sessions.js';
import { apiRequest } from '../../../lib/query-client.js';

export const sessionsQueryKey = ['/api/auth/sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: parsedQuery(z.array(sessionInfo)),
  });

export const useSessions = () => useQuery(sessionsQueryOptions());

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/auth/sessions/${id}`);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', '/api/auth/sessions/end-others')).json()) as {
        ended: number;
      },
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
