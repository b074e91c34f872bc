// Response time over the chosen range: average per bucket with the min-max band (recharts; this
// page's chunk only).
import { useMemo } from 'react';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PropertyHistory } from '../../../../contracts/monitoring.js';
import { formatMs } from '../../../lib/format.js';
import { timeChartParts } from '../lib/time-chart.js';

type Row = {
  t: number;
  avg: number | null;
  band: [number, number] | null;
};

export function ResponseTimeChart({ history }: { history: PropertyHistory }) {
  const rows = useMemo<Row[]>(
    () =>
      history.points.map((p) => ({
        t: Date.parse(p.time),
        avg: p.avgResponseTime,
        band:
          p.minResponseTime !== null && p.maxResponseTime !== null
            ? [p.minResponseTime, p.maxResponseTime]
            : null,
      })),
    [history.points],
  );
  const hasData = rows.some((r) => r.avg !== null);

  if (!hasData) {
    return (
      <div
        className="flex h-64 items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-500"
        data-testid="response-chart-empty"
      >
        No response-time data in this range yet.
      </div>
    );
  }

  const chart = timeChartParts(history.bucket, rows.length);
  return (
    <div
      className="h-64 w-full"
      data-testid="response-chart"
      role="img"
      aria-label={`Response time chart, average ${formatMs(history.avgResponseTime, '—')}; the figures are in the table below`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={chart.margin}>
          <CartesianGrid {...chart.grid} />
          <XAxis {...chart.xAxis} />
          <YAxis {...chart.yAxis} allowDecimals={false} />
          <Tooltip
            labelFormatter={chart.tooltipLabel}
            formatter={(value, name) => {
              if (Array.isArray(value)) return [`${value[0]}–${value[1]} ms`, 'Min–max'];
              return [`${String(value)} ms`, name === 'avg' ? 'Average' : String(name)];
            }}
          />
          <Area
            type="monotone"
            dataKey="band"
            stroke="none"
            fill="#bfdbfe"
            fillOpacity={0.5}
            isAnimationActive={false}
            connectNulls
          />
          <Line {...chart.line} dataKey="avg" stroke="#2563eb" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
