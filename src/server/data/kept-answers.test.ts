// What a kept answer may be served for: unchanged signal, live listener, within its age; past the
// age one background read replaces it while readers keep getting the old one; a moved signal is
// never served through; concurrent readers share one read; memory bounded by bytes, LRU.
import { describe, expect, it } from 'vitest';
import { createChangeSignals } from '../db/change-signals.js';
import { builtAnswer, jsonPieces } from './answer-cache.js';
import { createKeptAnswers } from './kept-answers.js';

const TTL = 1000;

function setup(maxBytes = 1_000_000) {
  const signals = createChangeSignals();
  signals.setLive(true);
  let clock = 0;
  const kept = createKeptAnswers(signals, 'stats', { ttlMs: TTL, maxBytes, now: () => clock });
  let reads = 0;
  let next = 'v1';
  const build = () => {
    reads++;
    return Promise.resolve(next);
  };
  const body = async (id = 'a', key = 'ws1') => (await kept.get(id, key, build)).body();
  return {
    signals,
    kept,
    body,
    build,
    reads: () => reads,
    setNext: (v: string) => (next = v),
    advance: (ms: number) => (clock += ms),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('kept answers', () => {
  it('peeks at an answer only while get would serve it without a read to wait for', async () => {
    const s = setup();
    expect(s.kept.peek('a', 'ws1')).toBeUndefined(); // nothing kept yet
    await s.body();
    expect(await s.kept.peek('a', 'ws1')?.body()).toBe('v1');
    s.signals.bump('stats', 'ws1');
    expect(s.kept.peek('a', 'ws1')).toBeUndefined(); // a moved signal: get reads again
    await s.body();
    s.advance(TTL);
    // past its age no read runs yet: get starts one, and serves the old answer meanwhile
    expect(s.kept.peek('a', 'ws1')).toBeUndefined();
    let release = () => {};
    const slow = s.kept.get('a', 'ws1', () => new Promise((r) => (release = () => r('v2'))));
    expect(await (await slow).body()).toBe('v1');
    expect(await s.kept.peek('a', 'ws1')?.body()).toBe('v1');
    release();
    await settle();
    expect(await s.kept.peek('a', 'ws1')?.body()).toBe('v2');
    s.advance(2 * TTL);
    expect(s.kept.peek('a', 'ws1')).toBeUndefined();
  });

  it('reads once, then serves the kept answer until its signal moves', async () => {
    const s = setup();
    expect(await s.body()).toBe('v1');
    s.setNext('v2');
    expect(await s.body()).toBe('v1');
    expect(s.reads()).toBe(1);
    // another workspace's change leaves it alone; its own is never served through
    s.signals.bump('stats', 'ws2');
    expect(await s.body()).toBe('v1');
    s.signals.bump('stats', 'ws1');
    expect(await s.body()).toBe('v2');
    s.setNext('v3');
    s.signals.bump('stats');
    expect(await s.body()).toBe('v3');
    expect(s.reads()).toBe(3);
  });

  it('serves nothing kept while other processes’ changes do not reach this one', async () => {
    const s = setup();
    await s.body();
    s.signals.setLive(false);
    s.setNext('v2');
    expect(await s.body()).toBe('v2');
    expect(await s.body()).toBe('v2');
    expect(s.reads()).toBe(3);
  });

  it('past its age, serves the old answer while one read replaces it; past twice, waits', async () => {
    const s = setup();
    await s.body();
    s.setNext('v2');
    s.advance(TTL);
    expect(await Promise.all([s.body(), s.body(), s.body()])).toEqual(['v1', 'v1', 'v1']);
    await settle();
    expect(s.reads()).toBe(2);
    expect(await s.body()).toBe('v2');
    s.setNext('v3');
    s.advance(2 * TTL);
    expect(await s.body()).toBe('v3');
    expect(s.reads()).toBe(3);
  });

  it('gives concurrent readers one read, and the same answer object', async () => {
    const s = setup();
    const [a, b] = await Promise.all([s.kept.get('a', 'ws1', s.build), s.kept.get('a', 'ws1', s.build)]);
    expect(a).toBe(b);
    expect(s.reads()).toBe(1);
    // the ETag follows the content: read again after a change back, the same validator
    s.signals.bump('stats');
    expect((await s.kept.get('a', 'ws1', s.build)).etag).toBe(a!.etag);
  });

  it('keeps at most maxBytes, text and compressed forms, dropping the least recently used', async () => {
    const s = setup(2500);
    s.setNext('x'.repeat(1000));
    await s.body('a');
    await s.body('b');
    await s.body('a'); // a is now the most recently used
    expect(s.kept.size).toBe(2);
    await s.body('c');
    expect(s.kept.size).toBe(2);
    const reads = s.reads();
    await s.body('a');
    expect(s.reads()).toBe(reads); // kept
    await s.body('b');
    expect(s.reads()).toBe(reads + 1); // dropped, read again
    // a compressed form counts too
    const answer = await s.kept.get('b', 'ws1', s.build);
    await answer.encoded('gzip');
    await settle();
    expect(s.kept.bytes).toBeLessThanOrEqual(2500);
    // an answer bigger than the bound is served, not kept
    s.setNext('y'.repeat(3000));
    expect(await s.body('d')).toHaveLength(3000);
    expect(await s.body('d')).toHaveLength(3000);
    expect(s.reads()).toBe(reads + 3);
  });

  it('makes the compressed forms readers asked for before a replacement is served', async () => {
    const s = setup();
    const first = await s.kept.get('a', 'ws1', s.build);
    await first.encoded('br');
    expect(first.encodings()).toEqual(['br']);
    s.setNext('v2');
    s.advance(TTL);
    await s.body(); // the old one, while one read replaces it
    // the replacement's br form is made in zlib's thread pool: under load that takes longer than
    // a turn or two of the event loop, so wait (bounded) until the old one is no longer served
    let next = await s.kept.get('a', 'ws1', s.build);
    for (let i = 0; i < 200 && (await next.body()) !== 'v2'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      next = await s.kept.get('a', 'ws1', s.build);
    }
    expect(await next.body()).toBe('v2');
    // ready when served: its br form was made before it took the old one's place
    expect(next.encodings()).toEqual(['br']);
    expect(s.kept.bytes).toBeGreaterThan('v2'.length);
  });

  it('takes a body as bytes with the ETag of its text, made from its pieces', async () => {
    const pieces = jsonPieces();
    for (const p of ['[', '{"a":"é"}', ',', '{"b":1}', ']']) pieces.add(p);
    const bytes = builtAnswer(pieces.done());
    const text = builtAnswer('[{"a":"é"},{"b":1}]');
    expect(bytes.etag).toBe(text.etag);
    expect(String(await bytes.body())).toBe(await text.body());
    expect(await bytes.encoded('gzip')).toEqual(await text.encoded('gzip'));
  });
});
