// The history split by location: one response-time line per location (each with its own dash
// pattern as well as its colour, and named in the legend), and a table of each location's
// figures as the chart's text alternative.
import { useQueries } from '@tanstack/react-query';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { HistoryRange, PropertyHistory } from '../../../../contracts/monitoring.js';
import type { PropertyLocation } from '../../../../contracts/property-locations.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { propertyHistoryQueryOptions } from '../../../lib/api/get-property-history.js';
import { formatMs, formatPercent } from '../../../lib/format.js';
import { bucketLabel } from '../lib/history-view.js';

const STROKES = [
  { color: '#2563eb', dash: undefined },
  { color: '#c2410c', dash: '6 3' },
  { color: '#047857', dash: '2 3' },
  { color: '#7c3aed', dash: '10 4 2 4' },
  { color: '#be123c', dash: '1 4' },
];

type Row = { t: number } & Record<string, number | null>;

/** One row per bucket, with each location's average under `l<index>` (a few hundred at most). */
function splitRows(histories: readonly PropertyHistory[]): Row[] {
  const byTime = new Map<number, Row>();
  histories.forEach((h, i) => {
    for (const p of h.points) {
      const t = Date.parse(p.time);
      const row = byTime.get(t) ?? ({ t } as Row);
      row[`l${i}`] = p.avgResponseTime;
      byTime.set(t, row);
    }
  });
  return [...byTime.values()].sort((a, b) => a.t - b.t);
}

type Props = { propertyId: number; range: HistoryRange; locations: readonly PropertyLocation[] };

export function SplitResponseChart({ propertyId, range, locations }: Props) {
  const results = useQueries({
    queries: locations.map((l) => propertyHistoryQueryOptions(propertyId, range, l.id)),
  });
  const histories = results.map((r) => r.data);
  const ready = histories.every((h): h is PropertyHistory => h !== undefined);
  const rows = ready ? splitRows(histories) : [];

  if (results.some((r) => r.isError)) {
    return (
      <p className="py-10 text-center text-sm text-slate-500">
        Could not load the history by location.
      </p>
    );
  }
  if (!ready) {
    return (
      <div className="flex h-64 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  const bucket = histories[0]!.bucket;
  return (
    <div className="space-y-4" data-testid="split-history">
      <div
        className="h-64 w-full"
        role="img"
        aria-label="Response time per location; the figures are in the table below"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(t: number) => bucketLabel(t, bucket)}
              tick={{ fontSize: 12, fill: '#64748b' }}
              minTickGap={24}
            />
            <YAxis unit=" ms" width={64} tick={{ fontSize: 12, fill: '#64748b' }} />
            <Tooltip
              labelFormatter={(t) => bucketLabel(Number(t), bucket, true)}
              formatter={(value, name) => [`${String(value)} ms`, String(name)]}
            />
            <Legend />
            {locations.map((l, i) => {
              const s = STROKES[i % STROKES.length]!;
              return (
                <Line
                  key={l.id}
                  type="monotone"
                  dataKey={`l${i}`}
                  name={l.name}
                  stroke={s.color}
                  strokeDasharray={s.dash}
                  strokeWidth={2}
                  dot={rows.length < 40}
                  isAnimationActive={false}
                  connectNulls
                />
              );
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <table className="w-full text-left text-sm" data-testid="split-figures">
        <caption className="sr-only">Uptime and response time per location</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Location
            </th>
            <th scope="col" className="px-3 py-2">
              Uptime
            </th>
            <th scope="col" className="px-3 py-2">
              Average response
            </th>
            <th scope="col" className="px-3 py-2">
              Checks
            </th>
          </tr>
        </thead>
        <tbody>
          {locations.map((l, i) => (
            <tr key={l.id} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1.5 font-normal">
                {l.name}
              </th>
              <td className="px-3 py-1.5">{formatPercent(histories[i]!.uptime)}</td>
              <td className="px-3 py-1.5">{formatMs(histories[i]!.avgResponseTime, '—')}</td>
              <td className="px-3 py-1.5">{histories[i]!.checks.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
