// The affiliate application (spec commercial §5): a PayPal e-mail, required (payouts go by PayPal only).
import { useId, useState, type FormEvent } from 'react';
import { AFFILIATE_MSG, applyAffiliateBody } from '../../../../contracts/affiliates.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { fieldControl, Field } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';
import { useApplyAffiliate } from '../api/apply-affiliate.js';

export function ApplyAffiliateDialog({
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
      title="Apply to the Affiliate Program"
      description="Commissions are paid monthly by PayPal."
    >
      {open && <ApplyForm onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function ApplyForm({ onDone }: { onDone(): void }) {
  const id = useId();
  const [paypalEmail, setPaypalEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const apply = useApplyAffiliate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = applyAffiliateBody.safeParse({ paypalEmail });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    apply.mutate(
      parsed.data,
      toastOutcome(
        { title: 'Application submitted', description: AFFILIATE_MSG.applied },
        AFFILIATE_MSG.applyFailed,
        onDone,
      ),
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        id={`${id}-paypal`}
        label="PayPal Email"
        error={error}
        hint="Where we send your commissions."
      >
        <Input
          {...fieldControl(`${id}-paypal`, error)}
          type="email"
          autoComplete="email"
          value={paypalEmail}
          data-autofocus
          onChange={(e) => setPaypalEmail(e.target.value)}
        />
      </Field>
      <DialogActions
        onCancel={onDone}
        pending={apply.isPending}
        pendingLabel="Submitting..."
        confirmLabel="Submit Application"
      />
    </form>
  );
}
