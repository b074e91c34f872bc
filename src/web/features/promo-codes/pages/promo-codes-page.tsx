// /promo-codes (spec commercial §2, platform owner and admins): stat cards, Active/Inactive tabs,
// the table, Create and Edit dialogs, Deactivate with a confirmation.
import { useState } from 'react';
import { CalendarClock, CheckCircle2, Hash, Plus, Tag } from 'lucide-react';
import { PROMO_MSG, type PromoCode } from '../../../../contracts/promo-codes.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useDeactivatePromoCode } from '../api/deactivate-promo-code.js';
import { usePromoCodes } from '../api/get-promo-codes.js';
import { PromoFormDialog } from '../components/promo-form-dialog.js';
import { PromoTable } from '../components/promo-table.js';
import { Tabs } from '../../../components/ui/tab-list.js';
import { StatCard } from '../../../components/ui/stat-card.js';
import { promoStats } from '../lib/promo-stats.js';

type Tab = 'active' | 'inactive';

export function PromoCodesPage() {
  const { data, isLoading, isError } = usePromoCodes();
  const [tab, setTab] = useState<Tab>('active');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PromoCode | null>(null);
  const [deactivating, setDeactivating] = useState<PromoCode | null>(null);
  const deactivate = useDeactivatePromoCode();
  const codes = data ?? [];
  const stats = promoStats(codes);
  const shown = codes.filter((c) => (tab === 'active' ? c.isActive : !c.isActive));

  const confirmDeactivate = () =>
    deactivating &&
    deactivate.mutateAsync(deactivating.id).then(
      () => toast({ title: PROMO_MSG.deactivated, variant: 'success' }),
      (err: unknown) => toastApiError(err, PROMO_MSG.deactivateFailed),
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Promo Codes"
        subtitle="Discount codes customers enter when they choose a plan."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Create Promo Code
          </Button>
        }
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <LoadError what="The promo codes" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Codes" value={stats.total} icon={Hash} />
            <StatCard label="Active Codes" value={stats.active} icon={CheckCircle2} />
            <StatCard
              label="Total Usage"
              value={stats.usage}
              note="Paid subscriptions that used a code"
              icon={Tag}
            />
            <StatCard
              label="Expiring Soon"
              value={stats.expiringSoon}
              note="Within 7 days"
              icon={CalendarClock}
            />
          </div>
          <Card className="p-4">
            <Tabs<Tab>
              label="Promo codes by status"
              panelId="promo-tabpanel"
              value={tab}
              onChange={setTab}
              items={[
                { value: 'active', label: `Active (${stats.active})` },
                { value: 'inactive', label: `Inactive (${stats.inactive})` },
              ]}
              className="mb-3"
            >
              <PromoTable
                codes={shown}
                emptyText={tab === 'active' ? 'No active promo codes' : 'No inactive promo codes'}
                onEdit={setEditing}
                onDeactivate={setDeactivating}
              />
            </Tabs>
          </Card>
        </>
      )}
      <PromoFormDialog open={creating} onOpenChange={setCreating} />
      <PromoFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        editing={editing}
      />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title="Deactivate promo code?"
        description={
          deactivating
            ? `Customers can no longer use ${deactivating.code}. A deactivated code cannot be activated again.`
            : ''
        }
        confirmLabel="Deactivate"
        destructive
        onConfirm={async () => {
          await confirmDeactivate();
        }}
      />
    </div>
  );
}
