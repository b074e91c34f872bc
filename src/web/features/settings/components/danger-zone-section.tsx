// Danger Zone (workspace admins): export all workspace data, delete the workspace.
import { useState } from 'react';
import { AlertTriangle, Download, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useExportWorkspace } from '../api/workspace.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog.js';

export function DangerZoneSection({ workspaceName }: { workspaceName: string }) {
  const [deleting, setDeleting] = useState(false);
  const exporter = useExportWorkspace();

  const exportAll = () =>
    exporter.mutate(undefined, {
      onSuccess: (fileName) =>
        toast({ title: 'Export ready', description: `Saved as ${fileName}`, variant: 'success' }),
      onError: (err) => toastApiError(err, 'Failed to export workspace data', 'Export Failed'),
    });

  return (
    <Card className="border-red-200" data-testid="danger-zone">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-red-700">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
          Danger Zone
        </CardTitle>
        <CardDescription>
          Take all your data with you, or remove the workspace for good.
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-slate-100">
        <div className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-slate-900">Export all workspace data</p>
            <p className="text-sm text-slate-500">
              Properties, alerts, team, webhooks and activity as one JSON file.
            </p>
          </div>
          <Button variant="outline" disabled={exporter.isPending} onClick={exportAll}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {exporter.isPending ? 'Exporting...' : 'Export data'}
          </Button>
        </div>
        <div className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-slate-900">Delete workspace</p>
            <p className="text-sm text-slate-500">
              Deletes {workspaceName} and everything in it. This cannot be undone.
            </p>
          </div>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete workspace
          </Button>
        </div>
      </CardContent>
      <DeleteWorkspaceDialog
        open={deleting}
        onOpenChange={setDeleting}
        workspaceName={workspaceName}
      />
    </Card>
  );
}
