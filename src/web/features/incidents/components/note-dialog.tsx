// "Add note" and "Resolve" both ask for a message: the note, or how it was resolved.
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Field, fieldControl } from '../../../components/ui/form-controls.js';
import { Textarea } from '../../../components/ui/input.js';

export type NoteDialogProps = {
  open: boolean;
  onClose(): void;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  pendingLabel: string;
  schema: z.ZodType<{ message: string }>;
  pending: boolean;
  onSubmit(message: string): void;
};

export function NoteDialog(props: NoteDialogProps) {
  return (
    <Modal
      open={props.open}
      onOpenChange={(o) => !o && props.onClose()}
      title={props.title}
      description={props.description}
    >
      {props.open && <NoteForm {...props} />}
    </Modal>
  );
}

function NoteForm(props: NoteDialogProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = props.schema.safeParse({ message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    props.onSubmit(parsed.data.message);
  };
  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <Field id={`${id}-message`} label={props.label} error={error}>
        <Textarea
          {...fieldControl(`${id}-message`, error)}
          rows={4}
          value={message}
          data-autofocus
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <DialogActions
        onCancel={props.onClose}
        pending={props.pending}
        pendingLabel={props.pendingLabel}
        confirmLabel={props.confirmLabel}
      />
    </form>
  );
}
