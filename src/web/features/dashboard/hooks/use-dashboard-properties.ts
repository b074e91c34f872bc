// The dashboard's properties: the whole list once it is in; until then the list's first page
// (GET /api/properties/page, a few KB against 4.4 MB at 10,000 properties, issue 14), which is
// the whole list when the workspace has no more properties than a page holds.
import type { Property, PropertyPage } from '../../../../contracts/properties.js';
import { AUTO_REFRESH_MS, useFirstPage, useProperties } from '../../../lib/api/get-properties.js';

export type DashboardProperties = {
  properties: readonly Property[] | undefined;
  /** shown while `properties` is loading */
  firstPage: PropertyPage | undefined;
  isLoading: boolean;
  isError: boolean;
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

export function useDashboardProperties(): DashboardProperties {
  const list = useProperties(AUTO_REFRESH_MS);
  const firstPage = useFirstPage(list.data === undefined);
  return dashboardProperties(list, firstPage.data);
}
