// What a screen reader hears when property statuses change live: one sentence per burst, whether
// one property changed or ten thousand (a list of names would never end).

export type StatusChange = { propertyId: number; status: string };

/** Up to this many changes are read out by name; more are summed up by status. */
export const NAMED_CHANGES_MAX = 3;

const WORDS: Record<string, string> = {
  online: 'online',
  offline: 'offline',
  timeout: 'timing out',
  unknown: 'not checked yet',
};
/** Summaries list the statuses that need attention first. */
const ORDER = ['offline', 'timeout', 'unknown', 'online'];

const word = (status: string) => WORDS[status] ?? status;

/** The latest status of each property in the burst, in the order of their latest change. */
export function latestChanges(changes: readonly StatusChange[]): StatusChange[] {
  const latest = new Map<number, string>();
  for (const c of changes) {
    latest.delete(c.propertyId);
    latest.set(c.propertyId, c.status);
  }
  return [...latest].map(([propertyId, status]) => ({ propertyId, status }));
}

/** One announcement for a burst of changes; '' when there is nothing to say. */
export function describeStatusChanges(
  changes: readonly StatusChange[],
  nameOf: (propertyId: number) => string | undefined,
): string {
  const latest = latestChanges(changes);
  if (latest.length === 0) return '';
  if (latest.length <= NAMED_CHANGES_MAX) {
    return latest
      .map((c) => `${nameOf(c.propertyId) ?? 'A property'} is now ${word(c.status)}.`)
      .join(' ');
  }
  const counts = new Map<string, number>();
  for (const c of latest) counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
  const rank = (s: string) => (ORDER.includes(s) ? ORDER.indexOf(s) : ORDER.length);
  const parts = [...counts]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([status, n]) => `${n.toLocaleString('en-US')} ${word(status)}`);
  return `${latest.length.toLocaleString('en-US')} properties changed status: ${parts.join(', ')}.`;
}

/**
 * Collects items and hands them over together `windowMs` after the first one of a burst, so a
 * burst (an area-wide outage arrives as many events within a second) is announced once.
 */
export function createBurstCollector<T>(windowMs: number, flush: (items: T[]) => void) {
  let items: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(item: T) {
      items.push(item);
      timer ??= setTimeout(() => {
        timer = undefined;
        const batch = items;
        items = [];
        flush(batch);
      }, windowMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      items = [];
    },
  };
}
