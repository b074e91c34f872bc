// New API key: a name, read-only or read-write, and an optional expiry date.
import { useState, type FormEvent } from 'react';
import { API_KEY_MSG, type ApiKeyWithSecret } from '../../../../contracts/api-keys.js';
import type { ApiKeyScope } from '../../../../contracts/permissions.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useCreateApiKey } from '../api/api-keys.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { fieldControl, Field, selectClass } from '../../../components/ui/form-controls.js';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(k: ApiKeyWithSecret): void;
};

export function CreateApiKeyDialog({ open, onOpenChange, onCreated }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Create API key"
      description="A key acts in this workspace with your role, limited to its scope."
    >
      {open && <CreateApiKeyForm onCancel={() => onOpenChange(false)} onCreated={onCreated} />}
    </Modal>
  );
}

/** The end of the chosen day in the browser's time zone, as an ISO instant. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();

function CreateApiKeyForm({
  onCancel,
  onCreated,
}: Pick<Props, 'onCreated'> & { onCancel(): void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateApiKey();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(API_KEY_MSG.nameRequired);
    setError(undefined);
    create.mutate(
      { name: name.trim(), scope, expiresAt: expires ? endOfDay(expires) : null },
      {
        onSuccess: (created) => {
          toast({ title: 'API key created', description: created.name, variant: 'success' });
          onCreated(created);
        },
        onError: (err) => toastApiError(err, 'Failed to create API key'),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="API key details" className="space-y-4">
      <Field id="api-key-name" label="Name" error={error}>
        <Input
          {...fieldControl('api-key-name', error)}
          data-autofocus
          value={name}
          maxLength={100}
          placeholder="e.g., Building management system"
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field id="api-key-scope" label="Scope">
        <select
          id="api-key-scope"
          className={selectClass}
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiKeyScope)}
        >
          <option value="read">Read only: properties, alerts, reports</option>
          <option value="write">Read and write: also add, edit, delete, check, webhooks</option>
        </select>
      </Field>
      <Field id="api-key-expires" label="Expires on (optional)">
        <Input
          id="api-key-expires"
          type="date"
          value={expires}
          min={new Date().toISOString().slice(0, 10)}
          onChange={(e) => setExpires(e.target.value)}
        />
      </Field>
      <DialogActions
        onCancel={onCancel}
        pending={create.isPending}
        pendingLabel="Creating..."
        confirmLabel="Create key"
      />
    </form>
  );
}
