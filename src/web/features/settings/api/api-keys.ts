// API keys of the workspace (admins): list, create (the key comes back once), revoke.
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyWithSecret, CreateApiKeyBody } from '../../../../contracts/api-keys.js';
import { apiKey } from '../../../../contracts/api-keys.js';
import { apiRequest } from '../../../lib/query-client.js';

export const apiKeysQueryKey = ['/api/api-keys'] as const;

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: parsedQuery(z.array(apiKey)) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) =>
      (await (await apiRequest('POST', '/api/api-keys', body)).json()) as ApiKeyWithSecret,
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/api-keys/${id}`);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
