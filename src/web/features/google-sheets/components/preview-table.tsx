// The preview's rows: what each row of the file will do, and why a refused row is refused.
import type { ImportAction, ImportPreviewRow } from '../../../../contracts/imports.js';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.js';

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

export function PreviewTable({ rows }: { rows: ImportPreviewRow[] }) {
  return (
    <div
      className="max-h-80 overflow-auto rounded-md border border-slate-200"
      // scrollable, so reachable by keyboard
      tabIndex={0}
      role="region"
      aria-label="Rows of the file"
    >
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            <th scope="col" className="px-3 py-2">
              Result
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Address
            </th>
            <th scope="col" className="px-3 py-2">
              IP address
            </th>
            <th scope="col" className="px-3 py-2">
              Problem
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.row}
              className="border-t border-slate-100 align-top"
              data-testid="preview-row"
            >
              <td className="px-3 py-2 tabular-nums">{r.row}</td>
              <td className="px-3 py-2">
                <Badge variant={ACTION_BADGE[r.action]}>{ACTION_LABEL[r.action]}</Badge>
              </td>
              <td className="px-3 py-2 break-words">{r.name}</td>
              <td className="px-3 py-2 break-words">{r.address}</td>
              <td className="px-3 py-2 font-mono text-xs">{r.ipAddress}</td>
              <td className="px-3 py-2 text-red-700">
                {r.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
