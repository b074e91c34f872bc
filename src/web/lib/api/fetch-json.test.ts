import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampledArray } from './fetch-json.js';

const item = z.object({ id: z.number(), name: z.string() });
const list = sampledArray(item);

describe('sampledArray', () => {
  it('accepts an empty list and a list whose first and last items match', () => {
    expect(list.parse([])).toEqual([]);
    const rows = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ];
    expect(list.parse(rows)).toEqual(rows);
  });

  it('refuses an answer that is not a list, or whose first or last item is something else', () => {
    expect(list.safeParse({ id: 1, name: 'a' }).success).toBe(false);
    expect(
      list.safeParse([
        { id: '1', name: 'a' },
        { id: 2, name: 'b' },
      ]).success,
    ).toBe(false);
    expect(list.safeParse([{ id: 1, name: 'a' }, { message: 'Server error' }]).success).toBe(false);
  });
});
