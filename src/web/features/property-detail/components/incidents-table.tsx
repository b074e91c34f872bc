// The property's offline periods: start, end (or "Ongoing") and duration.
import type { Incident } from '../../../../contracts/incidents.js';
import { Badge } from '../../../components/ui/badge.js';
import { formatTimestamp } from '../../../lib/format.js';
import { formatDuration } from '../lib/history-view.js';

export function IncidentsTable({ incidents }: { incidents: readonly Incident[] }) {
  if (incidents.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-500" data-testid="incidents-empty">
        No incidents recorded. This property has not been offline.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="incidents-table">
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Started
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Ended
            </th>
            <th scope="col" className="py-2 font-medium">
              Duration
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {incidents.map((i) => (
            <tr key={i.id}>
              <td className="py-2 pr-4 whitespace-nowrap">{formatTimestamp(i.startedAt)}</td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {i.endedAt ? (
                  formatTimestamp(i.endedAt)
                ) : (
                  <Badge variant="destructive">Ongoing</Badge>
                )}
              </td>
              <td className="py-2 whitespace-nowrap">{formatDuration(i.durationSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
