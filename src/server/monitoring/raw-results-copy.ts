// Raw check results encoded in PostgreSQL's binary COPY format, one Buffer a batch (decision 036
// item 2). node-postgres sent the old `INSERT … SELECT * FROM unnest($1::int[], …)` arrays as text
// literals, a Date formatted per element: ~14 % of the worker's CPU at 100,000 properties. Here
// each row is a few fixed-size writes into one buffer sized in advance.
//
// The format (PostgreSQL docs, "COPY … Binary Format"): an 11-byte signature, an int32 of flags
// and an int32 header-extension length (both 0); per row an int16 field count, then per field an
// int32 byte length (-1 for NULL) and the value in its type's binary send format, big-endian;
// an int16 -1 as trailer.
import type { ProbeOutcome } from '../../contracts/monitoring.js';

/** One raw result as `check_results` holds it (its `id` is the table's identity). */
export type RawResult = {
  propertyId: number;
  checkedAt: Date;
  outcome: ProbeOutcome;
  /** milliseconds, stored as `real` (float4); null when the check got no answer */
  rttMs: number | null;
};

/** The columns, in the order the encoder writes them: the COPY statement must list the same. */
export const RAW_RESULT_COLUMNS = ['property_id', 'checked_at', 'outcome', 'rtt_ms'] as const;

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER_BYTES = SIGNATURE.length + 4 + 4;
const TRAILER_BYTES = 2;
/** PostgreSQL's timestamp epoch, 2000-01-01T00:00:00Z, in Unix milliseconds. */
const PG_EPOCH_MS = 946_684_800_000;
const TWO_32 = 2 ** 32;

const outcomeBytes = new Map<string, Buffer>();
const textOf = (s: string): Buffer => {
  let b = outcomeBytes.get(s);
  if (!b) {
    b = Buffer.from(s, 'utf8');
    outcomeBytes.set(s, b);
  }
  return b;
};

// field count (2) + property_id (4 + 4) + checked_at (4 + 8) + outcome length (4) + rtt length (4)
const FIXED_ROW_BYTES = 2 + 8 + 12 + 4 + 4;

/** The whole COPY stream of `rows`: header, one tuple per row in order, trailer. */
export function encodeRawResults(rows: readonly RawResult[]): Buffer {
  let size = HEADER_BYTES + TRAILER_BYTES;
  for (const r of rows) {
    size += FIXED_ROW_BYTES + textOf(r.outcome).length + (r.rttMs === null ? 0 : 4);
  }
  const buf = Buffer.allocUnsafe(size);
  let o = SIGNATURE.copy(buf, 0);
  o = buf.writeInt32BE(0, o); // flags: no OIDs
  o = buf.writeInt32BE(0, o); // no header extension
  for (const r of rows) {
    o = buf.writeInt16BE(RAW_RESULT_COLUMNS.length, o);
    o = buf.writeInt32BE(4, o);
    o = buf.writeInt32BE(r.propertyId, o);
    // timestamptz: int8 microseconds since 2000-01-01 UTC. A Date has whole milliseconds, so the
    // value is exact in a double (|µs| < 2^53 for any year 0001-9999); written as two 32-bit halves.
    const us = (r.checkedAt.getTime() - PG_EPOCH_MS) * 1000;
    if (!Number.isFinite(us)) throw new RangeError(`invalid checked_at for ${r.propertyId}`);
    const hi = Math.floor(us / TWO_32);
    o = buf.writeInt32BE(8, o);
    o = buf.writeInt32BE(hi, o);
    o = buf.writeUInt32BE(us - hi * TWO_32, o);
    const text = textOf(r.outcome);
    o = buf.writeInt32BE(text.length, o);
    o += text.copy(buf, o);
    if (r.rttMs === null) {
      o = buf.writeInt32BE(-1, o);
    } else {
      o = buf.writeInt32BE(4, o);
      o = buf.writeFloatBE(r.rttMs, o);
    }
  }
  buf.writeInt16BE(-1, o);
  return buf;
}
