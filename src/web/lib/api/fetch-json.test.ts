import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchJsonOrNullOn401, sampledArray } from './fetch-json.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (body: string, status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );

const item = z.object({ id: z.number(), name: z.string() });
const list = sampledArray(item);

describe('sampledArray', () => {
  it('accepts an empty list and a list whose first and last items match', () => {
    expect(list.parse([])).toEqual([]);
    const rows = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ];
    expect(list.parse(rows)).toEqual(rows);
  });

  it('refuses an answer that is not a list, or whose first or last item is something else', () => {
    expect(list.safeParse({ id: 1, name: 'a' }).success).toBe(false);
    expect(
      list.safeParse([
        { id: '1', name: 'a' },
        { id: 2, name: 'b' },
      ]).success,
    ).toBe(false);
    expect(list.safeParse([{ id: 1, name: 'a' }, { message: 'Server error' }]).success).toBe(false);
  });
});

describe('fetchJsonOrNullOn401', () => {
  const user = z.object({ id: z.string() });

  it('resolves null on 401 (signed out)', async () => {
    answer('{"message":"Unauthorized"}', 401);
    expect(await fetchJsonOrNullOn401('/api/auth/user', user)).toBeNull();
  });

  it('parses a 200 by the schema, and refuses an answer of another shape', async () => {
    answer('{"id":"u1","extra":true}', 200);
    expect(await fetchJsonOrNullOn401('/api/auth/user', user)).toEqual({ id: 'u1' });
    answer('{"id":1}', 200);
    await expect(fetchJsonOrNullOn401('/api/auth/user', user)).rejects.toThrow();
  });

  it('throws the ApiError of other failures', async () => {
    answer('down', 503);
    await expect(fetchJsonOrNullOn401('/api/auth/user', user)).rejects.toMatchObject({
      status: 503,
      code: 'unavailable',
      message: 'down',
    });
  });
});
