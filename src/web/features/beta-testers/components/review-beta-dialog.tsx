// Review of a pending application (spec commercial §2): its answers, the Decision (required) and
// optional notes. Approving mails the applicant their sign-up link.
import { useId, useState, type FormEvent } from 'react';
import { BETA_MSG, type BetaTester } from '../../../../contracts/beta.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import {
  fieldControl,
  Field,
  selectClass,
  NotesField,
} from '../../../components/ui/form-controls.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';
import { useReviewBetaTester } from '../api/review-beta-tester.js';

export function ReviewBetaDialog({
  tester,
  onClose,
}: {
  tester: BetaTester | null;
  onClose(): void;
}) {
  return (
    <Modal
      open={tester !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Review Application"
      description={tester ? `${tester.companyName} applied to the beta program.` : undefined}
    >
      {tester && <ReviewForm key={tester.id} tester={tester} onDone={onClose} />}
    </Modal>
  );
}

function ReviewForm({ tester, onDone }: { tester: BetaTester; onDone(): void }) {
  const id = useId();
  const [decision, setDecision] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const review = useReviewBetaTester();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (decision !== 'approved' && decision !== 'rejected') {
      setError(BETA_MSG.decisionRequired);
      document.getElementById(`${id}-decision`)?.focus();
      return;
    }
    review.mutate(
      { id: tester.id, body: { status: decision, notes } },
      toastOutcome(BETA_MSG.updated, BETA_MSG.updateFailed, onDone),
    );
  };

  const rows: [string, string][] = [
    ['Company', tester.companyName],
    ['Contact', tester.contactName],
    ['Email', tester.email],
    ['Properties', String(tester.propertiesCount)],
    ['Use Case', tester.useCase],
    ['Reason', tester.reasonForTesting],
  ];
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-600">{k}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <Field id={`${id}-decision`} label="Decision" error={error}>
        <select
          {...fieldControl(`${id}-decision`, error)}
          className={selectClass}
          value={decision}
          data-autofocus
          onChange={(e) => {
            setDecision(e.target.value);
            setError(undefined);
          }}
        >
          <option value="">Select a decision</option>
          <option value="approved">Approve</option>
          <option value="rejected">Reject</option>
        </select>
      </Field>
      <NotesField id={`${id}-notes`} value={notes} onChange={setNotes} />
      <DialogActions
        onCancel={onDone}
        pending={review.isPending}
        pendingLabel="Saving..."
        confirmLabel="Submit Review"
      />
    </form>
  );
}
