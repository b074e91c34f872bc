// The header sorts of a large workspace's table (status, response time, last check) without a
// comparator: each selected position gets one number, its sort rank times a power of two above
// every position plus the position itself, and a Float64Array's native sort orders them. At
// 100,000 properties a comparator sort took 160-330 ms of the web thread (a loaded 2-core
// machine); this takes a few. Ties keep the list's order (the position is the low part), as the
// browser's stable sort keeps them, and "none" (NaN) sorts last in both directions.
import { STATUS_RANK } from '../../contracts/property-selection.js';
import type { PropertyIndex } from './property-index.js';

export type NumericSortKey = 'status' | 'responseTime' | 'lastCheck';

/** whole numbers up to this are exact in a double */
const EXACT = 2 ** 53;

/**
 * `picked` (positions in the list's order) sorted by `key`; undefined when the ranks are too far
 * apart to share a double with the positions (last checks spread over years): the caller's
 * comparator sort then answers.
 */
export function sortPositions(
  index: PropertyIndex,
  picked: readonly number[],
  key: NumericSortKey,
  direction: 'ascending' | 'descending',
): Int32Array | undefined {
  const rank = rankOf(index, key, picked);
  let top = 0;
  for (const i of picked) {
    const r = rank(i);
    if (!Number.isNaN(r) && r > top) top = r;
  }
  const span = 2 ** Math.ceil(Math.log2(index.total + 1));
  // ranks 0..top, and top + 1 for "none"
  if ((top + 2) * span >= EXACT) return undefined;
  const keys = new Float64Array(picked.length);
  picked.forEach((i, k) => {
    const r = rank(i);
    const ordered = Number.isNaN(r) ? top + 1 : direction === 'ascending' ? r : top - r;
    keys[k] = ordered * span + i;
  });
  keys.sort();
  return Int32Array.from(keys, (x) => x % span);
}

/** A whole number ≥ 0 per position, in the order the browser compares the shown values; NaN: none. */
function rankOf(
  index: PropertyIndex,
  key: NumericSortKey,
  picked: readonly number[],
): (i: number) => number {
  switch (key) {
    case 'status':
      return (i) => STATUS_RANK[index.statuses[i]!] ?? STATUS_RANK.unknown!;
    case 'responseTime':
      // the index holds the response time as the list shows it (two decimals)
      return (i) => Math.round(index.responseTimes[i]! * 100);
    case 'lastCheck': {
      // milliseconds since the earliest last check selected (the list shows milliseconds)
      let earliest = Infinity;
      for (const i of picked) {
        const t = index.lastChecks[i]!;
        if (t < earliest) earliest = t;
      }
      return (i) => Math.floor(index.lastChecks[i]!) - Math.floor(earliest);
    }
  }
}
