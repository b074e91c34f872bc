// The dashboard's property status table: search, status filter, export, 10 rows a page.
import { useDeferredValue, useMemo, useState } from 'react';
import type { Property, PropertyPage } from '../../../../contracts/properties.js';
import {
  ExportButton,
  PropertySearchInput,
  StatusFilterSelect,
} from '../../../components/property-filters.js';
import { Card } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { exportProperties } from '../lib/export-properties.js';
import {
  filterProperties,
  firstPageOf,
  paginate,
  type StatusFilter,
} from '../lib/property-table-state.js';
import { nextSort, sortProperties, type Sort, type SortKey } from '../lib/property-sort.js';
import { PropertyRow, type RowPermissions } from './property-row.js';
import { SortableHeader } from './sortable-header.js';
import { TablePagination } from './table-pagination.js';

/** The columns; those with a sort key sort the table when their header is activated. */
const HEADERS: readonly { label: string; sortKey?: SortKey }[] = [
  { label: 'Name', sortKey: 'name' },
  { label: 'Address' },
  { label: 'IP Address' },
  { label: 'Status', sortKey: 'status' },
  { label: 'Response Time', sortKey: 'responseTime' },
  { label: 'Uptime' },
  { label: 'Last Check', sortKey: 'lastCheck' },
];

type PropertyTableProps = RowPermissions & {
  properties: readonly Property[] | undefined;
  /** the list's first page and total, shown while `properties` is loading (issue 14) */
  firstPage?: PropertyPage | undefined;
  isLoading: boolean;
  isError: boolean;
  checkingId: number | undefined;
  onCheck(id: number): void;
  onEdit(property: Property): void;
  onDelete(property: Property): void;
};

export function PropertyTable({
  properties,
  firstPage,
  isLoading,
  isError,
  checkingId,
  ...rowProps
}: PropertyTableProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  // typing stays responsive with 10,000 properties: the filter runs on the deferred text
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(
    () => sortProperties(filterProperties(properties ?? [], deferredSearch, status), sort),
    [properties, deferredSearch, status, sort],
  );
  const onSort = (key: SortKey) => {
    setSort((s) => nextSort(s, key));
    setPage(1);
  };
  // Until the list is in, its first page can show, but only as the list would show it: no
  // search, every status, the server's order, page 1. Any other view waits for the list.
  const preview =
    isLoading && firstPage && !search && status === 'all' && !sort && page === 1
      ? firstPageOf(firstPage.properties, firstPage.total)
      : undefined;
  const current = preview ?? paginate(filtered, page);
  const rowCount = preview ? preview.total : filtered.length;
  const hasActions = rowProps.canCheck || rowProps.canEdit || rowProps.canDelete;

  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="property-status-heading" className="text-lg font-semibold text-slate-900">
          Property Status
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <PropertySearchInput
            value={search}
            onChange={(next) => {
              setSearch(next);
              setPage(1);
            }}
            className="sm:w-72"
          />
          <StatusFilterSelect
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          <ExportButton count={filtered.length} onExport={() => exportProperties(filtered)} />
        </div>
      </div>

      {isLoading && !preview ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading properties" />
        </div>
      ) : isError ? (
        <p className="py-16 text-center text-sm text-red-600">Failed to load properties</p>
      ) : rowCount === 0 ? (
        <p className="py-16 text-center text-sm text-slate-500">
          {properties?.length
            ? 'No properties match your search criteria.'
            : 'No properties found. Add your first property to get started.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table
            className="w-full text-left text-sm"
            data-testid="property-table"
            aria-labelledby="property-status-heading"
            // the first page only: the search, filter, sort and export need the whole list
            aria-busy={preview ? true : undefined}
          >
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                {HEADERS.map((h) =>
                  h.sortKey ? (
                    <SortableHeader
                      key={h.label}
                      label={h.label}
                      sortKey={h.sortKey}
                      sort={sort}
                      onSort={onSort}
                    />
                  ) : (
                    <th key={h.label} scope="col" className="px-4 py-3">
                      {h.label}
                    </th>
                  ),
                )}
                {hasActions && (
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {current.rows.map((p) => (
                <PropertyRow
                  key={p.id}
                  property={p}
                  isChecking={checkingId === p.id}
                  {...rowProps}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TablePagination page={current} onPageChange={setPage} />
    </Card>
  );
}
