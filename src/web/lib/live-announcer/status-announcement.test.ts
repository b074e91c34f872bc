import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBurstCollector,
  describeStatusChanges,
  type StatusChange,
} from './status-announcement.js';

const names: Record<number, string> = { 1: 'Lobby Router', 2: 'Gate Router', 3: 'Pool Router' };
const nameOf = (id: number) => names[id];
const change = (propertyId: number, status: StatusChange['status']): StatusChange => ({
  propertyId,
  status,
});

describe('describeStatusChanges', () => {
  it('names one property and its new status in words', () => {
    expect(describeStatusChanges([change(1, 'offline')], nameOf)).toBe(
      'Lobby Router is now offline.',
    );
    expect(describeStatusChanges([change(2, 'timeout')], nameOf)).toBe(
      'Gate Router is now timing out.',
    );
  });

  it('names up to three, each once with its latest status', () => {
    const burst = [change(1, 'timeout'), change(2, 'offline'), change(1, 'offline')];
    expect(describeStatusChanges(burst, nameOf)).toBe(
      'Gate Router is now offline. Lobby Router is now offline.',
    );
    expect(describeStatusChanges([change(99, 'online')], nameOf)).toBe('A property is now online.');
  });

  it('sums a large burst up by status, the urgent ones first, in one sentence', () => {
    const burst = Array.from({ length: 10_000 }, (_, i) =>
      change(i, i < 9_000 ? 'offline' : i < 9_990 ? 'online' : 'timeout'),
    );
    expect(describeStatusChanges(burst, nameOf)).toBe(
      '10,000 properties changed status: 9,000 offline, 10 timing out, 990 online.',
    );
  });

  it('says nothing for no changes', () => {
    expect(describeStatusChanges([], nameOf)).toBe('');
  });
});

describe('createBurstCollector', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands over a burst once, after the window that its first item opened', () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    const collector = createBurstCollector<number>(1000, flush);
    for (let i = 0; i < 500; i++) collector.push(i);
    vi.advanceTimersByTime(999);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush.mock.calls[0]![0]).toHaveLength(500);

    collector.push(7);
    vi.advanceTimersByTime(1000);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(flush.mock.calls[1]![0]).toEqual([7]);
  });

  it('drops what it holds when cancelled (the page went away)', () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    const collector = createBurstCollector<number>(1000, flush);
    collector.push(1);
    collector.cancel();
    vi.advanceTimersByTime(5000);
    expect(flush).not.toHaveBeenCalled();
  });
});
