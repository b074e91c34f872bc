import { describe, expect, it } from 'vitest';
import type { Property, PropertyPage } from '../../../../contracts/properties.js';
import { dashboardProperties } from './use-dashboard-properties.js';

const p = (id: number) => ({ id, name: `Site ${id}` }) as Property;
const page = (ids: number[], total: number): PropertyPage => ({
  total,
  offset: 0,
  limit: 10,
  properties: ids.map(p),
});
const loading = { data: undefined, isLoading: true, isError: false };

describe('the dashboard’s properties', () => {
  it('are the whole list once it is in, whatever first page is kept', () => {
    const list = { data: [p(1), p(2)], isLoading: false, isError: false };
    expect(dashboardProperties(list, page([1], 30))).toEqual({
      properties: list.data,
      firstPage: undefined,
      isLoading: false,
      isError: false,
    });
  });

  it('are still loading, with the first page to show, while a longer list loads', () => {
    const first = page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10_000);
    expect(dashboardProperties(loading, first)).toEqual({
      properties: undefined,
      firstPage: first,
      isLoading: true,
      isError: false,
    });
  });

  it('are the first page itself when it holds every property (none at all, too)', () => {
    expect(dashboardProperties(loading, page([1, 2, 3], 3))).toMatchObject({
      properties: [p(1), p(2), p(3)],
      firstPage: undefined,
      isLoading: false,
    });
    expect(dashboardProperties(loading, page([], 0))).toMatchObject({
      properties: [],
      isLoading: false,
    });
  });

  it('say the list failed even when a first page came', () => {
    const failed = { data: undefined, isLoading: false, isError: true };
    expect(dashboardProperties(failed, page([1], 30)).isError).toBe(true);
  });

  it('are loading with nothing to show before either answer', () => {
    expect(dashboardProperties(loading, undefined)).toEqual({
      properties: undefined,
      firstPage: undefined,
      isLoading: true,
      isError: false,
    });
  });
});
