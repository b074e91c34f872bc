// Property detail (/properties/:id, beyond the spec): status and settings, Check now, response-time
// chart and uptime bar for 24 h / 7 d / 30 d / 90 d (split by location), the last result per
// location, incidents, the property's alerts and the escalation policy its incidents follow.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Property } from '../../../../contracts/properties.js';
import { paths } from '../../../../contracts/web-routes.js';
import {
  useCheckAction,
  useDeleteAction,
} from '../../../components/property-form/property-actions.js';
import { PropertyFormDialog } from '../../../components/property-form/property-form-dialog.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { useLiveEvents } from '../../../lib/api/live-events.js';
import { useProperty } from '../../../lib/api/get-property.js';
import { hasCode } from '../../../lib/api-error.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { AlertsCard } from '../components/alerts-card.js';
import { EscalationCard } from '../components/escalation-card.js';
import { HistoryCard } from '../components/history-card.js';
import { IncidentsCard } from '../components/incidents-card.js';
import { LocationsCard } from '../components/locations-card.js';
import { PropertyHeader } from '../components/property-header.js';
import { PropertyNotFound } from '../components/property-not-found.js';
import { UptimeSummary } from '../components/uptime-summary.js';
import { useRangeParam } from '../lib/use-range-param.js';

const MAX_ID = 2_147_483_647;

export function PropertyDetailPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
    return <PropertyNotFound />;
  }
  return <PropertyDetail key={id} id={id} />;
}

function PropertyDetail({ id }: { id: number }) {
  const property = useProperty(id);
  useLiveEvents();

  if (property.isLoading) return <PageSpinner />;
  if (property.isError) {
    if (hasCode(property.error, 'not_found')) return <PropertyNotFound />;
    return (
      <Card className="p-8 text-center text-sm text-slate-600">
        Could not load this property.{' '}
        <Button variant="ghost" size="sm" onClick={() => void property.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!property.data) return <PropertyNotFound />;
  return <PropertyView property={property.data} />;
}

function PropertyView({ property: p }: { property: Property }) {
  const navigate = useNavigate();
  const canCheck = useCan('runChecks');
  const canEdit = useCan('editProperties');
  const canDelete = useCan('deleteProperties');
  const check = useCheckAction();
  const deleteProperty = useDeleteAction();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [range, selectRange] = useRangeParam();

  return (
    <div className="space-y-6">
      <Link
        to={paths.properties}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Properties
      </Link>

      <PropertyHeader
        property={p}
        canCheck={canCheck}
        canEdit={canEdit}
        canDelete={canDelete}
        check={check}
        onEdit={() => setEditing(true)}
        onDelete={() => setConfirmDelete(true)}
      />

      <UptimeSummary propertyId={p.id} range={range} onSelect={selectRange} />

      <LocationsCard propertyId={p.id} />

      <HistoryCard propertyId={p.id} range={range} onSelect={selectRange} />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <IncidentsCard propertyId={p.id} />
        <AlertsCard propertyId={p.id} />
      </div>

      <EscalationCard property={p} />

      <PropertyFormDialog open={editing} onOpenChange={setEditing} property={p} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete Property"
        description={`Are you sure you want to delete "${p.name}"? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (await deleteProperty(p.id)) void navigate(paths.properties);
        }}
      />
    </div>
  );
}
