// The figures behind the response-time chart and the uptime bar, as a table: the charts' text
// alternative for screen readers and for anyone who reads numbers better than colours.
import type { PropertyHistory } from '../../../../contracts/monitoring.js';
import { formatMs, formatPercent } from '../../../lib/format.js';
import { bucketLabel } from '../lib/history-view.js';

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
          <table className="w-full text-left">
            <caption className="sr-only">
              Response time and uptime per {period.toLowerCase()}
            </caption>
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {period}
                </th>
                <th scope="col" className="px-3 py-2">
                  Average
                </th>
                <th scope="col" className="px-3 py-2">
                  Fastest
                </th>
                <th scope="col" className="px-3 py-2">
                  Slowest
                </th>
                <th scope="col" className="px-3 py-2">
                  Uptime
                </th>
                <th scope="col" className="px-3 py-2">
                  Checks
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.time} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                    {bucketLabel(p.time, history.bucket, true)}
                  </th>
                  <td className="px-3 py-1.5">{formatMs(p.avgResponseTime, '—')}</td>
                  <td className="px-3 py-1.5">{formatMs(p.minResponseTime, '—')}</td>
                  <td className="px-3 py-1.5">{formatMs(p.maxResponseTime, '—')}</td>
                  <td className="px-3 py-1.5">{formatPercent(p.uptime)}</td>
                  <td className="px-3 py-1.5">{p.checks.toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
