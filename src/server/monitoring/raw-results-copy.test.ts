// The binary COPY of raw results (decision 036 item 2) against PostgreSQL itself: rows copied in
// read back equal, field for field, to what the old unnest() insert writes for the same input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/test-app.js';
import { encodeRawResults, type RawResult } from './raw-results-copy.js';
import { insertRawResultsUnnest, writeRawResults } from './write-raw-results.js';

describe('raw results by binary COPY', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let ids: number[];
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const pool = database.pool;
    const ws = await pool.query<{ id: string }>(
      `INSERT INTO workspaces (name, plan) VALUES ('Copy', 'enterprise') RETURNING id`,
    );
    ids = (
      await pool.query<{ id: number }>(
        `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
         SELECT $1, 'P' || i, i || ' Copy St', '127.3.0.' || i, true FROM generate_series(1, 3) i
         RETURNING id`,
        [ws.rows[0]!.id],
      )
    ).rows.map((r) => r.id);
  });
  afterAll(() => drop());

  const read = async (from: number) =>
    (
      await database.pool.query<{
        property_id: number;
        ms: string;
        outcome: string;
        rtt: number | null;
      }>(
        // the exact stored values: µs since the Unix epoch as text, the float4 as float8
        `SELECT property_id, (extract(epoch FROM checked_at) * 1000000)::bigint::text AS ms,
                outcome, rtt_ms::float8 AS rtt
           FROM check_results WHERE id > $1 ORDER BY id`,
        [from],
      )
    ).rows;
  const top = async () =>
    Number(
      (
        await database.pool.query<{ m: string }>(
          'SELECT coalesce(max(id), 0) AS m FROM check_results',
        )
      ).rows[0]!.m,
    );

  it('writes every outcome, a NULL round trip, odd times and floats as the unnest insert does', async () => {
    const [a, b, c] = ids as [number, number, number];
    const rows: RawResult[] = [
      { propertyId: a, checkedAt: new Date('2026-11-28T09:30:01.234Z'), outcome: 'up', rttMs: 0.3 },
      {
        propertyId: b,
        checkedAt: new Date('2026-11-28T09:30:01.999Z'),
        outcome: 'timeout',
        rttMs: null,
      },
      {
        propertyId: c,
        checkedAt: new Date('1999-12-31T23:59:59.001Z'),
        outcome: 'unreachable',
        rttMs: null,
      },
      {
        propertyId: a,
        checkedAt: new Date('2000-01-01T00:00:00.000Z'),
        outcome: 'up',
        rttMs: 12345.678,
      },
      { propertyId: b, checkedAt: new Date('2038-01-19T03:14:08.5Z'), outcome: 'up', rttMs: 0 },
      { propertyId: c, checkedAt: new Date(Date.UTC(1970, 0, 1)), outcome: 'up', rttMs: 1e-7 },
      { propertyId: a, checkedAt: new Date(), outcome: 'up', rttMs: 299.99999 },
    ];
    const client = await database.pool.connect();
    try {
      const start = await top();
      await writeRawResults(client, rows);
      const copied = await read(start);
      const mid = await top();
      await insertRawResultsUnnest(client, rows);
      const inserted = await read(mid);
      expect(copied).toHaveLength(rows.length);
      expect(copied).toEqual(inserted);
      expect(copied.map((r) => [r.property_id, Number(r.ms) / 1000, r.outcome])).toEqual(
        rows.map((r) => [r.propertyId, r.checkedAt.getTime(), r.outcome]),
      );
      expect(copied.map((r) => r.rtt)).toEqual(
        rows.map((r) => (r.rttMs === null ? null : Math.fround(r.rttMs))),
      );
    } finally {
      client.release();
    }
  });

  it('is part of the caller’s transaction: rolled back with it', async () => {
    const start = await top();
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await writeRawResults(client, [
        { propertyId: ids[0]!, checkedAt: new Date(), outcome: 'up', rttMs: 1 },
      ]);
      expect(
        (await client.query('SELECT count(*)::int AS n FROM check_results WHERE id > $1', [start]))
          .rows[0].n,
      ).toBe(1);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await read(start)).toEqual([]);
  });

  it('fails the statement on a refused row, leaving the client usable', async () => {
    // the raw table has no foreign key any more (migration 0045): a check refuses this row
    await database.pool.query(
      'ALTER TABLE check_results ADD CONSTRAINT refuse_huge_ids CHECK (property_id < 1000000000)',
    );
    const client = await database.pool.connect();
    try {
      await expect(
        writeRawResults(client, [
          { propertyId: 2_000_000_000, checkedAt: new Date(), outcome: 'up', rttMs: 1 },
        ]),
      ).rejects.toThrow(/refuse_huge_ids/);
      expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      client.release();
      await database.pool.query('ALTER TABLE check_results DROP CONSTRAINT refuse_huge_ids');
    }
  });

  it('encodes the format: signature, header, field counts, NULL as -1, trailer', () => {
    const buf = encodeRawResults([
      {
        propertyId: 7,
        checkedAt: new Date('2000-01-01T00:00:01Z'),
        outcome: 'timeout',
        rttMs: null,
      },
    ]);
    expect(buf.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
    expect(buf.readInt32BE(11)).toBe(0);
    expect(buf.readInt32BE(15)).toBe(0);
    let o = 19;
    expect(buf.readInt16BE(o)).toBe(4);
    expect([buf.readInt32BE(o + 2), buf.readInt32BE(o + 6)]).toEqual([4, 7]);
    expect([buf.readInt32BE(o + 10), buf.readBigInt64BE(o + 14)]).toEqual([8, 1_000_000n]);
    o += 22;
    expect(buf.readInt32BE(o)).toBe(7);
    expect(buf.subarray(o + 4, o + 11).toString()).toBe('timeout');
    expect(buf.readInt32BE(o + 11)).toBe(-1);
    expect(buf.readInt16BE(o + 15)).toBe(-1);
    expect(buf.length).toBe(o + 17);
    expect(encodeRawResults([]).length).toBe(21);
  });
});
