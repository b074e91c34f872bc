// The history split by location: one response-time line per location (each with its own dash
// pattern as well as its colour, and named in the legend), and a table of each location's
// figures as the chart's text alternative. Axes, lines and table as the whole history's
// (lib/time-chart.ts, figures-table.tsx).
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
import { timeChartParts } from '../lib/time-chart.js';
import { FiguresTable } from './figures-table.js';

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
  const chart = timeChartParts(histories[0]!.bucket, rows.length);
  return (
    <div className="space-y-4" data-testid="split-history">
      <div
        className="h-64 w-full"
        role="img"
        aria-label="Response time per location; the figures are in the table below"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={chart.margin}>
            <CartesianGrid {...chart.grid} />
            <XAxis {...chart.xAxis} />
            <YAxis {...chart.yAxis} />
            <Tooltip
              labelFormatter={chart.tooltipLabel}
              formatter={(value, name) => [`${String(value)} ms`, String(name)]}
            />
            <Legend />
            {locations.map((l, i) => {
              const s = STROKES[i % STROKES.length]!;
              return (
                <Line
                  key={l.id}
                  {...chart.line}
                  dataKey={`l${i}`}
                  name={l.name}
                  stroke={s.color}
                  strokeDasharray={s.dash}
                />
              );
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <FiguresTable
        caption="Uptime and response time per location"
        columns={['Location', 'Uptime', 'Average response', 'Checks']}
        rows={locations.map((l, i) => ({
          key: l.id,
          heading: l.name,
          figures: [
            formatPercent(histories[i]!.uptime),
            formatMs(histories[i]!.avgResponseTime, '—'),
            histories[i]!.checks.toLocaleString(),
          ],
        }))}
        className="text-sm"
        testId="split-figures"
      />
    </div>
  );
}
