// The dashboard's property status table for a large workspace (over WHOLE_LIST_MAX properties,
// issue 32): the browser never holds the whole list. Each page, search, status filter and sort is
// answered by the server (GET /api/properties/page, 10 rows); the next page is asked for ahead,
// so Next shows at once; Export is streamed by the server (GET /api/properties/export.csv).
// Same controls, texts and states as the whole-list table (property-table-view.tsx).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Property, PropertyPage } from '../../../../contracts/properties.js';
import {
  exportUrl,
  propertyPageQueryOptions,
  type PageRequest,
} from '../../../lib/api/get-property-page.js';
import { downloadFromUrl } from '../../../lib/download.js';
import { useTableControls } from '../hooks/use-table-controls.js';
import { PAGE_SIZE, type Page } from '../lib/property-table-state.js';
import type { RowPermissions } from './property-row.js';
import { PropertyTableView } from './property-table-view.js';

type ServerPropertyTableProps = RowPermissions & {
  /** the workspace's first page (boot.js's answer): the default view's page 1 */
  firstPage: PropertyPage;
  checkingId: number | undefined;
  onCheck(id: number): void;
  onEdit(property: Property): void;
  onDelete(property: Property): void;
};

/** A server page as the pagination shows it. */
export function pageOf(answer: PropertyPage, pageSize = PAGE_SIZE): Page<Property> {
  const totalPages = Math.max(1, Math.ceil(answer.total / pageSize));
  return {
    rows: answer.properties,
    page: Math.floor(answer.offset / pageSize) + 1,
    totalPages,
    total: answer.total,
    from: answer.total === 0 || answer.properties.length === 0 ? 0 : answer.offset + 1,
    to: answer.offset + answer.properties.length,
  };
}

export function ServerPropertyTable({ firstPage, ...rest }: ServerPropertyTableProps) {
  const qc = useQueryClient();
  // typing stays responsive: the question goes to the server on the deferred text
  const { controls, search, deferredSearch, status, sort, page, setPage } = useTableControls();
  const req: PageRequest = { page, pageSize: PAGE_SIZE, search: deferredSearch, status, sort };
  const isDefault = page === 1 && !deferredSearch.trim() && status === 'all' && !sort;
  const answer = useQuery(propertyPageQueryOptions(req, isDefault ? firstPage : undefined));
  const current = answer.data ? pageOf(answer.data) : undefined;

  // the page after this one, asked for ahead (10 rows): Next is then answered at once
  const lastPage = current?.totalPages ?? 1;
  useEffect(() => {
    if (page < lastPage)
      void qc.prefetchQuery(propertyPageQueryOptions({ ...req, page: page + 1 }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- req is rebuilt from these
  }, [qc, page, lastPage, deferredSearch, status, sort]);
  // properties deleted meanwhile can leave the page asked for past the last one: go to the last
  // (adjusted while rendering, as React advises for state derived from an answer)
  if (answer.data && !answer.isPlaceholderData && page > lastPage) setPage(lastPage);

  return (
    <PropertyTableView
      controls={controls}
      current={current}
      busy={answer.isPlaceholderData || search !== deferredSearch}
      isError={answer.isError}
      hasAny={firstPage.total > 0}
      exportCount={current?.total ?? 0}
      onExport={() => downloadFromUrl(exportUrl(req))}
      {...rest}
    />
  );
}
