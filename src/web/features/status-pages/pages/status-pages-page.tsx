// /status-pages (issue 27): the workspace's public status pages. Admins publish, edit and delete
// them; staff and admins post incidents and updates; viewers read.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { STATUS_PAGE_UI } from '../../../../contracts/status-page-messages.js';
import type { DraftIncident, StatusPage } from '../../../../contracts/status-pages.js';
import type { TrackedIncident } from '../../../../contracts/tracked-incidents.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useDeleteStatusPage, useStatusPages } from '../api/status-pages.js';
import { PostIncidentDialog, PostUpdateDialog } from '../components/incident-dialogs.js';
import { PageCard } from '../components/page-card.js';
import { PageFormDialog } from '../components/page-form-dialog.js';

export function StatusPagesPage() {
  const { data, isLoading, isError } = useStatusPages();
  const manage = useCan('manageStatusPages');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StatusPage | null>(null);
  const [deleting, setDeleting] = useState<StatusPage | null>(null);
  const [posting, setPosting] = useState<{ page: StatusPage; draft?: DraftIncident } | null>(null);
  const [updating, setUpdating] = useState<{ pageId: number; incident: TrackedIncident } | null>(
    null,
  );
  const remove = useDeleteStatusPage();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Status Pages"
        subtitle="Public pages that tell tenants what is down before they call."
        actions={
          manage && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              New Status Page
            </Button>
          )
        }
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-700">
          {STATUS_PAGE_UI.loadFailed}
        </p>
      ) : (data ?? []).length === 0 ? (
        <Card className="p-6 text-slate-600">{STATUS_PAGE_UI.empty}</Card>
      ) : (
        <div className="space-y-4">
          {(data ?? []).map((page) => (
            <PageCard
              key={page.id}
              page={page}
              onEdit={() => setEditing(page)}
              onDelete={() => setDeleting(page)}
              onPostIncident={(draft) => setPosting({ page, draft })}
              onPostUpdate={(incident) => setUpdating({ pageId: page.id, incident })}
            />
          ))}
        </div>
      )}
      <PageFormDialog open={creating} onOpenChange={setCreating} />
      <PageFormDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        editing={editing}
      />
      <PostIncidentDialog
        page={posting?.page ?? null}
        draft={posting?.draft}
        onClose={() => setPosting(null)}
      />
      <PostUpdateDialog target={updating} onClose={() => setUpdating(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete status page?"
        description={
          deleting
            ? `${deleting.url} stops answering at once. Its incidents stay in the workspace.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id).then(
            () => toast({ title: STATUS_PAGE_UI.deleted, variant: 'success' }),
            (err: unknown) => toastApiError(err, STATUS_PAGE_UI.deleteFailed),
          );
        }}
      />
    </div>
  );
}
