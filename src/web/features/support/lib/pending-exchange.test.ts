import { describe, expect, it } from 'vitest';
import { shownPending, type SentExchange } from './pending-exchange.js';

const sent: SentExchange = {
  conversationId: 'c1',
  question: 'Which properties are offline?',
  answer: 'None of your 3 properties',
  storedBefore: 4,
};
const stored = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));

describe('shownPending', () => {
  it('shows the exchange while its answer is not stored yet', () => {
    expect(shownPending(sent, 'c1', stored(4))).toEqual({
      conversationId: 'c1',
      question: 'Which properties are offline?',
      answer: 'None of your 3 properties',
    });
    // the question alone is stored before the answer streams
    expect(shownPending(sent, 'c1', stored(5))).not.toBeNull();
  });

  it('hides it once the re-read messages hold the question and the answer', () => {
    expect(shownPending(sent, 'c1', stored(6))).toBeNull();
  });

  it('shows nothing in another conversation or when nothing is sent', () => {
    expect(shownPending(sent, 'c2', stored(0))).toBeNull();
    expect(shownPending(null, 'c1', stored(4))).toBeNull();
  });
});
