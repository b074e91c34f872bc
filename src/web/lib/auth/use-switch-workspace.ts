// POST /api/auth/workspace: act in another of one's workspaces (see enter-workspace.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contracts/auth.js';
import { apiRequest } from '../query-client.js';
import { enterWorkspace } from './enter-workspace.js';

export function useSwitchWorkspace() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (workspaceId: string) =>
      (await (
        await apiRequest('POST', '/api/auth/workspace', { workspaceId })
      ).json()) as CurrentUser,
    onSuccess: (user) => enterWorkspace(qc, user),
  });
}
