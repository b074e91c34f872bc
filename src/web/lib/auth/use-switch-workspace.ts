// POST /api/auth/workspace: act in another of one's workspaces. Every page's data and the live
// stream belong to the workspace, so all of it is re-read for the new one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contracts/auth.js';
import { reconnectLiveEvents } from '../api/live-events.js';
import { apiRequest } from '../query-client.js';
import { authUserQueryKey } from './use-auth.js';

export function useSwitchWorkspace() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (workspaceId: string) =>
      (await (
        await apiRequest('POST', '/api/auth/workspace', { workspaceId })
      ).json()) as CurrentUser,
    onSuccess: async (user) => {
      qc.setQueryData(authUserQueryKey, user);
      reconnectLiveEvents();
      await qc.resetQueries({ predicate: (q) => q.queryKey[0] !== authUserQueryKey[0] });
    },
  });
}
