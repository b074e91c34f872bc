// Property groups (issue 29): the list, and creating, editing, deleting and assigning. Every change
// also re-reads the property lists (each property's group, the upstream cause).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignGroupBody } from '../../../../contracts/group-assign.js';
import { type Group, type GroupBody } from '../../../../contracts/groups.js';
import { groupsQueryKey } from '../../../lib/api/get-groups.js';
import { useInvalidateProperties } from '../../../lib/api/use-invalidate-properties.js';
import { apiRequest } from '../../../lib/query-client.js';

export { groupsQueryKey, groupsQueryOptions, useGroups } from '../../../lib/api/get-groups.js';

export type GroupChange =
  | { kind: 'create'; body: GroupBody }
  | { kind: 'update'; id: number; body: GroupBody }
  | { kind: 'delete'; id: number }
  | ({ kind: 'assign' } & AssignGroupBody);

const request = (c: GroupChange) => {
  switch (c.kind) {
    case 'create':
      return apiRequest('POST', '/api/groups', c.body);
    case 'update':
      return apiRequest('PUT', `/api/groups/${c.id}`, c.body);
    case 'delete':
      return apiRequest('DELETE', `/api/groups/${c.id}`);
    case 'assign':
      return apiRequest('POST', '/api/groups/assign', {
        groupId: c.groupId,
        propertyIds: c.propertyIds,
        selection: c.selection,
      });
  }
};

export function useChangeGroups() {
  const qc = useQueryClient();
  const invalidateProperties = useInvalidateProperties();
  return useMutation({
    /** a created group comes back, so what is set beside it (its policy) can follow */
    mutationFn: async (c: GroupChange): Promise<Group | undefined> => {
      const res = await request(c);
      return c.kind === 'create' ? ((await res.json()) as Group) : undefined;
    },
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: groupsQueryKey }), invalidateProperties()]),
  });
}
