// Escalation policies (every member reads; admins create, edit, delete) and the caller's own
// quiet hours (decision 034).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  escalationChoices,
  quietHours,
  type EscalationPolicy,
  type EscalationPolicyBody,
  type QuietHours,
  type QuietHoursBody,
} from '../../../../contracts/escalation.js';
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { apiRequest } from '../../../lib/query-client.js';
import { policiesKey } from '../../../lib/api/escalation-policies.js';

export { usePolicies } from '../../../lib/api/escalation-policies.js';

const choicesKey = ['/api/escalation-policies/choices'] as const;
const quietKey = ['/api/settings/quiet-hours'] as const;

export const useChoices = () =>
  useQuery(queryOptions({ queryKey: choicesKey, queryFn: parsedQuery(escalationChoices) }));
export const useQuietHours = () =>
  useQuery(queryOptions({ queryKey: quietKey, queryFn: parsedQuery(quietHours) }));

export function useSavePolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: EscalationPolicyBody }) => {
      const res =
        id === null
          ? await apiRequest('POST', '/api/escalation-policies', body)
          : await apiRequest('PUT', `/api/escalation-policies/${id}`, body);
      return (await res.json()) as EscalationPolicy;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: policiesKey, exact: true }),
  });
}

export function useDeletePolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/escalation-policies/${id}`);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: policiesKey, exact: true }),
  });
}

export function useSaveQuietHours() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuietHoursBody) =>
      (await (await apiRequest('PUT', '/api/settings/quiet-hours', body)).json()) as QuietHours,
    onSuccess: (data) => qc.setQueryData(quietKey, data),
  });
}
