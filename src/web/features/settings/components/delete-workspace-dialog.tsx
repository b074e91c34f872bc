// Deleting the workspace: the admin types its name; the button stays disabled until it matches.
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Input } from '../../../components/ui/input.js';
import { useDeleteWorkspace } from '../api/workspace.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { Field } from '../../../components/ui/form-controls.js';

/** The server compares trimmed names the same way. */
export const confirmNameMatches = (typed: string, name: string) => typed.trim() === name.trim();

export function DeleteWorkspaceDialog({
  open,
  onOpenChange,
  workspaceName,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  workspaceName: string;
}) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteWorkspace();
  const matches = confirmNameMatches(typed, workspaceName);

  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) setTyped('');
    onOpenChange(next);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!matches) return;
    remove.mutate(
      { confirmName: typed },
      {
        // the session ends with the workspace: a full load starts the app afresh
        onSuccess: () => window.location.assign('/'),
        onError: (err) => toastApiError(err, 'Failed to delete workspace'),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Delete workspace"
      description="This deletes every property, its history, alerts, webhooks and team members' access. It cannot be undone."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Delete workspace">
        <Field id="confirm-workspace-name" label={`Type "${workspaceName}" to confirm`}>
          <Input
            id="confirm-workspace-name"
            data-autofocus
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </Field>
        <DialogActions
          onCancel={() => close(false)}
          pending={remove.isPending}
          pendingLabel="Deleting..."
          confirmLabel="Delete workspace"
          disabled={!matches}
          destructive
        />
      </form>
    </Modal>
  );
}
