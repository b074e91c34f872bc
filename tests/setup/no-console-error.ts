// A test that makes the code under test call console.error fails: errors must be asserted, not ignored.
import { afterEach, vi } from 'vitest';

const calls: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  calls.push(args);
  original(...args);
};

afterEach(() => {
  if (calls.length > 0) {
    const first = calls.map((a) => a.map(String).join(' ')).join('\n');
    calls.length = 0;
    throw new Error(`console.error was called during the test:\n${first}`);
  }
  vi.restoreAllMocks();
});
