// Bulk Upload (/google-sheets; spec commercial §2, §5, §7, §8; issue 10): Quick Upload with the
// template, the preview before commit, and the linked Google sheet with its status and sync.
import { IMPORT_MSG } from '../../../../contracts/google-sheets.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Card } from '../../../components/ui/card.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useSheetSettings } from '../api/sheet-settings.js';
import { useSyncSheet } from '../api/sync-sheet.js';
import { ImportPreviewDialog } from '../components/import-preview-dialog.js';
import { IntegrationStatus } from '../components/integration-status.js';
import { QuickUploadCard } from '../components/quick-upload-card.js';
import { SetupInstructions } from '../components/setup-instructions.js';
import { SheetSettingsForm } from '../components/sheet-settings-form.js';
import { useImportFlow } from '../lib/use-import-flow.js';

export function GoogleSheetsPage() {
  const canImport = useCan('importProperties');
  if (!canImport) {
    return (
      <div className="space-y-6">
        <PageHeader title="Bulk Upload" />
        <Card className="p-6 text-sm text-slate-700">
          Importing properties needs the Staff or Administrator role in this workspace. Ask a
          workspace administrator to change your role or to import the file for you.
        </Card>
      </div>
    );
  }
  return <BulkUpload />;
}

function BulkUpload() {
  const flow = useImportFlow();
  const settings = useSheetSettings();
  const sync = useSyncSheet();

  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: (job) => flow.start(job),
      onError: (e) => toastApiError(e, IMPORT_MSG.syncFailed),
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Bulk Upload"
        subtitle="Import properties from a spreadsheet file or keep them in step with a Google sheet"
      />
      <QuickUploadCard busy={flow.working} job={flow.job} onStarted={flow.start} />
      <section aria-labelledby="sheets-heading" className="space-y-4">
        <h2 id="sheets-heading" className="text-lg font-semibold">
          Google Sheets
        </h2>
        {settings.isLoading ? (
          <PageSpinner />
        ) : settings.isError || !settings.data ? (
          <p className="text-sm text-red-600">Failed to load Google Sheets settings</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <SheetSettingsForm key={settings.data.spreadsheetId} settings={settings.data} />
            <IntegrationStatus
              settings={settings.data}
              syncing={sync.isPending}
              busy={flow.working}
              onSync={onSync}
            />
            <div className="lg:col-span-2">
              <SetupInstructions serviceAccountEmail={settings.data.serviceAccountEmail} />
            </div>
          </div>
        )}
      </section>
      <ImportPreviewDialog
        job={flow.job}
        open={flow.previewOpen}
        committing={flow.committing}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </div>
  );
}
