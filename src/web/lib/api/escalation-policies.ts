// The workspace's escalation policies (decision 034), read by every member: shared by Settings →
// Escalation, which edits them, and the Groups dialog, which chooses a group's own policy.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { escalationPolicy } from '../../../contracts/escalation.js';
import { apiRequest } from '../query-client.js';
import { parsedQuery } from './fetch-json.js';

export const policiesKey = ['/api/escalation-policies'] as const;

export const usePolicies = () =>
  useQuery(
    queryOptions({ queryKey: policiesKey, queryFn: parsedQuery(z.array(escalationPolicy)) }),
  );

/** A group's or a property's own policy; null: the workspace's default. */
export function useUsePolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (c: { on: 'groups' | 'properties'; id: number; policyId: number | null }) => {
      await apiRequest('PUT', `/api/${c.on}/${c.id}/escalation-policy`, { policyId: c.policyId });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: policiesKey, exact: true }),
  });
}
