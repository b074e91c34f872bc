// CSV: UTF-8 with or without a byte-order mark, comma, semicolon or tab separated, quoted fields.
// Streamed: papaparse reads 64 KB at a time and hands over one record at a time, so a file is
// never held as a whole grid, and reading stops at the first row past a ceiling.
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import type { GridRow } from './read-spreadsheet.js';

const CHUNK_BYTES = 64 * 1024;

export function readCsv(data: Buffer, onRow: (row: GridRow) => void): Promise<void> {
  const start = data.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  // the decoder behind setEncoding keeps a character split between two chunks whole
  const input = Readable.from(chunks(data.subarray(start))).setEncoding('utf8');
  let row = 0;
  let failure: unknown;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(input as unknown as File, {
      delimitersToGuess: [',', ';', '\t'],
      skipEmptyLines: false,
      // Blank records are skipped by the collector, not here, so a row keeps its number.
      step: (result, parser) => {
        try {
          onRow({ row: ++row, cells: result.data });
        } catch (e) {
          failure = e;
          parser.abort();
        }
      },
      complete: () => (failure ? reject(failure) : resolve()),
      error: (e: unknown) => reject(failure ?? e),
    });
  });
}

function* chunks(data: Buffer): Generator<Buffer> {
  for (let at = 0; at < data.length; at += CHUNK_BYTES) yield data.subarray(at, at + CHUNK_BYTES);
}
