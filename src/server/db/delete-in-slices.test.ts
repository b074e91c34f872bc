import { describe, expect, it } from 'vitest';
import { deleteInSlices } from './delete-in-slices.js';

describe('deleteInSlices', () => {
  it('runs slices until one comes back short, and sums what they deleted', async () => {
    const left = [10, 10, 3, 10];
    const calls: number[] = [];
    const total = await deleteInSlices(10, 100, async () => {
      const n = left.shift() ?? 0;
      calls.push(n);
      return n;
    });
    expect(calls).toEqual([10, 10, 3]);
    expect(total).toBe(23);
  });

  it('stops after maxSlices even while slices come back full', async () => {
    let calls = 0;
    const total = await deleteInSlices(5, 3, async () => {
      calls++;
      return 5;
    });
    expect(calls).toBe(3);
    expect(total).toBe(15);
  });
});
