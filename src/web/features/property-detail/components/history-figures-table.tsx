// The figures behind the response-time chart and the uptime bar, as a table: the charts' text
// alternative for screen readers and for anyone who reads numbers better than colours.
import type { PropertyHistory } from '../../../../contracts/monitoring.js';
import { formatMs, formatPercent } from '../../../lib/format.js';
import { bucketLabel } from '../lib/history-view.js';
import { FiguresTable } from './figures-table.js';

export function HistoryFiguresTable({ history }: { history: PropertyHistory }) {
  // periods without checks carry no figures: the uptime bar shows them grey, the table skips them
  const rows = history.points.filter((p) => p.checks > 0);
  const period = history.bucket === 'hour' ? 'Hour' : 'Day';
  return (
    <details className="group text-sm" data-testid="history-figures">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
        Show the figures as a table
      </summary>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-500">No checks in this range yet.</p>
      ) : (
        <div className="mt-2 max-h-80 overflow-auto rounded-md border border-slate-200">
          <FiguresTable
            caption={`Response time and uptime per ${period.toLowerCase()}`}
            columns={[period, 'Average', 'Fastest', 'Slowest', 'Uptime', 'Checks']}
            rows={rows.map((p) => ({
              key: p.time,
              heading: bucketLabel(p.time, history.bucket, true),
              figures: [
                formatMs(p.avgResponseTime, '—'),
                formatMs(p.minResponseTime, '—'),
                formatMs(p.maxResponseTime, '—'),
                formatPercent(p.uptime),
                p.checks.toLocaleString(),
              ],
            }))}
            stickyHeader
            nowrapHeadings
          />
        </div>
      )}
    </details>
  );
}
