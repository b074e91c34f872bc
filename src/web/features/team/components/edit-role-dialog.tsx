// Edit Role (spec commercial §2 Team): picking a role sends the change at once; Update Role and
// Cancel only close the dialog.
import { useState } from 'react';
import { mayGrant } from '../../../../contracts/permissions.js';
import { ROLE_LABELS, WORKSPACE_ROLES, type WorkspaceRole } from '../../../../contracts/roles.js';
import { TEAM_MSG, type TeamMember } from '../../../../contracts/team.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { Label } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useUpdateMemberRole } from '../api/team.js';
import { memberName } from '../lib/member-display.js';
import { selectClass } from './select-class.js';

export type EditRoleDialogProps = {
  member: TeamMember | null;
  myRole: WorkspaceRole;
  workspaceName: string;
  onClose(): void;
};

export function EditRoleDialog({ member, myRole, workspaceName, onClose }: EditRoleDialogProps) {
  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Role"
      description={
        member
          ? `Choose ${memberName(member)}'s role in ${workspaceName}. The change is saved as soon as you pick it.`
          : undefined
      }
      className="max-w-md"
    >
      {member && <RoleForm key={member.id} member={member} myRole={myRole} onClose={onClose} />}
    </Modal>
  );
}

function RoleForm({
  member,
  myRole,
  onClose,
}: {
  member: TeamMember;
  myRole: WorkspaceRole;
  onClose(): void;
}) {
  const [selected, setSelected] = useState<WorkspaceRole>(member.role);
  const [status, setStatus] = useState('');
  const update = useUpdateMemberRole();
  const name = memberName(member);

  const pick = (role: WorkspaceRole) => {
    const before = selected;
    setSelected(role);
    setStatus('Saving...');
    // A promise, not mutate() callbacks: a refused change re-reads the caller's role, which may
    // close this dialog before the callbacks run, and the toast must still say why.
    update.mutateAsync({ userId: member.id, role }).then(
      (saved) => {
        setStatus(`Saved: ${name} is now ${ROLE_LABELS[saved.role]}`);
        toast({
          title: 'Role updated',
          description: `${name} is now ${ROLE_LABELS[saved.role]}`,
          variant: 'success',
        });
      },
      (err: unknown) => {
        setSelected(before);
        setStatus('');
        toastApiError(err, TEAM_MSG.updateRoleFailed);
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="edit-role">Role</Label>
        <select
          id="edit-role"
          data-autofocus
          className={selectClass}
          value={selected}
          onChange={(e) => pick(e.target.value as WorkspaceRole)}
        >
          {WORKSPACE_ROLES.filter((r) => mayGrant(myRole, r)).map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-600">
          {status}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onClose}>Update Role</Button>
      </div>
    </div>
  );
}
