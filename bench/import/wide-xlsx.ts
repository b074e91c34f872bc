// The review's hostile-but-honest workbook: 50,000 rows x 50 columns (about 10 MB zipped, 91 MB
// of sheet XML), written straight into a deflate stream row by row so the benchmark itself never
// holds the XML. Property columns first (name, address, ipAddress, type, description), then 45
// columns of numbers.
import { createDeflateRaw, crc32 } from 'node:zlib';
import {
  zipDeflated,
  type DeflatedEntry,
} from '../../src/server/features/google-sheets/test-support/zip.js';

const COLUMNS = 50;

function columnName(n: number): string {
  let s = '';
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26))
    s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}

async function deflate(
  parts: Iterable<string>,
): Promise<{ data: Buffer; size: number; crc: number }> {
  const z = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((r) => z.on('end', r));
  let size = 0;
  let crc = 0;
  for (const part of parts) {
    const b = Buffer.from(part);
    size += b.length;
    crc = crc32(b, crc);
    if (!z.write(b)) await new Promise((r) => z.once('drain', r));
  }
  z.end();
  await ended;
  return { data: Buffer.concat(out), size, crc };
}

function* sheetXml(rows: number, seed: number): Generator<string> {
  const last = `${columnName(COLUMNS)}${rows + 1}`;
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:${last}"/><sheetData>`;
  const header = ['name', 'address', 'ipAddress', 'type', 'description'];
  const cell = (ref: string, text: string) =>
    `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  let x = seed;
  const random = () => (x = (x * 1103515245 + 12345) % 2147483648);
  for (let r = 1; r <= rows + 1; r++) {
    const cells: string[] = [];
    for (let c = 1; c <= COLUMNS; c++) {
      const ref = `${columnName(c)}${r}`;
      if (r === 1) cells.push(cell(ref, header[c - 1] ?? `metric${c}`));
      else if (c === 1) cells.push(cell(ref, `Wide ${r}`));
      else if (c === 2) cells.push(cell(ref, `${r} Bench Road`));
      else if (c === 3) cells.push(cell(ref, `127.80.${r >> 8}.${r & 255}`));
      else if (c === 4) cells.push(cell(ref, 'commercial'));
      else if (c === 5) cells.push(cell(ref, `Unit ${r}`));
      else cells.push(`<c r="${ref}" s="0"><v>${(random() >> 16) % 40}</v></c>`);
    }
    yield `<row r="${r}">${cells.join('')}</row>`;
  }
  yield '</sheetData></worksheet>';
}

const PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Properties" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/** A valid .xlsx of `rows` data rows x 50 columns, with its unzipped size. */
export async function wideXlsx(
  rows: number,
  seed = 1,
): Promise<{ file: Buffer; unzipped: number }> {
  const entries: DeflatedEntry[] = [];
  for (const [name, text] of Object.entries(PARTS))
    entries.push({ name, ...(await deflate([text])) });
  entries.push({ name: 'xl/worksheets/sheet1.xml', ...(await deflate(sheetXml(rows, seed))) });
  const unzipped = entries.reduce((sum, e) => sum + e.size, 0);
  return { file: zipDeflated(entries), unzipped };
}
