// Response time and uptime of the selected range: figures, the chart and the uptime bar; with
// more than one monitoring location, the user picks the property's history (all locations), one
// location's, or a chart split by location (24 h and 7 d: agents' history is kept by the hour).
import { useState } from 'react';
import { MaintenanceNote } from '../../../components/maintenance-note.js';
import { HISTORY_RANGES } from '../../../../contracts/monitoring.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { TabList, tabId } from '../../../components/ui/tab-list.js';
import { usePropertyHistory } from '../../../lib/api/get-property-history.js';
import { usePropertyLocations } from '../../../lib/api/get-property-locations.js';
import { formatMs, formatPercent } from '../../../lib/format.js';
import { RANGE_LABELS } from '../lib/history-view.js';
import type { RangeProps } from '../lib/use-range-param.js';
import { HistoryFiguresTable } from './history-figures-table.js';
import { ALL_LOCATIONS, LocationPicker, SPLIT, splitAllowed } from './location-picker.js';
import { ResponseTimeChart } from './response-time-chart.js';
import { SplitResponseChart } from './split-response-chart.js';
import { UptimeBar } from './uptime-bar.js';

const HISTORY_PANEL_ID = 'history-panel';

export function HistoryCard({ propertyId, range, onSelect }: RangeProps) {
  const locations = usePropertyLocations(propertyId).data?.locations ?? [];
  const [chosen, choose] = useState(ALL_LOCATIONS);
  // a choice of location holds for the ranges kept per location; longer ones show the property's
  const view = splitAllowed(range) && locations.length > 1 ? chosen : ALL_LOCATIONS;
  const one = view !== ALL_LOCATIONS && view !== SPLIT ? view : undefined;
  const history = usePropertyHistory(propertyId, range, one);

  return (
    <Card data-testid="history-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Response time and uptime</CardTitle>
        <TabList
          label="Range"
          items={HISTORY_RANGES.map((r) => ({ value: r, label: r }))}
          value={range}
          onChange={onSelect}
          panelId={HISTORY_PANEL_ID}
        />
      </CardHeader>
      <CardContent
        id={HISTORY_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(HISTORY_PANEL_ID, range)}
      >
        {locations.length > 1 && (
          <LocationPicker locations={locations} range={range} value={view} onChange={choose} />
        )}
        {view === SPLIT ? (
          <SplitResponseChart propertyId={propertyId} range={range} locations={locations} />
        ) : history.isLoading ? (
          <div className="flex h-80 items-center justify-center">
            <Spinner />
          </div>
        ) : history.isError || !history.data ? (
          <p className="py-10 text-center text-sm text-slate-500">
            Could not load the history of this property.
          </p>
        ) : (
          <div className="space-y-6">
            <dl className="grid grid-cols-3 gap-4 text-sm">
              <div>
                <dt className="text-slate-500">Uptime ({RANGE_LABELS[range]})</dt>
                <dd className="text-xl font-semibold text-slate-900" data-testid="range-uptime">
                  {formatPercent(history.data.uptime)}
                </dd>
                <MaintenanceNote ms={history.data.plannedMaintenanceMs} as="dd" />
              </div>
              <div>
                <dt className="text-slate-500">Average response</dt>
                <dd className="text-xl font-semibold text-slate-900">
                  {formatMs(history.data.avgResponseTime, '—')}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Checks</dt>
                <dd className="text-xl font-semibold text-slate-900" data-testid="range-checks">
                  {history.data.checks.toLocaleString()}
                </dd>
              </div>
            </dl>
            <ResponseTimeChart history={history.data} />
            <div>
              <h3 className="mb-2 text-sm font-medium text-slate-700">Uptime</h3>
              <UptimeBar history={history.data} />
            </div>
            <HistoryFiguresTable history={history.data} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
