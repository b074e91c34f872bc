// The digit-by-digit timestamptz reader against PostgreSQL's own text and epoch for the same
// instants, in time zones with whole-hour, half-hour, quarter-hour and second offsets, and its
// refusal (left to the slower parser) of what it does not read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.js';
import { parseTimestamptzMs } from './parse-timestamptz.js';

describe('parseTimestamptzMs', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Asia/Kathmandu', 'Europe/Amsterdam'])(
    'reads what PostgreSQL writes in %s as the instant PostgreSQL means',
    async (zone) => {
      const client = await t.database.pool.connect();
      try {
        await client.query(`SET TimeZone = '${zone}'`);
        // instants from 1890 (Amsterdam's offset then had seconds: +00:19:32) to 2090, with
        // 0-6 fraction digits; the types' parsers are skipped: the text as the server sends it
        const { rows } = await client.query<{ text: string; ms: string }>({
          text: `SELECT t::text AS text, floor(extract(epoch FROM t) * 1000)::text AS ms
                   FROM (SELECT timestamptz '1890-01-01 00:00:00+00'
                              + make_interval(secs => i * 1234567.891234) AS t
                           FROM generate_series(0, 5000) AS i
                         UNION ALL SELECT timestamptz '2026-11-29 04:30:00+00'
                         UNION ALL SELECT timestamptz '2026-11-29 04:30:00.5+00'
                         UNION ALL SELECT timestamptz '2026-11-29 04:30:00.000999+00') x`,
          types: { getTypeParser: () => (v: string) => v },
        });
        expect(rows.length).toBe(5004);
        for (const r of rows) {
          const ms = parseTimestamptzMs(r.text);
          if (ms !== Number(r.ms))
            expect({ text: r.text, ms }).toEqual({ text: r.text, ms: Number(r.ms) });
        }
      } finally {
        client.release();
      }
    },
  );

  it('leaves to the slower parser what it does not read', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '2026-11-29 04:30:00+00 BC',
      '0099-01-01 00:00:00+00',
      '12026-11-29 04:30:00+00',
      '2026-11-29T04:30:00+00',
      '2026-11-29 04:30:00.+00',
      '2026-11-29 04:30:00+0',
      '2026-11-29 04:30:00+00:3',
      '2026-11-29 04:30:00',
    ]) {
      expect(parseTimestamptzMs(text), text).toBeUndefined();
    }
  });
});
