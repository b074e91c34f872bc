// The one table of lists (admin lists, invoices, incidents, previews, API reference): column
// headings with scope, one row per item, an empty text in place of an empty table, and, where
// the table may scroll, a labelled focusable region so a keyboard can scroll it (axe
// scrollable-region-focusable).
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export type DataColumn<T> = {
  /** The heading; also the accessible name of the column's cells. */
  header: string;
  /** A heading read by screen readers only (an actions column). */
  hideHeader?: boolean;
  cell(row: T): ReactNode;
  /** Classes of the column's cells (not of its heading). */
  className?: string;
  align?: 'right';
  /** The cell names its row (`<th scope="row">`), e.g. an endpoint's path. */
  rowHeader?: boolean;
};

type Key = string | number;

/** Rows with an `id` are keyed by it; others name their key. */
type RowKey<T> = T extends { id: Key } ? { rowKey?(row: T): Key } : { rowKey(row: T): Key };

type Props<T> = RowKey<T> & {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  /** Shown instead of the table when there are no rows. */
  emptyText?: ReactNode;
  caption?: string;
  /** Makes the table's box a focusable region with this name (for tables that scroll). */
  scrollLabel?: string;
  /** Classes of the box around the table (e.g. a maximum height). */
  className?: string;
  rowTestId?: string | ((row: T) => string);
  'data-testid'?: string;
  /** Rows of several lines align at the top. */
  alignTop?: boolean;
};

const cellClass = (c: { align?: 'right' }) => cn('px-3 py-2', c.align === 'right' && 'text-right');

const byId = (row: unknown) => (row as { id: Key }).id;

export function DataTable<T>({
  columns,
  rows,
  rowKey = byId,
  emptyText,
  caption,
  scrollLabel,
  className,
  rowTestId,
  alignTop,
  'data-testid': testId,
}: Props<T>) {
  if (rows.length === 0 && emptyText !== undefined)
    return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  const region = scrollLabel
    ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 }
    : undefined;
  return (
    <div
      {...region}
      className={cn(
        'overflow-x-auto',
        scrollLabel && 'rounded-md border border-slate-200',
        className,
      )}
    >
      <table className="w-full text-left text-sm" data-testid={testId}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="sticky top-0 border-b border-slate-200 bg-white text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cn(cellClass(c), 'font-medium')}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={cn(alignTop && 'align-top')}
              data-testid={typeof rowTestId === 'function' ? rowTestId(row) : rowTestId}
            >
              {columns.map((c) =>
                c.rowHeader ? (
                  <th
                    key={c.header}
                    scope="row"
                    className={cn(cellClass(c), 'font-normal', c.className)}
                  >
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={cn(cellClass(c), c.className)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
