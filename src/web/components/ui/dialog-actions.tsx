// The buttons at the foot of a dialog: Cancel, then the confirming button (last, so it sits on
// the right and comes last in the tab order; on narrow screens it stacks on top). While the
// request runs both are disabled and the confirming button says what is happening.
import type { ReactNode } from 'react';
import { Button } from './button.js';

type Props = {
  onCancel(): void;
  confirmLabel: ReactNode;
  /** Shown on the confirming button while `pending`. */
  pendingLabel?: ReactNode;
  pending?: boolean;
  /** The confirming button alone is disabled (e.g. until the form is complete). */
  disabled?: boolean;
  /** Without it the confirming button submits the dialog's form. */
  onConfirm?(): void;
  destructive?: boolean;
  cancelLabel?: string;
  /** Focus starts on Cancel (dialogs whose confirmation has effects). */
  focusCancel?: boolean;
};

export function DialogActions({
  onCancel,
  confirmLabel,
  pendingLabel,
  pending = false,
  disabled = false,
  onConfirm,
  destructive = false,
  cancelLabel = 'Cancel',
  focusCancel = false,
}: Props) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button
        variant="outline"
        onClick={onCancel}
        disabled={pending}
        data-autofocus={focusCancel || undefined}
      >
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={destructive ? 'destructive' : 'primary'}
        onClick={onConfirm}
        disabled={pending || disabled}
      >
        {pending && pendingLabel ? pendingLabel : confirmLabel}
      </Button>
    </div>
  );
}
