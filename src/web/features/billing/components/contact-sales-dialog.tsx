// Enterprise's Contact Sales: a real form, mailed to the sales address by the server.
import { useId, useState, type FormEvent } from 'react';
import { BILLING_MSG, contactSalesBody } from '../../../../contracts/billing.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Input, Label, Textarea } from '../../../components/ui/input.js';
import { useContactSales } from '../api/contact-sales.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';

type Props = { open: boolean; onOpenChange(open: boolean): void; defaultEmail: string | null };

export function ContactSalesDialog({ open, onOpenChange, defaultEmail }: Props) {
  const send = useContactSales();
  const id = useId();
  const [values, setValues] = useState({
    name: '',
    email: defaultEmail ?? '',
    company: '',
    propertyCount: '',
    message: '',
  });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const set = (field: keyof typeof values) => (v: string) =>
    setValues((s) => ({ ...s, [field]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = contactSalesBody.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: String(issue.path[0]), message: issue.message });
      return;
    }
    setError(null);
    send.mutate(
      parsed.data,
      toastOutcome(
        { title: 'Message sent', description: BILLING_MSG.salesSent },
        BILLING_MSG.salesFailed,
        () => onOpenChange(false),
      ),
    );
  };

  const field = (name: keyof typeof values, label: string, extra: Record<string, unknown> = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        aria-invalid={error?.field === name || undefined}
        aria-describedby={error?.field === name ? `${id}-error` : undefined}
        {...extra}
      />
      {error?.field === name && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error.message}
        </p>
      )}
    </div>
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Sales"
      description="Tell us about your portfolio and we will get back to you about the Enterprise plan."
    >
      <form className="space-y-3" onSubmit={submit} noValidate>
        {field('name', 'Name', { autoComplete: 'name', 'data-autofocus': true })}
        {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {field('company', 'Company', { autoComplete: 'organization' })}
        {field('propertyCount', 'Number of properties', { inputMode: 'numeric' })}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-message`}>Message</Label>
          <Textarea
            id={`${id}-message`}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            rows={4}
          />
        </div>
        <DialogActions
          onCancel={() => onOpenChange(false)}
          pending={send.isPending}
          pendingLabel="Sending..."
          confirmLabel="Send"
        />
      </form>
    </Modal>
  );
}
