import pg from 'pg';
import { describe, expect, it } from 'vitest';
import './client.js';

describe('timestamptz parsing', () => {
  const parse = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (v: string) => Date;
  it.each([
    ['2026-11-21 15:52:03.123456+00', '2026-11-21T15:52:03.123Z'],
    ['2026-11-21 15:52:03+00', '2026-11-21T15:52:03.000Z'],
    ['2026-11-21 17:52:03.5+02', '2026-11-21T15:52:03.500Z'],
    ['2026-11-21 21:22:03+05:30', '2026-11-21T15:52:03.000Z'],
    ['1999-01-08 04:05:06-08', '1999-01-08T12:05:06.000Z'],
  ])('reads %s as the same instant', (text, iso) => {
    expect(parse(text).toISOString()).toBe(iso);
  });
});
