// The agent's bounded buffer while the server is away: held results go back marked late, and
// beyond the bound the oldest are dropped and counted for the next post.
import { describe, expect, it } from 'vitest';
import type { AgentResult } from '../../contracts/agents.js';
import { createResultBuffer } from './result-buffer.js';

const result = (id: number): AgentResult => ({
  id: String(id),
  outcome: 'up',
  rttMs: 1,
  checkedAt: Date.parse('2026-11-27T17:00:00.000Z'),
  late: false,
});

describe('the result buffer', () => {
  it('gives failed posts back marked late, and drops the oldest beyond the bound with a count', () => {
    const buffer = createResultBuffer(3);
    buffer.push([result(1), result(2)]);
    const sent = buffer.take(10);
    expect(sent).toEqual({ results: [result(1), result(2)], dropped: 0 });
    buffer.giveBack(sent.results, sent.dropped);
    buffer.push([result(3), result(4)]);
    const next = buffer.take(10);
    expect(next.results.map((r) => [r.id, r.late])).toEqual([
      ['2', true],
      ['3', false],
      ['4', false],
    ]);
    expect(next.dropped).toBe(1);
    expect(buffer.dropped).toBe(0);
  });
});
