// The dashboard's property status table as shown: heading, search, status filter, Export, the
// loading, error and empty states, the rows and the pagination. What it shows is decided by its
// owner: the whole list filtered in the browser (property-table.tsx) or a page the server
// selected (server-property-table.tsx, a large workspace, issue 32).
import type { Property } from '../../../../contracts/properties.js';
import {
  ExportButton,
  PropertySearchInput,
  StatusFilterSelect,
} from '../../../components/property-filters.js';
import { Card } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import type { Page, StatusFilter } from '../lib/property-table-state.js';
import type { Sort, SortKey } from '../lib/property-sort.js';
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

export type TableControls = {
  search: string;
  onSearch(next: string): void;
  status: StatusFilter;
  onStatus(next: StatusFilter): void;
  sort: Sort | null;
  onSort(key: SortKey): void;
  onPage(page: number): void;
};

export type PropertyTableViewProps = RowPermissions & {
  controls: TableControls;
  /** the page to show; undefined shows the spinner */
  current: Page<Property> | undefined;
  isError: boolean;
  /** shown rows are not yet what the controls ask for (aria-busy) */
  busy: boolean;
  /** whether the workspace has any property (which empty text to show) */
  hasAny: boolean;
  exportCount: number;
  onExport(): void;
  checkingId: number | undefined;
  onCheck(id: number): void;
  onEdit(property: Property): void;
  onDelete(property: Property): void;
};

export function PropertyTableView({
  controls,
  current,
  isError,
  busy,
  hasAny,
  exportCount,
  onExport,
  checkingId,
  ...rowProps
}: PropertyTableViewProps) {
  const hasActions = rowProps.canCheck || rowProps.canEdit || rowProps.canDelete;
  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="property-status-heading" className="text-lg font-semibold text-slate-900">
          Property Status
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <PropertySearchInput
            value={controls.search}
            onChange={controls.onSearch}
            className="sm:w-72"
          />
          <StatusFilterSelect value={controls.status} onChange={controls.onStatus} />
          <ExportButton count={exportCount} onExport={onExport} />
        </div>
      </div>

      {isError ? (
        <p className="py-16 text-center text-sm text-red-600">Failed to load properties</p>
      ) : !current ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading properties" />
        </div>
      ) : current.total === 0 ? (
        <p className="py-16 text-center text-sm text-slate-500">
          {hasAny
            ? 'No properties match your search criteria.'
            : 'No properties found. Add your first property to get started.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table
            className="w-full text-left text-sm"
            data-testid="property-table"
            aria-labelledby="property-status-heading"
            aria-busy={busy ? true : undefined}
          >
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                {HEADERS.map((h) =>
                  h.sortKey ? (
                    <SortableHeader
                      key={h.label}
                      label={h.label}
                      sortKey={h.sortKey}
                      sort={controls.sort}
                      onSort={controls.onSort}
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
      {current && <TablePagination page={current} onPageChange={controls.onPage} />}
    </Card>
  );
}
