// Waiting in tests: for a condition, never for a fixed time (except inside fakes that simulate one).

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds, at most `ms` milliseconds. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms = 10_000,
  what = 'condition',
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} not met within ${ms} ms`);
    await sleep(20);
  }
}

/** Polls every 10 ms until `check` holds; the milliseconds it took (fails after `ms`). */
export async function msUntil(check: () => Promise<boolean>, ms = 3000): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await sleep(10);
  }
  throw new Error(`not seen within ${ms / 1000} s`);
}
