// The invitation link's calls (issue 8): read the invitation, accept it signed in, or sign up /
// sign in with the invited address from the link's page.
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../contracts/auth.js';
import { invitationInfo } from '../../../../contracts/team.js';
import { sendAuth } from '../../../lib/auth/auth-request.js';
import { enterWorkspace } from '../../../lib/auth/enter-workspace.js';
import { authUserQueryKey } from '../../../lib/auth/use-auth.js';
import { apiRequest } from '../../../lib/query-client.js';

export const invitationQueryKey = (token: string) =>
  ['/api/invitations', encodeURIComponent(token)] as const;

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationQueryKey(token),
    queryFn: parsedQuery(invitationInfo),
    // the link's state changes (used, revoked): read it afresh on every visit
    staleTime: 0,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/**
 * Joins the workspace; the server's session acts in it from then on. The page leaves the link
 * first and then calls useEnterWorkspace, so the link does not re-read as "used" on the way.
 */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest('POST', `/api/invitations/${encodeURIComponent(token)}/accept`)
      ).json()) as CurrentUser,
  });
}

/** Re-reads everything for the workspace just joined (see lib/auth/enter-workspace.ts). */
export function useEnterWorkspace() {
  const qc = useQueryClient();
  return (user: CurrentUser) => enterWorkspace(qc, user);
}

/**
 * Sign-up through the link (joins the workspace at once) or sign-in (then Accept). The page
 * stores the signed-in user itself, after choosing where to go, so the link's page does not
 * flash its "already used" state on the way.
 */
export function useInvitedAuth() {
  return useMutation({
    mutationFn: sendAuth,
  });
}

/** Stores the person who just signed in or up (the app switches to its signed-in pages). */
export function useSetSignedIn() {
  const qc = useQueryClient();
  return (user: CurrentUser) => qc.setQueryData(authUserQueryKey, user);
}

/**
 * Signs out here so the person can sign in with the invited address; the page then reloads, so
 * nothing the previous account loaded stays in memory.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/sign-out');
    },
    onSuccess: () => window.location.reload(),
  });
}
