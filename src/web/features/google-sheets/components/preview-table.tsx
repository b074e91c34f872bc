// The preview's rows: what each row of the file will do, and why a refused row is refused.
import type { ImportAction, ImportPreviewRow } from '../../../../contracts/google-sheets.js';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';

export const ACTION_LABEL: Record<ImportAction, string> = {
  create: 'New',
  update: 'Update',
  unchanged: 'Unchanged',
  refused: 'Refused',
};
const ACTION_BADGE: Record<ImportAction, BadgeVariant> = {
  create: 'success',
  update: 'warning',
  unchanged: 'secondary',
  refused: 'outline',
};

const COLUMNS: DataColumn<ImportPreviewRow>[] = [
  { header: 'Row', cell: (r) => r.row, className: 'tabular-nums' },
  {
    header: 'Result',
    cell: (r) => <Badge variant={ACTION_BADGE[r.action]}>{ACTION_LABEL[r.action]}</Badge>,
  },
  { header: 'Name', cell: (r) => r.name, className: 'break-words' },
  { header: 'Address', cell: (r) => r.address, className: 'break-words' },
  { header: 'IP address', cell: (r) => r.ipAddress, className: 'font-mono text-xs' },
  // an empty cell leaves the property's group as it is (decision 033)
  {
    header: 'Group',
    cell: (r) => r.group || (r.propertyId !== null ? 'As it is' : ''),
    className: 'break-words',
  },
  {
    header: 'Problem',
    cell: (r) => r.errors.map((e) => `${e.field}: ${e.message}`).join('; '),
    className: 'text-red-700',
  },
];

export function PreviewTable({ rows }: { rows: ImportPreviewRow[] }) {
  // scrollable, so a focusable region a keyboard can scroll
  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.row}
      rowTestId="preview-row"
      scrollLabel="Rows of the file"
      className="max-h-80 overflow-y-auto"
      alignTop
    />
  );
}
