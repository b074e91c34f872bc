// The Locations section: where checks of this property are sent from (this installation and each
// active agent), each one's last result in words with an icon, its response time and when it
// checked, on the workspace's clock.
import {
  Ban,
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import {
  LOCATION_OUTCOME_TEXT,
  NOT_CHECKED_TEXT,
  type LocationOutcome,
  type PropertyLocation,
} from '../../../../contracts/property-locations.js';
import { NotConfirmedNote } from '../../../components/not-confirmed-note.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { usePropertyLocations } from '../../../lib/api/get-property-locations.js';
import { cn } from '../../../lib/cn.js';
import { formatMs } from '../../../lib/format.js';
import { formatInZone } from '../../../lib/format-in-zone.js';

const OUTCOME_STYLE: Record<LocationOutcome, { icon: LucideIcon; className: string }> = {
  up: { icon: CircleCheck, className: 'text-emerald-700' },
  timeout: { icon: Clock, className: 'text-amber-700' },
  unreachable: { icon: CircleX, className: 'text-red-700' },
  refused: { icon: Ban, className: 'text-slate-600' },
  failed: { icon: TriangleAlert, className: 'text-red-700' },
};

function LastResult({ location: l }: { location: PropertyLocation }) {
  const s = l.outcome
    ? OUTCOME_STYLE[l.outcome]
    : { icon: CircleDashed, className: 'text-slate-500' };
  const Icon = s.icon;
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-medium', s.className)}>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      {l.outcome ? LOCATION_OUTCOME_TEXT[l.outcome] : NOT_CHECKED_TEXT}
      {l.late && <span className="font-normal text-slate-500">(sent late)</span>}
      <NotConfirmedNote text={l.notConfirmed} />
    </span>
  );
}

function columns(timeZone: string): DataColumn<PropertyLocation>[] {
  return [
    {
      header: 'Location',
      rowHeader: true,
      cell: (l) => (
        <>
          {l.name}
          {l.primary && (
            <span className="block text-xs font-normal text-slate-500">this installation</span>
          )}
        </>
      ),
    },
    { header: 'Region', cell: (l) => l.region || '—' },
    { header: 'Last result', cell: (l) => <LastResult location={l} /> },
    {
      header: 'Response time',
      cell: (l) => formatMs(l.rttMs, '—'),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Checked at',
      cell: (l) => (l.checkedAt ? formatInZone(l.checkedAt, timeZone) : 'Never'),
      className: 'whitespace-nowrap',
    },
  ];
}

export function LocationsCard({ propertyId }: { propertyId: number }) {
  const locations = usePropertyLocations(propertyId);
  return (
    <Card data-testid="locations-card">
      <CardHeader>
        <CardTitle>Locations</CardTitle>
        <p className="text-sm text-slate-500">
          The last check of this property from each place checks are sent from.
        </p>
      </CardHeader>
      <CardContent>
        {locations.isLoading ? (
          <Spinner />
        ) : locations.isError || !locations.data ? (
          <p className="text-sm text-slate-500">Could not load the locations.</p>
        ) : (
          <DataTable
            columns={columns(locations.data.timeZone)}
            rows={locations.data.locations}
            caption="Last result per location"
            rowTestId={(l) => `location-row-${l.id}`}
            data-testid="locations-table"
          />
        )}
      </CardContent>
    </Card>
  );
}
