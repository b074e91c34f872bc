// The due index alone: times and workspaces kept per id across pages, taken in turns across
// workspaces in due order, kept while a property is being checked, dropped by bucket.
import { describe, expect, it } from 'vitest';
import { DueIndex } from './due-index.js';

describe('DueIndex', () => {
  it('takes due properties in turns across workspaces, most overdue first, and none not due', () => {
    const index = new DueIndex();
    // ids on several pages of 65,536, one workspace with many due, one with few
    index.set(5, 'a', 1_000);
    index.set(70_000, 'a', 2_000);
    index.set(200_000, 'a', 3_000);
    index.set(9, 'b', 2_500);
    index.set(131_073, 'b', 9_000);
    expect(index.size).toBe(5);
    expect(index.takeDue(5_000, 10)).toEqual([5, 9, 70_000, 200_000]);
    expect(index.size).toBe(1);
    expect(index.has(5)).toBe(false);
    expect(index.dueAt(131_073)).toBe(9_000);
    // taken ones keep their workspace until they are checked and put back
    expect(index.workspace(70_000)).toBe('a');
    index.set(70_000, 'a', 62_000);
    expect(index.takeDue(10_000, 10)).toEqual([131_073]);
    expect(index.takeDue(70_000, 10)).toEqual([70_000]);
  });

  it('moves a property to its new time, skips paused workspaces, and drops what is handed over', () => {
    const index = new DueIndex();
    for (let id = 1; id <= 1_000; id++) index.set(id, id % 2 ? 'odd' : 'even', id);
    index.set(10, 'even', 5_000); // moved later: its old entry is skipped
    index.paused.add('odd');
    const taken = index.takeDue(2_000, 2_000);
    expect(taken).toHaveLength(499);
    expect(taken.every((id) => id % 2 === 0 && id !== 10)).toBe(true);
    index.deleteWhere((id) => id % 4 === 1);
    expect(index.size).toBe(251); // 250 odd ids left and id 10
    expect(index.workspace(1)).toBeUndefined();
    expect(index.workspace(3)).toBe('odd');
    index.paused.delete('odd');
    expect(index.takeDue(10_000, 1_000)).toHaveLength(251);
  });

  it('stays the same size through many moves (its heaps compacted), and ignores ids it cannot hold', () => {
    const index = new DueIndex();
    for (let round = 0; round < 20; round++) {
      for (let id = 1; id <= 1_000; id++) index.set(id, 'w', round * 10_000 + id);
    }
    expect(index.size).toBe(1_000);
    index.set(-1, 'w', 1);
    index.set(1.5, 'w', 1);
    expect(index.size).toBe(1_000);
    expect(index.has(-1)).toBe(false);
    const all = index.takeDue(Infinity, 5_000);
    expect(all).toHaveLength(1_000);
    expect(all[0]).toBe(1);
    expect(all.at(-1)).toBe(1_000);
  });
});
