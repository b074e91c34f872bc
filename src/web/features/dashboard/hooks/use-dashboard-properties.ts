// The dashboard's properties: the whole list once it is in; until then the list's first page
// (GET /api/properties/page, a few KB against 4.4 MB at 10,000 properties, issue 14), which is
// the whole list when the workspace has no more properties than a page holds. A workspace of
// more than WHOLE_LIST_MAX properties reads no list at all: its table asks the server for each
// page (server-property-table.tsx, issue 32), starting from this first page.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WHOLE_LIST_MAX,
  type Property,
  type PropertyPage,
} from '../../../../contracts/properties.js';
import {
  AUTO_REFRESH_MS,
  propertiesQueryKey,
  propertiesQueryOptions,
  useFirstPage,
} from '../../../lib/api/get-properties.js';

export type DashboardProperties = {
  properties: readonly Property[] | undefined;
  /** shown while `properties` is loading */
  firstPage: PropertyPage | undefined;
  isLoading: boolean;
  isError: boolean;
  /** a large workspace: its first page, from which the table pages on the server */
  paged?: PropertyPage;
};

export function dashboardProperties(
  list: { data: readonly Property[] | undefined; isLoading: boolean; isError: boolean },
  firstPage: PropertyPage | undefined,
): DashboardProperties {
  if (list.data !== undefined || firstPage === undefined) {
    return {
      properties: list.data,
      firstPage: undefined,
      isLoading: list.isLoading,
      isError: list.isError,
    };
  }
  const whole = firstPage.offset === 0 && firstPage.properties.length === firstPage.total;
  return whole
    ? {
        properties: firstPage.properties,
        firstPage: undefined,
        isLoading: false,
        isError: list.isError,
      }
    : { properties: undefined, firstPage, isLoading: list.isLoading, isError: list.isError };
}

/** The first page of a workspace too large to read whole, else undefined. */
export const pagedFrom = (firstPage: PropertyPage | undefined) =>
  firstPage !== undefined && firstPage.total > WHOLE_LIST_MAX ? firstPage : undefined;

export function useDashboardProperties(): DashboardProperties {
  const listCached = useQueryClient().getQueryData(propertiesQueryKey) !== undefined;
  const firstPage = useFirstPage(!listCached);
  const paged = listCached ? undefined : pagedFrom(firstPage.data);
  // the whole list once the first page says it is small (or failed to say)
  const list = useQuery({
    ...propertiesQueryOptions(AUTO_REFRESH_MS),
    enabled: !paged && (listCached || firstPage.data !== undefined || firstPage.isError),
  });
  if (paged)
    return { properties: undefined, firstPage: undefined, isLoading: false, isError: false, paged };
  return dashboardProperties(
    { data: list.data, isLoading: list.isPending && !list.isError, isError: list.isError },
    firstPage.data,
  );
}
