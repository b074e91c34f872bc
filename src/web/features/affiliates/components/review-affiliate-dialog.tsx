// Review of an affiliate (spec commercial §2, §5): current status, new status (required), the
// commission rate in percent (0-100, step 0.1, sent as a fraction; 0 or empty leaves it), notes.
import { useId, useState, type FormEvent } from 'react';
import {
  AFFILIATE_MSG,
  AFFILIATE_STATUSES,
  rateFromPercent,
  type AdminAffiliate,
} from '../../../../contracts/affiliates.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import {
  fieldControl,
  Field,
  selectClass,
  NotesField,
} from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';
import { useUpdateAffiliateStatus } from '../api/update-affiliate-status.js';
import { AffiliateStatusBadge } from './affiliate-status-badge.js';

const LABEL = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

export function ReviewAffiliateDialog({
  affiliate,
  onClose,
}: {
  affiliate: AdminAffiliate | null;
  onClose(): void;
}) {
  return (
    <Modal
      open={affiliate !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Review Affiliate"
      description={
        affiliate
          ? `${affiliate.userName ?? affiliate.userEmail ?? ''} · code ${affiliate.affiliateCode}`
          : undefined
      }
    >
      {affiliate && <ReviewForm key={affiliate.id} affiliate={affiliate} onDone={onClose} />}
    </Modal>
  );
}

function ReviewForm({ affiliate, onDone }: { affiliate: AdminAffiliate; onDone(): void }) {
  const id = useId();
  const [status, setStatus] = useState('');
  const [rate, setRate] = useState((affiliate.commissionRate * 100).toFixed(1));
  const [notes, setNotes] = useState(affiliate.notes ?? '');
  const [errors, setErrors] = useState<{ status?: string; rate?: string }>({});
  const update = useUpdateAffiliateStatus();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const commissionRate = rateFromPercent(rate);
    const next = {
      status: status ? undefined : AFFILIATE_MSG.statusRequired,
      rate: commissionRate === 'invalid' ? AFFILIATE_MSG.rateRange : undefined,
    };
    setErrors(next);
    if (next.status || next.rate || commissionRate === 'invalid') return;
    update.mutate(
      {
        id: affiliate.id,
        body: {
          status: status as AdminAffiliate['status'],
          notes,
          ...(commissionRate !== undefined ? { commissionRate } : {}),
        },
      },
      toastOutcome(AFFILIATE_MSG.updated, AFFILIATE_MSG.updateFailed, onDone),
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600">Current Status</dt>
        <dd>
          <AffiliateStatusBadge status={affiliate.status} />
        </dd>
        <dt className="font-medium text-slate-600">PayPal</dt>
        <dd className="break-all">{affiliate.paypalEmail}</dd>
        {affiliate.flaggedReferrals > 0 && (
          <>
            <dt className="font-medium text-slate-600">Held for review</dt>
            <dd>{affiliate.flaggedReferrals} referral(s) look like self-referrals</dd>
          </>
        )}
      </dl>
      <Field id={`${id}-status`} label="New Status" error={errors.status}>
        <select
          {...fieldControl(`${id}-status`, errors.status)}
          className={selectClass}
          value={status}
          data-autofocus
          onChange={(e) => setStatus(e.target.value)}
        >
          <option value="">Select a status</option>
          {AFFILIATE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LABEL[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${id}-rate`}
        label="Commission Rate (%)"
        error={errors.rate}
        hint="0 or empty keeps the current rate."
      >
        <Input
          {...fieldControl(`${id}-rate`, errors.rate)}
          type="number"
          min={0}
          max={100}
          step={0.1}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
        />
      </Field>
      <NotesField id={`${id}-notes`} value={notes} onChange={setNotes} />
      <DialogActions
        onCancel={onDone}
        pending={update.isPending}
        pendingLabel="Saving..."
        confirmLabel="Update Status"
      />
    </form>
  );
}
