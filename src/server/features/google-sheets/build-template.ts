// The template people fill in: the columns an import reads and one example row. The example's
// address is from the documentation range 203.0.113.0/24, so it never reaches a real host.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { TEMPLATE_COLUMNS } from '../../../contracts/google-sheets.js';

export const TEMPLATE_EXAMPLE: Record<(typeof TEMPLATE_COLUMNS)[number], string> = {
  name: 'Sunset Apartments',
  address: '123 Main Street, Springfield',
  ipAddress: '203.0.113.10',
  type: 'residential',
  description: 'Example row: replace it with your properties',
  // empty: the property's group stays as it is; a name must be one of the workspace's groups
  group: '',
};

export async function buildTemplate(format: 'xlsx' | 'csv'): Promise<Buffer> {
  const row = TEMPLATE_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c]);
  if (format === 'csv') {
    return Buffer.from(`${Papa.unparse([[...TEMPLATE_COLUMNS], row])}\r\n`, 'utf8');
  }
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Properties');
  sheet.addRow([...TEMPLATE_COLUMNS]).font = { bold: true };
  sheet.addRow(row);
  sheet.columns.forEach((col) => (col.width = 30));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
