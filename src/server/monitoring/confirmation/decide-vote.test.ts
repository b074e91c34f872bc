// The rule's edges: who asks, who agrees, what waits, and what a lapsed or agreed request means.
import { describe, expect, it } from 'vitest';
import { confirmedTransition, decideVote, type Pending, type Vote } from './decide-vote.js';

const vote = (over: Partial<Vote> = {}): Vote => ({
  location: 'primary',
  failing: true,
  overThreshold: true,
  status: 'online',
  ...over,
});
const pending = (over: Partial<Pending> = {}): Pending => ({
  direction: 'offline',
  firstLocation: 'agent-a',
  live: true,
  agreed: false,
  ...over,
});

describe('a vote for confirmation from 2 locations', () => {
  it('the first location past its threshold asks; below it, it waits', () => {
    expect(decideVote(vote(), undefined)).toEqual({ kind: 'ask', direction: 'offline' });
    expect(decideVote(vote({ overThreshold: false }), undefined)).toEqual({
      kind: 'wait',
      direction: 'offline',
    });
  });

  it('a second location agrees with a single failure; the asker does not agree with itself', () => {
    expect(decideVote(vote({ overThreshold: false }), pending())).toEqual({
      kind: 'agree',
      direction: 'offline',
    });
    expect(decideVote(vote({ location: 'agent-a' }), pending())).toEqual({
      kind: 'wait',
      direction: 'offline',
    });
  });

  it('a lapsed request is asked again; one of the other direction does not count', () => {
    expect(decideVote(vote(), pending({ live: false }))).toEqual({
      kind: 'ask',
      direction: 'offline',
    });
    expect(decideVote(vote(), pending({ direction: 'online' }))).toEqual({
      kind: 'ask',
      direction: 'offline',
    });
    expect(decideVote(vote({ location: 'agent-a' }), pending({ agreed: true }))).toEqual({
      kind: 'agree',
      direction: 'offline',
    });
  });

  it('recovery: the first answer asks, a second agrees; results matching the status are no vote', () => {
    const up = vote({ failing: false, status: 'offline', overThreshold: false });
    expect(decideVote(up, undefined)).toEqual({ kind: 'ask', direction: 'online' });
    expect(decideVote(up, pending({ direction: 'online' }))).toEqual({
      kind: 'agree',
      direction: 'online',
    });
    expect(decideVote(vote({ status: 'offline' }), undefined)).toEqual({ kind: 'none' });
    expect(decideVote(vote({ failing: false }), pending())).toEqual({ kind: 'none' });
  });

  it('a confirmed outage alerts once, from any earlier state', () => {
    expect(confirmedTransition({ status: 'online', consecutiveFailures: 2 }, 'offline')).toEqual({
      status: 'offline',
      consecutiveFailures: 3,
      changed: true,
      alert: 'offline',
    });
    expect(
      confirmedTransition({ status: 'offline', consecutiveFailures: 3 }, 'offline').alert,
    ).toBeNull();
  });
});
