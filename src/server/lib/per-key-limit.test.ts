import { describe, expect, it } from 'vitest';
import { createPerKeyLimit } from './per-key-limit.js';

describe('per-key limit', () => {
  it('allows max at once per key, and one more after a release', () => {
    const limit = createPerKeyLimit(2);
    const a1 = limit.tryAcquire('a');
    const a2 = limit.tryAcquire('a');
    expect(a1 && a2).toBeTruthy();
    expect(limit.tryAcquire('a')).toBeUndefined();
    expect(limit.tryAcquire('b')).toBeDefined();
    a1!();
    a1!(); // a second release of the same slot frees nothing more
    expect(limit.tryAcquire('a')).toBeDefined();
    expect(limit.tryAcquire('a')).toBeUndefined();
  });
});
