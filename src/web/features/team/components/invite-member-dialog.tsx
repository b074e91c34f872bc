// Invite Member (spec commercial §2, §5): a valid e-mail ("Please enter a valid email address")
// and a role of admin, staff or viewer, viewer by default; the server mails the link. A person
// who must verify their own address first is told so instead (decision 019).
import { useState, type FormEvent } from 'react';
import { mayGrant } from '../../../../contracts/permissions.js';
import { ROLE_LABELS, WORKSPACE_ROLES, type WorkspaceRole } from '../../../../contracts/roles.js';
import { INVITATION_TTL_DAYS, TEAM_MSG, inviteBody } from '../../../../contracts/team.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Input, Label } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useInviteMember } from '../api/team.js';
import { selectClass } from './select-class.js';
import { VerifyToInviteNotice } from './verify-to-invite-notice.js';
import { Button } from '../../../components/ui/button.js';

export type InviteMemberDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  myRole: WorkspaceRole;
  workspaceName: string;
  /** mail is configured and the caller's address is not verified: no invitation yet */
  mustVerify?: boolean;
};

export function InviteMemberDialog({
  open,
  onOpenChange,
  myRole,
  workspaceName,
  mustVerify = false,
}: InviteMemberDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Member"
      description={`They get an e-mail with a link to join ${workspaceName}. The link works once, for ${INVITATION_TTL_DAYS} days.`}
    >
      {open && mustVerify && (
        <div className="space-y-4">
          <VerifyToInviteNotice />
          <div className="flex justify-end">
            <Button variant="outline" data-autofocus onClick={() => onOpenChange(false)}>
              OK
            </Button>
          </div>
        </div>
      )}
      {open && !mustVerify && <InviteForm myRole={myRole} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function InviteForm({ myRole, onDone }: { myRole: WorkspaceRole; onDone(): void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('viewer');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteMember();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inviteBody.safeParse({ email, role });
    if (!parsed.success) {
      setError(TEAM_MSG.emailInvalid);
      return;
    }
    setError(null);
    invite.mutateAsync(parsed.data).then(
      (sent) => {
        toast({
          title: 'Invitation sent',
          description: TEAM_MSG.inviteSent(sent.email),
          variant: 'success',
        });
        onDone();
      },
      (err: unknown) => toastApiError(err, TEAM_MSG.inviteFailed),
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Invitation" className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="invite-email">Email</Label>
        <Input
          id="invite-email"
          type="email"
          data-autofocus
          autoComplete="off"
          placeholder="colleague@example.com"
          value={email}
          maxLength={254}
          aria-invalid={error !== null}
          aria-describedby={error ? 'invite-email-error' : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
        />
        {error && (
          <p id="invite-email-error" role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="invite-role">Role</Label>
        <select
          id="invite-role"
          className={selectClass}
          value={role}
          onChange={(e) => setRole(e.target.value as WorkspaceRole)}
        >
          {WORKSPACE_ROLES.filter((r) => mayGrant(myRole, r)).map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <DialogActions
        onCancel={onDone}
        pending={invite.isPending}
        pendingLabel="Sending..."
        confirmLabel="Send Invitation"
      />
    </form>
  );
}
