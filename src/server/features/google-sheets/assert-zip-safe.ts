// An .xlsx is a zip: before a parser opens it, every entry is inflated here with a ceiling, so a
// zip bomb (or a central directory that lies about sizes) is refused without filling memory.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { IMPORT_MSG } from '../../../contracts/imports.js';
import { badRequest } from '../../lib/errors.js';

const inflate = promisify(inflateRaw);

/** A 50,000-row sheet is about 15 MB of XML; nothing honest comes near this. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
const MAX_ENTRIES = 2000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export async function assertZipSafe(data: Buffer, maxBytes = MAX_UNZIPPED_BYTES): Promise<void> {
  const eocd = findEndOfCentralDirectory(data);
  if (eocd < 0) throw badRequest(IMPORT_MSG.unreadable);
  const entries = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  if (entries > MAX_ENTRIES || entries === 0xffff || at === 0xffffffff) {
    throw badRequest(IMPORT_MSG.tooBig);
  }
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) {
      throw badRequest(IMPORT_MSG.unreadable);
    }
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const declared = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const local = data.readUInt32LE(at + 42);
    at += 46 + skip;
    total += declared;
    if (total > maxBytes) throw badRequest(IMPORT_MSG.tooBig);
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) {
      throw badRequest(IMPORT_MSG.unreadable);
    }
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const body = data.subarray(start, start + compressed);
    // Inflate with the declared size as the ceiling: an entry that says 1 KB and expands to
    // 1 GB stops at 1 KB + 1 (zlib's maxOutputLength), on the thread pool, not the event loop.
    const size = method === 0 ? body.length : await inflatedSize(body, declared);
    if (size !== declared) throw badRequest(IMPORT_MSG.tooBig);
  }
}

async function inflatedSize(body: Buffer, declared: number): Promise<number> {
  if (declared === 0) return body.length <= 2 ? 0 : -1;
  try {
    return (await inflate(body, { maxOutputLength: declared })).length;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw badRequest(IMPORT_MSG.tooBig);
    }
    throw badRequest(IMPORT_MSG.unreadable);
  }
}

function findEndOfCentralDirectory(data: Buffer): number {
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) {
    if (data.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}
