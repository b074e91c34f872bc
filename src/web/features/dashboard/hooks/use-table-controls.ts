// The property table's controls, one state for both tables (the whole list filtered in the browser,
// property-table.tsx, and a large workspace's pages asked of the server, server-property-table.tsx):
// search, status filter, sort and page, where a new search, filter or sort goes back to page 1.
import { useDeferredValue, useState } from 'react';
import type { TableControls } from '../components/property-table-view.js';
import { nextSort, type Sort } from '../lib/property-sort.js';
import type { StatusFilter } from '../lib/property-table-state.js';

export type TableControlsState = {
  /** for the view: the values shown and what the controls do */
  controls: TableControls;
  search: string;
  /** the search the rows follow: typing stays responsive while they are worked out (10,000) */
  deferredSearch: string;
  status: StatusFilter;
  sort: Sort | null;
  page: number;
  /** for an owner that moves the page itself (past the last page after deletions) */
  setPage(page: number): void;
};

export function useTableControls(): TableControlsState {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const deferredSearch = useDeferredValue(search);
  const controls: TableControls = {
    search,
    onSearch: (next) => {
      setSearch(next);
      setPage(1);
    },
    status,
    onStatus: (next) => {
      setStatus(next);
      setPage(1);
    },
    sort,
    onSort: (key) => {
      setSort((s) => nextSort(s, key));
      setPage(1);
    },
    onPage: setPage,
  };
  return { controls, search, deferredSearch, status, sort, page, setPage };
}
