// Real spreadsheet files for the tests: .xlsx written by exceljs, .xls by the SheetJS republish,
// CSV as bytes; and a multipart body as a browser sends it.
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

export type Cell = string | number | { formula: string; result: string | number };

export async function xlsxFile(rows: Cell[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Properties');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function xlsFile(rows: string[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Properties');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

export function csvFile(text: string, bom = false): Buffer {
  return Buffer.from((bom ? '\uFEFF' : '') + text, 'utf8');
}

export const HEADER = ['name', 'address', 'ipAddress', 'type', 'description'];

/** n valid rows on loopback 127.<block>.x.y. */
export function propertyRows(n: number, block = 60, prefix = 'Block'): string[][] {
  return Array.from({ length: n }, (_, i) => [
    `${prefix} ${i + 1}`,
    `${i + 1} Import Street`,
    `127.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    'commercial',
    `Unit ${i + 1}`,
  ]);
}

const BOUNDARY = '----property-monitor-test-boundary';

/** A multipart/form-data body: the permission field first (as the page sends it), then the file. */
export function multipart(
  file: { name: string; data: Buffer } | null,
  fields: Record<string, string> = { hasPermissionConfirmed: 'true' },
): { payload: Buffer; headers: Record<string, string> } {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
