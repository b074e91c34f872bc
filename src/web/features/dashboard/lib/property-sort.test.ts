import { describe, expect, it } from 'vitest';
import type { PropertyStatus } from '../../../../contracts/properties.js';
import { nextSort, sortProperties, type Sort } from './property-sort.js';

type Row = {
  name: string;
  status: PropertyStatus;
  responseTime: number | null;
  lastCheck: string | null;
};

const list: Row[] = [
  { name: 'Unit 10', status: 'online', responseTime: 12, lastCheck: '2026-01-01T10:00:00Z' },
  { name: 'unit 2', status: 'offline', responseTime: null, lastCheck: '2026-01-01T12:00:00Z' },
  { name: 'Annex', status: 'unknown', responseTime: null, lastCheck: null },
  { name: 'Barn', status: 'timeout', responseTime: 3.5, lastCheck: '2026-01-01T11:00:00Z' },
];
const names = (sort: Sort | null) => sortProperties(list, sort).map((r) => r.name);

describe('sortProperties', () => {
  it('keeps the given order without a sort, and never changes its input', () => {
    expect(names(null)).toEqual(['Unit 10', 'unit 2', 'Annex', 'Barn']);
    sortProperties(list, { key: 'name', direction: 'descending' });
    expect(list[0]!.name).toBe('Unit 10');
  });

  it('sorts names as people read them: case-insensitive, numbers by value', () => {
    expect(names({ key: 'name', direction: 'ascending' })).toEqual([
      'Annex',
      'Barn',
      'unit 2',
      'Unit 10',
    ]);
    expect(names({ key: 'name', direction: 'descending' })).toEqual([
      'Unit 10',
      'unit 2',
      'Barn',
      'Annex',
    ]);
  });

  it('sorts status by urgency: offline, timeout, unknown, online', () => {
    expect(names({ key: 'status', direction: 'ascending' })).toEqual([
      'unit 2',
      'Barn',
      'Annex',
      'Unit 10',
    ]);
    expect(names({ key: 'status', direction: 'descending' })).toEqual([
      'Unit 10',
      'Annex',
      'Barn',
      'unit 2',
    ]);
  });

  it('puts properties without a response time or a check last in either direction', () => {
    expect(names({ key: 'responseTime', direction: 'ascending' })).toEqual([
      'Barn',
      'Unit 10',
      'unit 2',
      'Annex',
    ]);
    expect(names({ key: 'responseTime', direction: 'descending' })).toEqual([
      'Unit 10',
      'Barn',
      'unit 2',
      'Annex',
    ]);
    expect(names({ key: 'lastCheck', direction: 'ascending' })).toEqual([
      'Unit 10',
      'Barn',
      'unit 2',
      'Annex',
    ]);
    expect(names({ key: 'lastCheck', direction: 'descending' })).toEqual([
      'unit 2',
      'Barn',
      'Unit 10',
      'Annex',
    ]);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    const asc = { key: 'status', direction: 'ascending' } as const;
    expect(nextSort(asc, 'status')).toEqual({ key: 'status', direction: 'descending' });
    expect(nextSort({ key: 'status', direction: 'descending' }, 'status')).toEqual(asc);
    expect(nextSort(asc, 'lastCheck')).toEqual({ key: 'lastCheck', direction: 'ascending' });
  });
});
