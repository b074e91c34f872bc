// Team (spec commercial §2 Team, §5, §7, §8; issue 8): member search and count, member cards,
// Invite Member, Edit Role and Remove for team managers (never on their own row), pending
// invitations, and the Role Permissions summary from the permission map.
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { TEAM_MSG, type TeamMember } from '../../../../contracts/team.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { SearchInput } from '../../../components/ui/search-input.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useAuth } from '../../../lib/auth/use-auth.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useRemoveMember, useTeamMembers } from '../api/team.js';
import { EditRoleDialog } from '../components/edit-role-dialog.js';
import { InviteMemberDialog } from '../components/invite-member-dialog.js';
import { MemberCard } from '../components/member-card.js';
import { PendingInvitations } from '../components/pending-invitations.js';
import { RolePermissions } from '../components/role-permissions.js';
import {
  useMustVerifyToInvite,
  VerifyToInviteNotice,
} from '../components/verify-to-invite-notice.js';
import { filterMembers, memberCountText, memberName } from '../lib/member-display.js';

export function TeamPage() {
  const { user } = useAuth();
  const canManage = useCan('manageTeam');
  const members = useTeamMembers();
  const remove = useRemoveMember();
  const [query, setQuery] = useState('');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const mustVerify = useMustVerifyToInvite();
  if (!user) return null;

  const all = members.data ?? [];
  const shown = filterMembers(all, query);
  const workspaceName = user.workspace.name;

  const onRemove = (m: TeamMember) =>
    remove.mutateAsync(m.id).then(
      () =>
        toast({
          title: 'Member removed',
          description: `${memberName(m)} no longer has access to ${workspaceName}`,
          variant: 'success',
        }),
      (err: unknown) => toastApiError(err, TEAM_MSG.removeFailed),
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Team"
        subtitle={`Who can see and change ${workspaceName}`}
        actions={
          canManage && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              Invite Member
            </Button>
          )
        }
      />
      {canManage && mustVerify && <VerifyToInviteNotice />}

      <section aria-labelledby="members-heading" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="members-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Users aria-hidden="true" className="h-5 w-5 text-slate-500" />
            Members
            {members.data && (
              <span data-testid="member-count" className="text-sm font-normal text-slate-500">
                ({memberCountText(shown.length, all.length)})
              </span>
            )}
          </h2>
          <SearchInput
            label="Search members"
            placeholder="Search members..."
            value={query}
            onChange={setQuery}
            className="sm:w-72"
          />
        </div>
        {members.isLoading ? (
          <PageSpinner />
        ) : members.isError ? (
          <p className="py-8 text-center text-sm text-red-600">Failed to load team members</p>
        ) : shown.length === 0 ? (
          <Card className="py-10 text-center text-sm text-slate-500">
            No members match your search.
          </Card>
        ) : (
          <ul className="space-y-3">
            {shown.map((m) => (
              <li key={m.id}>
                <MemberCard
                  member={m}
                  canManage={canManage}
                  onEditRole={setEditing}
                  onRemove={setRemoving}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {canManage && <PendingInvitations />}
      <RolePermissions />

      <InviteMemberDialog
        open={inviting}
        onOpenChange={setInviting}
        myRole={user.workspaceRole}
        workspaceName={workspaceName}
        mustVerify={mustVerify}
      />
      <EditRoleDialog
        member={canManage ? editing : null}
        myRole={user.workspaceRole}
        workspaceName={workspaceName}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={canManage && removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove team member"
        description={removing ? TEAM_MSG.removeConfirm(memberName(removing), workspaceName) : ''}
        confirmLabel="Remove"
        destructive
        onConfirm={() => (removing ? onRemove(removing) : undefined)}
      />
    </div>
  );
}
