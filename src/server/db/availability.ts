// Whether this process can reach its database right now, as its connections last told it: lost
// when a connection fails or ends under it (pool, LISTEN, a request), back when one is made again.
// Read where asking the database would only repeat the failure: a page answers 503 at once, the
// loops wait instead of logging the same refusal every tick.

export type DatabaseAvailability = {
  readonly reachable: boolean;
  /** a connection failed or ended for a reason isDatabaseUnavailable recognises */
  lost(reason: string): void;
  /** a connection was made (or a query answered) */
  back(): void;
  /** called on each change, with the reason when lost */
  onChange(fn: (reachable: boolean, reason?: string) => void): () => void;
};

export function createAvailability(): DatabaseAvailability {
  let reachable = true;
  const listeners = new Set<(reachable: boolean, reason?: string) => void>();
  const set = (next: boolean, reason?: string) => {
    if (next === reachable) return;
    reachable = next;
    for (const fn of listeners) fn(next, reason);
  };
  return {
    get reachable() {
      return reachable;
    },
    lost: (reason) => set(false, reason),
    back: () => set(true),
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

/**
 * True when the database answers. Believed while nothing says otherwise; once something did, asked
 * again (one `SELECT 1`, within `ms`): a single connection ended by an administrator or a pooler's
 * idle timeout must not leave the pages answering 503 with the database up.
 */
export async function databaseAnswers(
  pool: { query: (text: string) => Promise<unknown> },
  availability: DatabaseAvailability,
  ms = 1000,
): Promise<boolean> {
  if (availability.reachable) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const answered = pool.query('SELECT 1').then(
    () => true,
    () => false,
  );
  const ok = await Promise.race([answered, timeout]);
  clearTimeout(timer);
  if (ok) availability.back();
  return ok;
}
