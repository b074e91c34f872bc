import { describe, expect, it } from 'vitest';
import {
  filterProperties,
  firstPageOf,
  pageButtons,
  paginate,
  showingText,
  type StatusFilter,
} from './property-table-state.js';

const p = (name: string, address: string, ipAddress: string, status: string) => ({
  name,
  address,
  ipAddress,
  status: status as 'online',
});

const list = [
  p('Harbor Office', '1 Quay Road', '127.0.0.1', 'online'),
  p('Hill House', '22 Summit Ave', '127.0.0.12', 'offline'),
  p('Warehouse', '5 harbor lane', '127.0.1.3', 'timeout'),
  p('Cabin', 'Forest Road', '127.0.0.x', 'unknown'),
];
const names = (search: string, status: StatusFilter = 'all') =>
  filterProperties(list, search, status).map((x) => x.name);

describe('filterProperties', () => {
  it('returns everything for an empty search and "all"', () => {
    expect(names('')).toHaveLength(4);
    expect(names('   ')).toHaveLength(4);
  });

  it('matches name and address case-insensitively', () => {
    expect(names('HARBOR')).toEqual(['Harbor Office', 'Warehouse']);
    expect(names('summit')).toEqual(['Hill House']);
  });

  it('matches the IP as a plain substring', () => {
    expect(names('127.0.0.1')).toEqual(['Harbor Office', 'Hill House']);
    expect(names('0.1.')).toEqual(['Warehouse']);
    expect(names('.x')).toEqual(['Cabin']);
  });

  it('combines search and status', () => {
    expect(names('', 'online')).toEqual(['Harbor Office']);
    expect(names('harbor', 'timeout')).toEqual(['Warehouse']);
    expect(names('harbor', 'offline')).toEqual([]);
    // "unknown" properties only show under "all"
    expect(names('cabin', 'online')).toEqual([]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it('cuts pages of 10 from page 1 with the "Showing" positions', () => {
    const first = paginate(items, 1);
    expect(first.rows).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.totalPages).toBe(3);
    expect(showingText(first)).toBe('Showing 1-10 of 25 properties');
    expect(showingText(paginate(items, 2))).toBe('Showing 11-20 of 25 properties');
    const last = paginate(items, 3);
    expect(last.rows).toEqual([21, 22, 23, 24, 25]);
    expect(showingText(last)).toBe('Showing 21-25 of 25 properties');
  });

  it('clamps a page beyond the end (the list shrank) and below 1', () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
  });

  it('has one page and 0-0 when empty', () => {
    const empty = paginate([], 1);
    expect(empty).toMatchObject({ page: 1, totalPages: 1, total: 0, from: 0, to: 0 });
  });
});

describe('pageButtons', () => {
  it('shows all pages when there are 5 or fewer', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows pages 1-5 near the start', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle of a window of 5 beyond', () => {
    expect(pageButtons(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pageButtons(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('ends the window at the last page', () => {
    expect(pageButtons(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});

describe('firstPageOf', () => {
  it('is what paginate gives for page 1 of the whole list, from its first rows and total', () => {
    const whole = Array.from({ length: 23 }, (_, i) => i);
    expect(firstPageOf(whole.slice(0, 10), 23)).toEqual(paginate(whole, 1));
    expect(firstPageOf([1, 2, 3], 3)).toEqual(paginate([1, 2, 3], 1));
    expect(firstPageOf([], 0)).toEqual(paginate([], 1));
  });

  it('shows no more rows than a page even when given more', () => {
    expect(
      firstPageOf(
        Array.from({ length: 12 }, (_, i) => i),
        40,
      ),
    ).toMatchObject({
      from: 1,
      to: 10,
      totalPages: 4,
    });
  });
});
