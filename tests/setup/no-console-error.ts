// A test that makes the code under test call console.error fails: errors must be asserted, not ignored.
// Runs before every test file; files share a worker (vitest.config.ts `isolate: false`), so
// console.error is wrapped once per worker and each file's hooks read the one shared list.
import { afterAll, afterEach, vi } from 'vitest';

const KEY = Symbol.for('pm.test.consoleErrors');
type Shared = { [KEY]?: unknown[][] };
const shared = globalThis as Shared;
if (!shared[KEY]) {
  const calls: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    calls.push(args);
    original(...args);
  };
  shared[KEY] = calls;
}
const calls = shared[KEY];

afterEach(() => {
  if (calls.length > 0) {
    const first = calls.map((a) => a.map(String).join(' ')).join('\n');
    calls.length = 0;
    throw new Error(`console.error was called during the test:\n${first}`);
  }
  vi.restoreAllMocks();
});

// What a file switched on must not reach the next file in the same worker; errors printed after
// its last test (in its afterAll) are its own, as when each file had a process of its own.
afterAll(() => {
  vi.useRealTimers();
  calls.length = 0;
});
