// The property's outages with their total downtime.
import { wordFor } from '../../../../contracts/plural.js';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatDuration, totalDowntimeSeconds } from '../lib/history-view.js';
import { useIncidents } from '../lib/use-incidents.js';
import { IncidentsTable } from './incidents-table.js';

export function IncidentsCard({ propertyId }: { propertyId: number }) {
  const incidents = useIncidents(propertyId);
  const downtime = useMemo(
    () => (incidents.data ? totalDowntimeSeconds(incidents.data) : 0),
    [incidents.data],
  );
  return (
    <Card data-testid="incidents-card">
      <CardHeader>
        <CardTitle>Incidents</CardTitle>
        <Link
          to={`${paths.incidents}?propertyId=${propertyId}`}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Timelines, acknowledgements and notes
        </Link>
        {incidents.data && incidents.data.length > 0 && (
          <p className="text-sm text-slate-500">
            {incidents.data.length}{' '}
            {wordFor(incidents.data.length, { one: 'outage', other: 'outages' })}, total downtime{' '}
            {formatDuration(downtime)}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {incidents.isLoading ? (
          <Spinner />
        ) : incidents.isError ? (
          <p className="text-sm text-slate-500">Could not load incidents.</p>
        ) : (
          <IncidentsTable incidents={incidents.data ?? []} />
        )}
      </CardContent>
    </Card>
  );
}
