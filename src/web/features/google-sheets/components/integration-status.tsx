// Integration Status: the last sync's time, result, counts and errors; the open-sheet link and
// the Sync button ("Please configure Google Sheets settings first" when nothing is linked).
import { CheckCircle2, ExternalLink, RefreshCw, XCircle, AlertTriangle } from 'lucide-react';
import {
  IMPORT_MSG,
  SHEET_SYNC_MINUTES,
  type SheetSettings,
} from '../../../../contracts/google-sheets.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';
import { formatTimestamp } from '../../../lib/format.js';

const RESULT = {
  success: { label: 'Synced', Icon: CheckCircle2, className: 'text-emerald-700' },
  failed: { label: 'Failed', Icon: XCircle, className: 'text-red-700' },
  needs_review: { label: 'Needs review', Icon: AlertTriangle, className: 'text-amber-800' },
} as const;

export type IntegrationStatusProps = {
  settings: SheetSettings;
  syncing: boolean;
  busy: boolean;
  onSync(): void;
};

export function IntegrationStatus({ settings, syncing, busy, onSync }: IntegrationStatusProps) {
  const { status } = settings;
  const result = status.result ? RESULT[status.result] : null;
  const sync = () =>
    settings.configured
      ? onSync()
      : toast({ title: 'Error', description: IMPORT_MSG.notConfigured, variant: 'destructive' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Integration Status</CardTitle>
        <CardDescription>
          {settings.configured
            ? `Linked to sheet "${settings.sheetName}". It syncs automatically every ${SHEET_SYNC_MINUTES} minutes.`
            : 'No sheet is linked yet.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Last sync</dt>
            <dd className="font-medium" data-testid="last-sync">
              {formatTimestamp(status.lastSyncAt)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Result</dt>
            <dd className={`flex items-center gap-1 font-medium ${result?.className ?? ''}`}>
              {result ? (
                <>
                  <result.Icon aria-hidden="true" className="h-4 w-4" />
                  {result.label}
                </>
              ) : (
                'Not synced yet'
              )}
            </dd>
          </div>
          {status.counts && (
            <div className="sm:col-span-2">
              <dt className="text-slate-600">Counts</dt>
              <dd className="font-medium">
                {status.counts.imported} imported, {status.counts.updated} updated,{' '}
                {status.counts.unchanged} unchanged, {status.counts.refused} refused
              </dd>
            </div>
          )}
          {status.nextSyncAt && (
            <div>
              <dt className="text-slate-600">Next automatic sync</dt>
              <dd className="font-medium">{formatTimestamp(status.nextSyncAt)}</dd>
            </div>
          )}
        </dl>
        {status.message && <p className="text-sm text-red-700">{status.message}</p>}
        {status.errors.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-sm text-red-700" aria-label="Sync errors">
            {status.errors.slice(0, 20).map((e) => (
              <li key={`${e.row}-${e.field}`}>
                Row {e.row}, {e.field}: {e.message}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-3">
          <Button onClick={sync} disabled={syncing || busy}>
            <RefreshCw
              aria-hidden="true"
              className={syncing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
            />
            {syncing ? 'Syncing...' : 'Sync Now'}
          </Button>
          {settings.sheetUrl && (
            <a
              className={buttonClass('outline')}
              href={settings.sheetUrl}
              target="_blank"
              rel="noreferrer"
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              Open Sheet
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
