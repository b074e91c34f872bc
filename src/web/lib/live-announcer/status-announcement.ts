// What a screen reader hears when property statuses change live: one sentence per burst, whether
// one property changed or ten thousand (a list of names would never end).
import type { PropertyStatus } from '../../../contracts/properties.js';

export type StatusChange = { propertyId: number; status: PropertyStatus };

/** Up to this many changes are read out by name; more are summed up by status. */
export const NAMED_CHANGES_MAX = 3;

const WORDS: Record<PropertyStatus, string> = {
  online: 'online',
  offline: 'offline',
  timeout: 'timing out',
  unknown: 'not checked yet',
};
/** Summaries list the statuses that need attention first. */
const RANK: Record<PropertyStatus, number> = { offline: 0, timeout: 1, unknown: 2, online: 3 };

const word = (status: PropertyStatus) => WORDS[status];

/** The latest status of each property in the burst, in the order of their latest change. */
export function latestChanges(changes: readonly StatusChange[]): StatusChange[] {
  const latest = new Map<number, PropertyStatus>();
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
  const counts = new Map<PropertyStatus, number>();
  for (const c of latest) counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
  const parts = [...counts]
    .sort(([a], [b]) => RANK[a] - RANK[b])
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
