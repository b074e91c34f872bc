// /beta-testers (spec commercial §2, platform owner and admins): stat cards, Pending / Approved /
// Rejected tabs with counts, the review and invitation dialogs, View Application Form, delete.
import { useState } from 'react';
import { CheckCircle2, Clock, ExternalLink, Home, Send, Users } from 'lucide-react';
import { BETA_MSG, type BetaStatus, type BetaTester } from '../../../../contracts/beta.js';
import { paths } from '../../../../contracts/web-routes.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { StatCard } from '../../../components/ui/stat-card.js';
import { Tabs } from '../../../components/ui/tab-list.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useDeleteBetaTester } from '../api/delete-beta-tester.js';
import { useBetaTesters } from '../api/get-beta-testers.js';
import { BetaTable } from '../components/beta-table.js';
import { InviteBetaDialog } from '../components/invite-beta-dialog.js';
import { ReviewBetaDialog } from '../components/review-beta-dialog.js';

const TAB_LABEL: Record<BetaStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const PANEL = 'beta-tabpanel';

export function BetaTestersPage() {
  const { data, isLoading, isError } = useBetaTesters();
  const [tab, setTab] = useState<BetaStatus>('pending');
  const [inviting, setInviting] = useState(false);
  const [reviewing, setReviewing] = useState<BetaTester | null>(null);
  const [deleting, setDeleting] = useState<BetaTester | null>(null);
  const remove = useDeleteBetaTester();
  const all = data ?? [];
  const count = (s: BetaStatus) => all.filter((t) => t.status === s).length;
  const totalProperties = all.reduce((sum, t) => sum + t.propertiesCount, 0);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Beta Testers"
        subtitle="Applications to the beta program and the testers you invited."
        actions={
          <>
            <a
              href={paths.applyBeta}
              target="_blank"
              rel="noopener"
              className={buttonClass('outline')}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              View Application Form
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <Button onClick={() => setInviting(true)}>
              <Send className="h-4 w-4" aria-hidden="true" />
              Invite Beta Tester
            </Button>
          </>
        }
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <LoadError what="The applications" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Applications" value={all.length} icon={Users} />
            <StatCard label="Pending Review" value={count('pending')} icon={Clock} />
            <StatCard label="Approved" value={count('approved')} icon={CheckCircle2} />
            <StatCard
              label="Total Properties"
              value={totalProperties}
              note="Across all applications"
              icon={Home}
            />
          </div>
          <Card className="p-4">
            <Tabs<BetaStatus>
              label="Applications by status"
              panelId={PANEL}
              value={tab}
              onChange={setTab}
              items={(['pending', 'approved', 'rejected'] as const).map((s) => ({
                value: s,
                label: `${TAB_LABEL[s]} (${count(s)})`,
              }))}
              className="mb-3"
            >
              <BetaTable
                rows={all.filter((t) => t.status === tab)}
                emptyText={`No ${tab} applications`}
                onReview={setReviewing}
                onDelete={setDeleting}
              />
            </Tabs>
          </Card>
        </>
      )}
      <InviteBetaDialog open={inviting} onOpenChange={setInviting} />
      <ReviewBetaDialog tester={reviewing} onClose={() => setReviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete application?"
        description={deleting ? BETA_MSG.deleteConfirm(deleting.companyName) : ''}
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id).then(
            () => toast({ title: BETA_MSG.deleted, variant: 'success' }),
            (err: unknown) => toastApiError(err, BETA_MSG.deleteFailed),
          );
        }}
      />
    </div>
  );
}
