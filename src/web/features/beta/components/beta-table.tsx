// The applications of one tab: pending rows can be reviewed; every row can be deleted.
import { Trash2 } from 'lucide-react';
import type { BetaTester } from '../../../../contracts/beta.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { formatDate } from '../../../lib/format.js';

export function BetaTable({
  rows,
  emptyText,
  onReview,
  onDelete,
}: {
  rows: BetaTester[];
  emptyText: string;
  onReview(t: BetaTester): void;
  onDelete(t: BetaTester): void;
}) {
  if (rows.length === 0) return <p className="py-8 text-center text-slate-500">{emptyText}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Company
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Contact
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Properties
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Applied
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Notes
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.id} className="border-b border-slate-100 align-top" data-testid="beta-row">
              <td className="py-3 pr-4">
                <p className="font-medium text-slate-900">{t.companyName}</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  {t.invited && <Badge variant="secondary">Invited</Badge>}
                  {t.signedUp && <Badge variant="success">Signed up</Badge>}
                </div>
              </td>
              <td className="py-3 pr-4">
                <p>{t.contactName}</p>
                <p className="text-slate-500">{t.email}</p>
              </td>
              <td className="py-3 pr-4">{t.propertiesCount}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{formatDate(t.appliedAt)}</td>
              <td className="max-w-xs py-3 pr-4 text-slate-600">{t.notes ?? ''}</td>
              <td className="py-3">
                <div className="flex justify-end gap-2">
                  {t.status === 'pending' && (
                    <Button
                      size="sm"
                      onClick={() => onReview(t)}
                      aria-label={`Review ${t.companyName}`}
                    >
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
