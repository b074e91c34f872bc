// The signed-in home (spec core §2, Dashboard) over real data: stats, the property table, live updates.
import { RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { Property } from '../../../../contracts/properties.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button } from '../../../components/ui/button.js';
import { DeletePropertyDialog } from '../../../components/property-form/delete-property-dialog.js';
import { useDashboardStats } from '../../../lib/api/get-dashboard-stats.js';
import { useLiveEvents } from '../../../lib/api/live-events.js';
import { AUTO_REFRESH_MS } from '../../../lib/api/get-properties.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { cn } from '../../../lib/cn.js';
import { AffiliatePromoCard } from '../components/affiliate-promo-card.js';
import { LastScan } from '../components/last-scan.js';
import { LazyPropertyFormDialog } from '../components/lazy-property-form.js';
import { PropertyTable } from '../components/property-table.js';
import { ServerPropertyTable } from '../components/server-property-table.js';
import { SummaryCards } from '../components/summary-cards.js';
import { MaintenanceNote } from '../../../components/maintenance-note.js';
import { useDashboardProperties } from '../hooks/use-dashboard-properties.js';
import { useCheckAllAction } from '../hooks/use-property-actions.js';
import {
  useCheckAction,
  useDeleteAction,
} from '../../../components/property-form/property-actions.js';

export function DashboardPage() {
  const properties = useDashboardProperties();
  const stats = useDashboardStats(AUTO_REFRESH_MS);
  useLiveEvents();

  const checkAll = useCheckAllAction();
  const check = useCheckAction();
  const deleteProperty = useDeleteAction();
  const [editing, setEditing] = useState<Property | null>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);

  const canCheck = useCan('runChecks');
  const canEdit = useCan('editProperties');
  const canDelete = useCan('deleteProperties');
  const onDelete = useCallback((p: Property) => setDeleting(p), []);
  const rowProps = {
    checkingId: check.pendingId,
    canCheck,
    canEdit,
    canDelete,
    onCheck: check.run,
    onEdit: setEditing,
    onDelete,
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        subtitle="Monitor your property network connectivity"
        actions={
          <>
            <LastScan lastScanAt={stats.data?.lastScanAt} />
            {canCheck && (
              <Button onClick={checkAll.run} disabled={checkAll.isPending}>
                <RefreshCw
                  aria-hidden="true"
                  className={cn('h-4 w-4', checkAll.isPending && 'animate-spin')}
                />
                Check All Now
              </Button>
            )}
          </>
        }
      />

      <SummaryCards stats={stats.data} />
      <MaintenanceNote ms={stats.data?.plannedMaintenanceMs ?? 0} scope="Uptime, last 24 hours" />

      {properties.paged ? (
        <ServerPropertyTable firstPage={properties.paged} {...rowProps} />
      ) : (
        <PropertyTable
          properties={properties.properties}
          firstPage={properties.firstPage}
          isLoading={properties.isLoading}
          isError={properties.isError}
          {...rowProps}
        />
      )}

      <AffiliatePromoCard />

      <LazyPropertyFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        property={editing}
      />
      <DeletePropertyDialog
        property={deleting}
        onClose={() => setDeleting(null)}
        onDelete={deleteProperty}
      />
    </div>
  );
}
