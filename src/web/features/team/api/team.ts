// The Team page's calls (spec commercial §7): members, invite, role change, removal, and the
// pending invitations with resend and revoke (issue 8).
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceRole } from '../../../../contracts/roles.js';
import type { InviteBody, PendingInvitation, TeamMember } from '../../../../contracts/team.js';
import { teamMember, pendingInvitation } from '../../../../contracts/team.js';
import { authUserQueryKey } from '../../../lib/auth/use-auth.js';
import { apiRequest } from '../../../lib/query-client.js';

export const teamMembersQueryKey = ['/api/team/members'] as const;
export const teamInvitationsQueryKey = ['/api/team/invitations'] as const;

export const teamMembersQueryOptions = () =>
  queryOptions({
    queryKey: teamMembersQueryKey,
    queryFn: parsedQuery(z.array(teamMember)),
  });

export const teamInvitationsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: teamInvitationsQueryKey,
    queryFn: parsedQuery(z.array(pendingInvitation)),
    enabled,
  });

export const useTeamMembers = () => useQuery(teamMembersQueryOptions());
export const useTeamInvitations = (enabled: boolean) =>
  useQuery(teamInvitationsQueryOptions(enabled));

/**
 * Re-reads the team after a change. After a refused one the caller's own role is re-read too:
 * another admin may have changed it a moment ago, and the page's buttons follow it.
 */
function useRefresh() {
  const qc = useQueryClient();
  return (_data?: unknown, error?: Error | null) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: teamMembersQueryKey }),
      qc.invalidateQueries({ queryKey: teamInvitationsQueryKey }),
      error ? qc.invalidateQueries({ queryKey: authUserQueryKey }) : undefined,
    ]);
}

export function useInviteMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: InviteBody) =>
      (await (await apiRequest('POST', '/api/team/invite', body)).json()) as PendingInvitation,
    onSettled: (data, error) => refresh(data, error),
  });
}

export function useUpdateMemberRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      (await (
        await apiRequest('PUT', `/api/team/members/${userId}/role`, { role })
      ).json()) as TeamMember,
    onSettled: (data, error) => refresh(data, error),
  });
}

export function useRemoveMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (userId: string) => {
      await apiRequest('DELETE', `/api/team/members/${userId}`);
    },
    onSettled: (data, error) => refresh(data, error),
  });
}

export function useResendInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (
        await apiRequest('POST', `/api/team/invitations/${id}/resend`)
      ).json()) as PendingInvitation,
    onSettled: (data, error) => refresh(data, error),
  });
}

export function useRevokeInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/team/invitations/${id}`);
    },
    onSettled: (data, error) => refresh(data, error),
  });
}
