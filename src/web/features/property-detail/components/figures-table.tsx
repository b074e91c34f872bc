// A table of history figures: the text alternative of the page's charts (for screen readers and
// for anyone who reads numbers better than lines and colours). A caption for screen readers, a
// header a column and a row a period (history-figures-table.tsx) or a location
// (split-response-chart.tsx), headed by its name.
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';

export type FiguresRow = {
  key: string | number;
  heading: ReactNode;
  figures: readonly ReactNode[];
};

type FiguresTableProps = {
  caption: string;
  /** the first names the rows' headings, the others the figures in order */
  columns: readonly string[];
  rows: readonly FiguresRow[];
  /** the header stays in view while a long table scrolls in its box */
  stickyHeader?: boolean;
  /** row headings kept on one line (dates and times) */
  nowrapHeadings?: boolean;
  className?: string;
  testId?: string;
};

export function FiguresTable({
  caption,
  columns,
  rows,
  stickyHeader = false,
  nowrapHeadings = false,
  className,
  testId,
}: FiguresTableProps) {
  return (
    <table className={cn('w-full text-left', className)} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className={cn(stickyHeader && 'sticky top-0', 'bg-slate-50 text-xs text-slate-600')}>
        <tr>
          {columns.map((name) => (
            <th key={name} scope="col" className="px-3 py-2">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-100">
            <th
              scope="row"
              className={cn('px-3 py-1.5 font-normal', nowrapHeadings && 'whitespace-nowrap')}
            >
              {row.heading}
            </th>
            {row.figures.map((figure, i) => (
              <td key={i} className="px-3 py-1.5">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
