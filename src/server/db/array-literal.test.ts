// The array literal the result write sends reads back in PostgreSQL as the values given, for each
// type the write uses, with nulls, and refuses what is not a finite number.
import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal.js';
import { useMonitorTestApp } from '../monitoring/test-support/fixtures.js';

describe('arrayLiteral', () => {
  const { pool } = useMonitorTestApp();

  it('reads back as the same int, real, float8 and bool values, nulls included', async () => {
    const ints = [0, 1, -7, 2_147_483_647, 123_456];
    const reals = [0.05, null, 1.25, 3.4e-5, 99.9];
    const times = [1_795_800_044_000, 1_795_800_044_000.5, null, 0, -1_000];
    const bools = [true, false, null, true, false];
    const { rows } = await pool().query(
      `SELECT $1::int[] AS ints, $2::real[] AS reals, $3::float8[] AS times, $4::bool[] AS bools`,
      [arrayLiteral(ints), arrayLiteral(reals), arrayLiteral(times), arrayLiteral(bools)],
    );
    expect(rows[0].ints).toEqual(ints);
    // real's text output is the shortest that reads back as the same real
    expect(rows[0].reals).toEqual(reals);
    expect(rows[0].times).toEqual(times);
    expect(rows[0].bools).toEqual(bools);
  });

  it('an empty array is the empty literal', async () => {
    const { rows } = await pool().query('SELECT cardinality($1::int[]) AS n', [arrayLiteral([])]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses NaN, infinities and undefined rather than send them as text', () => {
    expect(() => arrayLiteral([1, Number.NaN])).toThrow(TypeError);
    expect(() => arrayLiteral([Number.POSITIVE_INFINITY])).toThrow(TypeError);
    expect(() => arrayLiteral([null, Number.NEGATIVE_INFINITY])).toThrow(TypeError);
    expect(() => arrayLiteral([1, undefined as unknown as null])).toThrow(TypeError);
  });
});
