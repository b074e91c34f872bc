// Preview before commit: what will be created, updated, left unchanged and refused, row by row;
// nothing is written until the user confirms (issue 10).
import { AlertTriangle } from 'lucide-react';
import {
  IMPORT_ACTIONS,
  PREVIEW_SAMPLE,
  type ImportJob,
} from '../../../../contracts/google-sheets.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { countOf, PROPERTY_WORD, wordFor } from '../../../../contracts/plural.js';
import { ImportProgress } from './import-progress.js';
import { ACTION_LABEL, PreviewTable } from './preview-table.js';

const THEM = { one: 'it', other: 'them' };

export type ImportPreviewDialogProps = {
  job: ImportJob | undefined;
  open: boolean;
  committing: boolean;
  onConfirm(): void;
  onCancel(): void;
};

export function ImportPreviewDialog({
  job,
  open,
  committing,
  onConfirm,
  onCancel,
}: ImportPreviewDialogProps) {
  if (!job) return null;
  const { counts } = job;
  const writes = counts.create + counts.update;
  const truncated = IMPORT_ACTIONS.some((a) => counts[a] > PREVIEW_SAMPLE);
  const busy = committing || job.status === 'committing';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title="Review the import"
      description={`${job.fileName}: nothing is changed until you confirm.`}
      className="max-w-4xl!"
    >
      <div className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="preview-counts">
          {IMPORT_ACTIONS.map((a) => (
            <div key={a} className="rounded-md border border-slate-200 p-3">
              <dt className="text-xs text-slate-600">{ACTION_LABEL[a]}</dt>
              <dd className="text-xl font-semibold tabular-nums">{counts[a].toLocaleString()}</dd>
            </div>
          ))}
        </dl>
        {job.limit && (
          <p role="alert" className="flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {job.message}
          </p>
        )}
        {counts.refused > 0 && !job.limit && (
          <p className="text-sm text-slate-700">
            {countOf(counts.refused, { one: 'refused row is', other: 'refused rows are' })} not
            imported. Correct {wordFor(counts.refused, THEM)} in the file and upload it again to add{' '}
            {wordFor(counts.refused, THEM)}.
          </p>
        )}
        <PreviewTable rows={job.rows} />
        {truncated && (
          <p className="text-xs text-slate-600">
            Showing the first {PREVIEW_SAMPLE} rows of each kind; the counts above cover the whole
            file.
          </p>
        )}
        {busy && <ImportProgress job={job} sent={null} />}
        <DialogActions
          onCancel={onCancel}
          pending={busy}
          confirmLabel={
            writes === 0
              ? 'Confirm (nothing to change)'
              : `Import ${countOf(writes, PROPERTY_WORD)}`
          }
          disabled={!job.canCommit}
          onConfirm={onConfirm}
          focusCancel
        />
      </div>
    </Modal>
  );
}
