// Invite Beta Tester (spec commercial §2, §5): the application's fields; the invitee is mailed
// the same sign-up link an approved applicant gets.
import { useState, type FormEvent } from 'react';
import { BETA_MSG } from '../../../../contracts/beta.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';
import { useInviteBetaTester } from '../api/invite-beta-tester.js';
import {
  checkApplication,
  emptyApplication,
  type ApplicationErrors,
} from '../lib/application-form.js';
import { ApplicationFields } from './application-fields.js';

export function InviteBetaDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Beta Tester"
      description="They get a sign-up link for a beta workspace by e-mail."
      className="max-w-2xl"
    >
      {open && <InviteForm onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone(): void }) {
  const [values, setValues] = useState(emptyApplication);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const invite = useInviteBetaTester();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkApplication(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    invite.mutate(checked.body, toastOutcome(BETA_MSG.invited, BETA_MSG.inviteFailed, onDone));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ApplicationFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <DialogActions
        onCancel={onDone}
        pending={invite.isPending}
        pendingLabel="Sending..."
        confirmLabel="Send Invitation"
      />
    </form>
  );
}
