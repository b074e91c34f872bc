// The applications of one tab: pending rows can be reviewed; every row can be deleted.
import { Trash2 } from 'lucide-react';
import type { BetaTester } from '../../../../contracts/beta.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatDate } from '../../../lib/format.js';

type Props = {
  rows: BetaTester[];
  emptyText: string;
  onReview(t: BetaTester): void;
  onDelete(t: BetaTester): void;
};

export function BetaTable({ rows, emptyText, onReview, onDelete }: Props) {
  const columns: DataColumn<BetaTester>[] = [
    {
      header: 'Company',
      cell: (t) => (
        <>
          <p className="font-medium text-slate-900">{t.companyName}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {t.invited && <Badge variant="secondary">Invited</Badge>}
            {t.signedUp && <Badge variant="success">Signed up</Badge>}
          </div>
        </>
      ),
    },
    {
      header: 'Contact',
      cell: (t) => (
        <>
          <p>{t.contactName}</p>
          <p className="text-slate-500">{t.email}</p>
        </>
      ),
    },
    { header: 'Properties', cell: (t) => t.propertiesCount },
    { header: 'Applied', cell: (t) => formatDate(t.appliedAt), className: 'whitespace-nowrap' },
    { header: 'Notes', cell: (t) => t.notes ?? '', className: 'max-w-xs text-slate-600' },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (t) => (
        <div className="flex justify-end gap-2">
          {t.status === 'pending' && (
            <Button size="sm" onClick={() => onReview(t)} aria-label={`Review ${t.companyName}`}>
              Review
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => onDelete(t)}
            aria-label={`Delete ${t.companyName}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable columns={columns} rows={rows} rowTestId="beta-row" emptyText={emptyText} alignTop />
  );
}
