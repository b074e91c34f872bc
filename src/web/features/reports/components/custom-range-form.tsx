// The Custom Date Range picker: two dates (whole UTC days, both included) and Download.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Input, Label } from '../../../components/ui/input.js';
import { defaultRange, rangeProblem } from '../lib/date-range.js';

type Props = { busy: boolean; onDownload: (range: { from: string; to: string }) => void };

export function CustomRangeForm({ busy, onDownload }: Props) {
  const [from, setFrom] = useState(() => defaultRange().from);
  const [to, setTo] = useState(() => defaultRange().to);
  const [touched, setTouched] = useState(false);
  const problem = rangeProblem(from, to);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!problem) onDownload({ from, to });
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Custom date range"
      className="mt-4 flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="report-from">Start date</Label>
        <Input
          id="report-from"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="report-to">End date</Label>
        <Input
          id="report-to"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={busy}>
        Download
      </Button>
      {touched && problem && (
        <p role="alert" className="text-sm text-red-600 sm:self-center">
          {problem}
        </p>
      )}
    </form>
  );
}
