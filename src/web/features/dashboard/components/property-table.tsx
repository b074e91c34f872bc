// The dashboard's property status table over the whole list (a workspace of up to WHOLE_LIST_MAX
// properties): search, status filter, sort and export in the browser, 10 rows a page.
import { useMemo } from 'react';
import type { Property, PropertyPage } from '../../../../contracts/properties.js';
import { useTableControls } from '../hooks/use-table-controls.js';
import { exportProperties } from '../lib/export-properties.js';
import { filterProperties, firstPageOf, paginate } from '../lib/property-table-state.js';
import { sortProperties } from '../lib/property-sort.js';
import type { RowPermissions } from './property-row.js';
import { PropertyTableView } from './property-table-view.js';

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
  ...rest
}: PropertyTableProps) {
  // typing stays responsive with 10,000 properties: the filter runs on the deferred text
  const { controls, search, deferredSearch, status, sort, page } = useTableControls();
  const filtered = useMemo(
    () => sortProperties(filterProperties(properties ?? [], deferredSearch, status), sort),
    [properties, deferredSearch, status, sort],
  );
  // Until the list is in, its first page can show, but only as the list would show it: no
  // search, every status, the server's order, page 1. Any other view waits for the list.
  const preview =
    isLoading && firstPage && !search && status === 'all' && !sort && page === 1
      ? firstPageOf(firstPage.properties, firstPage.total)
      : undefined;
  const current = preview ?? (isLoading ? undefined : paginate(filtered, page));

  return (
    <PropertyTableView
      controls={controls}
      current={current}
      // the first page only: the search, filter, sort and export need the whole list
      busy={preview !== undefined}
      isError={isError && !(isLoading && !preview)}
      hasAny={(properties?.length ?? 0) > 0}
      exportCount={filtered.length}
      onExport={() => exportProperties(filtered)}
      {...rest}
    />
  );
}
