// Response time and uptime of the selected range: figures, the chart and the uptime bar.
import { HISTORY_RANGES } from '../../../../contracts/monitoring.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { usePropertyHistory } from '../../../lib/api/properties.js';
import { cn } from '../../../lib/cn.js';
import { formatMs, formatPercent } from '../../../lib/format.js';
import { RANGE_LABELS } from '../lib/history-view.js';
import type { RangeProps } from '../lib/use-range-param.js';
import { ResponseTimeChart } from './response-time-chart.js';
import { UptimeBar } from './uptime-bar.js';

export function HistoryCard({ propertyId, range, onSelect }: RangeProps) {
  const history = usePropertyHistory(propertyId, range);

  return (
    <Card data-testid="history-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Response time and uptime</CardTitle>
        <div role="tablist" aria-label="Range" className="inline-flex rounded-md bg-slate-100 p-1">
          {HISTORY_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              role="tab"
              aria-selected={r === range}
              aria-controls="history-panel"
              className={cn(
                'rounded px-3 py-1 text-sm font-medium',
                r === range
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900',
              )}
              onClick={() => onSelect(r)}
            >
              {r}
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent id="history-panel" role="tabpanel" aria-label={`Last ${RANGE_LABELS[range]}`}>
        {history.isLoading ? (
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
          </div>
        )}
      </CardContent>
    </Card>
  );
}
