// The report buttons (spec core §2): Daily Summary, Weekly Performance, Monthly Analytics and a
// Custom Date Range, in the chosen format (CSV by default, Excel or PDF).
import { CalendarRange, CalendarDays, Clock, FileBarChart, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import {
  REPORT_TITLES,
  type ReportFormat,
  type ReportKind,
} from '../../../../contracts/reports.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Label } from '../../../components/ui/input.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useDownloadReport } from '../api/download-report.js';
import { CustomRangeForm } from './custom-range-form.js';

const BUTTONS: Array<{ kind: ReportKind; note: string; icon: LucideIcon }> = [
  { kind: 'daily', note: 'Last 24 hours', icon: Clock },
  { kind: 'weekly', note: 'Last 7 days', icon: CalendarDays },
  { kind: 'monthly', note: 'Last 30 days', icon: FileBarChart },
  { kind: 'custom', note: 'Choose the dates', icon: CalendarRange },
];

const FORMATS: Array<{ value: ReportFormat; label: string }> = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel (.xlsx)' },
  { value: 'pdf', label: 'PDF' },
];

export function ReportDownloads({ className }: { className?: string }) {
  const [format, setFormat] = useState<ReportFormat>('csv');
  const [showCustom, setShowCustom] = useState(false);
  const download = useDownloadReport();
  const busyKind = download.isPending ? download.variables?.kind : undefined;

  return (
    <Card className={className}>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Generate Reports</CardTitle>
          <CardDescription>
            Uptime, checks, response times, incidents and downtime per property (times in UTC).
          </CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="report-format">Format</Label>
          <select
            id="report-format"
            value={format}
            onChange={(e) => setFormat(e.target.value as ReportFormat)}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm shadow-sm"
          >
            {FORMATS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </CardHeader>
      <CardContent>
        <div className="grid gap-3 sm:grid-cols-2">
          {BUTTONS.map(({ kind, note, icon: Icon }) => (
            <Button
              key={kind}
              variant="outline"
              className="h-auto justify-start py-3 text-left"
              disabled={download.isPending}
              aria-expanded={kind === 'custom' ? showCustom : undefined}
              onClick={() =>
                kind === 'custom' ? setShowCustom((v) => !v) : download.mutate({ kind, format })
              }
            >
              {busyKind === kind ? (
                <Spinner className="h-5 w-5 border-2" label={`Generating ${REPORT_TITLES[kind]}`} />
              ) : (
                <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />
              )}
              <span className="flex flex-col">
                <span>{REPORT_TITLES[kind]}</span>
                <span className="text-xs font-normal text-slate-500">{note}</span>
              </span>
            </Button>
          ))}
        </div>
        {showCustom && (
          <CustomRangeForm
            busy={download.isPending}
            onDownload={(range) => download.mutate({ kind: 'custom', format, ...range })}
          />
        )}
      </CardContent>
    </Card>
  );
}
