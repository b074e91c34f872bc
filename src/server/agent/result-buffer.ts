// Results waiting to be posted. Bounded: while the server cannot be reached the agent keeps up to
// `max` results (sent late, marked as such, once it is back); beyond that the oldest are dropped
// and counted, and the count is sent with the next post that succeeds.
import type { AgentResult } from '../../contracts/agents.js';

export type ResultBuffer = {
  push(results: AgentResult[]): void;
  /** up to n of the oldest results, with the dropped count, for one post */
  take(n: number): { results: AgentResult[]; dropped: number };
  /** the post failed: they go back in front, marked late (they were held while cut off) */
  giveBack(results: AgentResult[], dropped: number): void;
  readonly size: number;
  readonly dropped: number;
};

export function createResultBuffer(max: number): ResultBuffer {
  let items: AgentResult[] = [];
  let dropped = 0;
  const trim = () => {
    const over = items.length - max;
    if (over > 0) {
      items = items.slice(over);
      dropped += over;
    }
  };
  return {
    push(results) {
      items.push(...results);
      trim();
    },
    take(n) {
      const results = items.slice(0, n);
      items = items.slice(results.length);
      const d = dropped;
      dropped = 0;
      return { results, dropped: d };
    },
    giveBack(results, d) {
      items = [...results.map((r) => ({ ...r, late: true })), ...items];
      dropped += d;
      trim();
    },
    get size() {
      return items.length;
    },
    get dropped() {
      return dropped;
    },
  };
}
