import { describe, expect, it } from 'vitest';
import { STATUS_RANK } from '../../contracts/property-selection.js';
import type { PropertyIndex } from './property-index.js';
import { sortPositions, type NumericSortKey } from './sort-positions.js';

const STATUSES = ['online', 'offline', 'timeout', 'unknown'];

/** A list with many ties and "none" values, seeded so a failure repeats. */
function fakeIndex(total: number, seed: number): PropertyIndex {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const index = {
    total,
    statuses: Array.from({ length: total }, () => STATUSES[Math.floor(next() * 4)]!),
    responseTimes: Float64Array.from({ length: total }, () =>
      next() < 0.2 ? NaN : Math.round(next() * 5000) / 100,
    ),
    lastChecks: Float64Array.from({ length: total }, () =>
      next() < 0.1 ? NaN : 1_790_000_000_000 + Math.floor(next() * 600) * 1000,
    ),
  };
  return index as unknown as PropertyIndex;
}

/** The comparator sort the browser ran: stable, "none" last in both directions. */
function reference(index: PropertyIndex, picked: number[], key: NumericSortKey, asc: boolean) {
  const value = (i: number) =>
    key === 'status'
      ? STATUS_RANK[index.statuses[i]!]!
      : key === 'responseTime'
        ? index.responseTimes[i]!
        : index.lastChecks[i]!;
  return [...picked].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (Number.isNaN(x) || Number.isNaN(y)) {
      return Number.isNaN(x) === Number.isNaN(y) ? 0 : Number.isNaN(x) ? 1 : -1;
    }
    return (asc ? 1 : -1) * (x - y);
  });
}

describe('sorting positions without a comparator', () => {
  it('orders as the stable comparator sort does, ties in list order and none last', () => {
    for (const seed of [1, 2, 3]) {
      const index = fakeIndex(5000, seed);
      // every third position, as a filtered selection would be
      const picked = Array.from({ length: 5000 }, (_, i) => i).filter((i) => i % 3 !== 1);
      for (const key of ['status', 'responseTime', 'lastCheck'] as const) {
        for (const asc of [true, false]) {
          const got = sortPositions(index, picked, key, asc ? 'ascending' : 'descending');
          expect(got, `${key} ${asc}`).toBeDefined();
          expect(Array.from(got!), `${key} ${asc ? 'ascending' : 'descending'}`).toEqual(
            reference(index, picked, key, asc),
          );
        }
      }
    }
  });

  it('gives way to the comparator sort when the values are too far apart to share a double', () => {
    const index = fakeIndex(100_000, 7);
    (index.lastChecks as Float64Array)[5] = 0;
    (index.lastChecks as Float64Array)[6] = 4_000_000_000_000;
    const picked = Array.from({ length: 100_000 }, (_, i) => i);
    expect(sortPositions(index, picked, 'lastCheck', 'ascending')).toBeUndefined();
  });

  it('answers an empty selection and one with no values at all', () => {
    const index = fakeIndex(10, 4);
    expect(Array.from(sortPositions(index, [], 'responseTime', 'ascending')!)).toEqual([]);
    (index.lastChecks as Float64Array).fill(NaN);
    expect(Array.from(sortPositions(index, [1, 2, 3], 'lastCheck', 'descending')!)).toEqual([
      1, 2, 3,
    ]);
  });
});
