// The entries of an .xlsx (a zip) from its central directory, and their contents inflated as a
// stream that stops at a ceiling: nothing here holds more than the bytes it was asked for.
import { createInflateRaw } from 'node:zlib';
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import { badRequest } from '../../lib/errors.js';

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  /** the size the central directory declares once inflated */
  declared: number;
  /** the compressed bytes (a view into the file, not a copy) */
  body: Buffer;
};

const MAX_ENTRIES = 2000;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function listZipEntries(data: Buffer): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(data);
  if (eocd < 0) throw badRequest(IMPORT_MSG.unreadable);
  const count = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES || count === 0xffff || at === 0xffffffff) {
    throw badRequest(IMPORT_MSG.tooBig);
  }
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) {
      throw badRequest(IMPORT_MSG.unreadable);
    }
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const declared = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const local = data.readUInt32LE(at + 42);
    at += 46 + skip;
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) {
      throw badRequest(IMPORT_MSG.unreadable);
    }
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    entries.push({ name, method, declared, body: data.subarray(start, start + compressed) });
  }
  return entries;
}

/**
 * Inflates an entry until `limit` bytes have come out (one more says "larger than the limit").
 * `size` is how many came out (at most limit + one chunk); `head` the first `keep` bytes of them.
 * The inflation runs on the thread pool in 16 KB steps and every step is dropped once counted.
 */
export function inflateUpTo(
  entry: ZipEntry,
  limit: number,
  keep = 0,
): Promise<{ size: number; head: Buffer }> {
  if (entry.method === 0) {
    return Promise.resolve({ size: entry.body.length, head: entry.body.subarray(0, keep) });
  }
  if (entry.method !== 8) return Promise.reject(badRequest(IMPORT_MSG.unreadable));
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    const kept: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve({ size, head: Buffer.concat(kept) });
    };
    inflate.on('data', (chunk: Buffer) => {
      if (size < keep) kept.push(chunk.subarray(0, keep - size));
      size += chunk.length;
      if (size > limit) finish();
    });
    inflate.on('end', finish);
    inflate.on('error', () => {
      if (settled) return;
      settled = true;
      reject(badRequest(IMPORT_MSG.unreadable));
    });
    inflate.end(entry.body);
  });
}

function findEndOfCentralDirectory(data: Buffer): number {
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) {
    if (data.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}
