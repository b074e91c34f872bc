// Hand-made zip files: for the zip-bomb tests, entries whose headers may lie about their size;
// for the import benchmark, entries deflated as a stream by the caller (bench/import/wide-xlsx.ts).
import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; content: Buffer; declaredSize?: number };
/** An entry already deflated (raw deflate), with its unzipped size and CRC-32. */
export type DeflatedEntry = { name: string; data: Buffer; size: number; crc: number };

export function zipFile(entries: ZipEntry[]): Buffer {
  return zipDeflated(
    entries.map((e) => ({
      name: e.name,
      data: deflateRawSync(e.content),
      size: e.declaredSize ?? e.content.length,
      crc: crc32(e.content),
    })),
  );
}

export function zipDeflated(entries: DeflatedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { data, size, crc, ...e } of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
