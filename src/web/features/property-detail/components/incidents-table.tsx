// The property's offline periods: start, end (or "Ongoing") and duration.
import type { Incident } from '../../../../contracts/incidents.js';
import { Badge } from '../../../components/ui/badge.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatTimestamp } from '../../../lib/format.js';
import { formatDuration } from '../lib/history-view.js';

const COLUMNS: DataColumn<Incident>[] = [
  { header: 'Started', cell: (i) => formatTimestamp(i.startedAt), className: 'whitespace-nowrap' },
  {
    header: 'Ended',
    cell: (i) =>
      i.endedAt ? formatTimestamp(i.endedAt) : <Badge variant="destructive">Ongoing</Badge>,
    className: 'whitespace-nowrap',
  },
  {
    header: 'Duration',
    cell: (i) => formatDuration(i.durationSeconds),
    className: 'whitespace-nowrap',
  },
];

export function IncidentsTable({ incidents }: { incidents: readonly Incident[] }) {
  if (incidents.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-500" data-testid="incidents-empty">
        No incidents recorded. This property has not been offline.
      </p>
    );
  }
  return <DataTable columns={COLUMNS} rows={incidents} data-testid="incidents-table" />;
}
