// The agent holds a gathered work answer's checks until each is due: checks due together run as
// one batch, later ones at their own time (not when the answer came), and stopping hands over
// what is still held.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentCheck } from '../../contracts/agents.js';
import { createHeldChecks } from './held-checks.js';

const check = (id: string, dueInMs: number): AgentCheck => ({
  id,
  address: '127.0.0.1',
  method: 'icmp',
  port: null,
  timeoutMs: 1000,
  dueInMs,
});

describe('held checks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each check at its due time, those due together in one batch', async () => {
    const ran: { at: number; ids: string[] }[] = [];
    const start = Date.now();
    const held = createHeldChecks((checks) =>
      ran.push({ at: Date.now() - start, ids: checks.map((c) => c.id) }),
    );
    held.add([check('c', 600), check('a', 0), check('b', -5), check('d', 610)]);
    expect(held.size).toBe(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual([{ at: 0, ids: ['b', 'a'] }]);
    await vi.advanceTimersByTimeAsync(599);
    expect(ran).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // 'd' is due 10 ms later: batches are at least 25 ms apart, so it waits for the next one
    expect(ran[1]).toEqual({ at: 600, ids: ['c'] });
    await vi.advanceTimersByTimeAsync(30);
    expect(ran[2]).toEqual({ at: 625, ids: ['d'] });
    expect(held.size).toBe(0);
  });

  it('a later answer with an earlier check runs it first; drain hands over the rest', async () => {
    const ran: string[][] = [];
    const held = createHeldChecks((checks) => ran.push(checks.map((c) => c.id)));
    held.add([check('late', 900)]);
    held.add([check('asked', 0)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual([['asked']]);
    expect(held.drain().map((c) => c.id)).toEqual(['late']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ran).toEqual([['asked']]);
  });
});
