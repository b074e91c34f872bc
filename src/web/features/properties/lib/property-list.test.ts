import { describe, expect, it } from 'vitest';
import type { Property } from '../../../../contracts/properties.js';
import { aProperty } from '../../../test/property-fixture.js';
import {
  filterProperties,
  isAtLimit,
  propertiesCsv,
  usagePercent,
  usageText,
} from './property-list.js';

const list = [
  aProperty({ id: 1 }),
  aProperty({
    id: 2,
    name: 'Oak Tower',
    address: '5 Elm Road',
    ipAddress: '127.0.2.10',
    status: 'offline',
  }),
  aProperty({
    id: 3,
    name: 'Pine Lodge',
    address: '9 Birch Way',
    ipAddress: '127.0.3.x',
    status: 'timeout',
  }),
  aProperty({
    id: 4,
    name: 'Cedar',
    address: 'Unknown Lane',
    ipAddress: '127.0.4.4',
    status: 'unknown',
  }),
];
const ids = (xs: Property[]) => xs.map((p) => p.id);

describe('filterProperties (spec core §2: name, address and IP text; status)', () => {
  it('returns everything for an empty search and All Status', () =>
    expect(ids(filterProperties(list, '  ', 'all'))).toEqual([1, 2, 3, 4]));
  it('searches name and address case-insensitively', () => {
    expect(ids(filterProperties(list, 'oak', 'all'))).toEqual([2]);
    expect(ids(filterProperties(list, 'BIRCH', 'all'))).toEqual([3]);
  });
  it('searches the IP text as shown, masked ones included', () => {
    expect(ids(filterProperties(list, '127.0.2', 'all'))).toEqual([2]);
    expect(ids(filterProperties(list, '.x', 'all'))).toEqual([3]);
  });
  it('filters by status and combines with the search', () => {
    expect(ids(filterProperties(list, '', 'offline'))).toEqual([2]);
    expect(ids(filterProperties(list, '', 'timeout'))).toEqual([3]);
    expect(ids(filterProperties(list, '', 'online'))).toEqual([1]);
    expect(ids(filterProperties(list, 'maple', 'offline'))).toEqual([]);
  });
});

describe('usage', () => {
  it('shows current / limit, ∞ when unlimited', () => {
    expect(usageText({ current: 3, limit: 10 })).toBe('3 / 10 properties');
    expect(usageText({ current: 12, limit: null })).toBe('12 / ∞ properties');
  });
  it('bars the share used, capped, 0 when unlimited', () => {
    expect(usagePercent({ current: 5, limit: 10 })).toBe(50);
    expect(usagePercent({ current: 12, limit: 10 })).toBe(100);
    expect(usagePercent({ current: 12, limit: null })).toBe(0);
  });
  it('is at the limit when no more can be added', () => {
    expect(isAtLimit(undefined)).toBe(false);
    const base = { current: 1, limit: 1, plan: 'solo' as const, percentage: 100 };
    expect(isAtLimit({ ...base, canAddMore: false })).toBe(true);
    expect(isAtLimit({ ...base, canAddMore: true })).toBe(false);
  });
});

describe('propertiesCsv', () => {
  it('exports the given rows with a header and neutralised formulas', () => {
    const csv = propertiesCsv([
      aProperty({ name: '=HYPERLINK("x")', checkMethod: 'tcp', tcpPort: 22 }),
    ]);
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toBe(
      'Name,Address,IP Address,Type,Status,Response Time (ms),Check Method,Check Interval (s),Uptime 24h (%),Uptime 7d (%),Uptime 30d (%),Last Check',
    );
    expect(row).toBe(
      `"'=HYPERLINK(""x"")","12 Maple Court, Springfield",127.0.0.1,residential,online,4,tcp:22,30,99.5,,,2025-01-01T00:00:00.000Z`,
    );
  });
});
