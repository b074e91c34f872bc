// How far a large file has got: sending, reading rows, writing properties (a real progress bar).
import { IMPORT_MSG, type ImportJob } from '../../../../contracts/google-sheets.js';

const PHASE_LABEL = {
  queued: 'Queued: the import starts when the imports ahead of it finish',
  reading: 'Reading the file',
  checking: 'Checking rows',
  writing: 'Writing properties',
  done: 'Finishing',
} as const;

export function progressText(
  job: ImportJob | undefined,
  sent: number | null,
): {
  label: string;
  value: number | null;
} {
  if (!job) {
    return { label: 'Sending the file', value: sent === null ? null : Math.round(sent * 100) };
  }
  const { phase, done, total } = job.progress;
  if (phase === 'queued') {
    const position = job.queuePosition;
    return { label: position ? IMPORT_MSG.queued(position) : PHASE_LABEL.queued, value: null };
  }
  const counted = total ? ` (${done.toLocaleString()} of ${total.toLocaleString()} rows)` : '';
  return {
    label: `${PHASE_LABEL[phase]}${counted}`,
    value: total ? Math.round((done / total) * 100) : null,
  };
}

export function ImportProgress({ job, sent }: { job: ImportJob | undefined; sent: number | null }) {
  const { label, value } = progressText(job, sent);
  return (
    <div className="space-y-2" data-testid="import-progress">
      <p className="text-sm text-slate-700" aria-live="polite">
        {label}
        {value !== null && ` — ${value}%`}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value ?? undefined}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={
            value === null ? 'h-full w-1/3 animate-pulse bg-brand-600' : 'h-full bg-brand-600'
          }
          style={value === null ? undefined : { width: `${value}%` }}
        />
      </div>
    </div>
  );
}
