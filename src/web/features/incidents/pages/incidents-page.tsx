// /incidents (issue 29): the workspace's incidents, open ones first, then history; filtered by
// property, state and day. Each opens its timeline at /incidents/{id}.
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { formatTimestamp } from '../../../lib/format.js';
import { useIncidentList } from '../api/incidents.js';
import { useLiveIncidents } from '../api/live-incidents.js';
import { IncidentFilters } from '../components/incident-filters.js';
import { IncidentState } from '../components/incident-state.js';
import {
  filterSearch,
  formatDuration,
  readFilters,
  type IncidentFilters as F,
} from '../lib/filters.js';

const PAGE_SIZE = 25;

export function IncidentsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useIncidentList(filters);
  useLiveIncidents();
  const go = (f: F) => setParams(new URLSearchParams(filterSearch(f)));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="space-y-6">
      <PageHeader
        title="Incidents"
        subtitle="Every confirmed outage, who took it and what was done, open ones first."
      />
      <Card className="p-4">
        <IncidentFilters value={filters} onChange={go} />
      </Card>
      {list.isLoading ? (
        <PageSpinner />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load incidents.
        </p>
      ) : list.data!.items.length === 0 ? (
        <Card className="p-6 text-slate-600">No incidents match these filters.</Card>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Incidents, open ones first: {list.data!.total} in all
            </caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Incident
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  State
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Started
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Duration
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data!.items.map((i) => (
                <tr key={i.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-4 py-3">
                    <Link
                      to={`${paths.incidents}/${i.id}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {i.title}
                    </Link>
                    {i.properties.length > 0 && (
                      <div className="text-slate-500">
                        {i.properties.map((p) => p.name).join(', ')}
                      </div>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <IncidentState incident={i} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatTimestamp(i.startedAt)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatDuration(i.durationSeconds)}
                    {!i.resolvedAt && ' so far'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3">
          <Button
            variant="outline"
            disabled={filters.page <= 1}
            onClick={() => go({ ...filters, page: filters.page - 1 })}
          >
            Previous
          </Button>
          <span className="text-sm text-slate-600">
            Page {filters.page} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={filters.page >= pages}
            onClick={() => go({ ...filters, page: filters.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
