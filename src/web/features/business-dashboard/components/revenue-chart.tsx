// MRR and revenue of the last 12 months (recharts; this page's chunk only), with the figures also
// as a table for screen readers.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCents } from '../../../../contracts/billing.js';
import type { MonthRevenue } from '../../../../contracts/business.js';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

export function RevenueChart({ months }: { months: MonthRevenue[] }) {
  const rows = months.map((m) => ({
    label: monthLabel(m.month),
    revenue: m.revenueCents / 100,
    mrr: m.mrrCents / 100,
  }));
  if (months.every((m) => m.revenueCents === 0)) {
    return (
      <p
        className="flex h-72 items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-500"
        data-testid="revenue-chart-empty"
      >
        No paid invoices in the last 12 months yet.
      </p>
    );
  }
  return (
    <figure>
      <div
        className="h-72 w-full"
        data-testid="revenue-chart"
        role="img"
        aria-label="Chart of MRR and revenue for the last 12 months (figures in the table that follows)"
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={rows}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} tickFormatter={(v: number) => `$${v}`} width={56} />
            <Tooltip formatter={(v) => `$${Number(v).toFixed(2)}`} />
            <Legend />
            <Bar dataKey="revenue" name="Revenue" fill="#93c5fd" />
            <Line dataKey="mrr" name="MRR" stroke="#1d4ed8" strokeWidth={2} dot={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Monthly recurring revenue and revenue, last 12 months</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">MRR</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{formatCents(m.mrrCents)}</td>
              <td>{formatCents(m.revenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
