// The promo codes table (spec commercial §2): Code, Description, Discount, Usage, Valid Until,
// Status, Actions (Edit and Deactivate on active codes only).
import { Pencil, Ban } from 'lucide-react';
import type { PromoCode } from '../../../../contracts/promo-codes.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { discountText, statusOf, usageText, validUntilText } from '../lib/promo-stats.js';

type Props = {
  codes: PromoCode[];
  emptyText: string;
  onEdit(code: PromoCode): void;
  onDeactivate(code: PromoCode): void;
};

const STATUS_VARIANT = { Active: 'success', Inactive: 'secondary', Expired: 'warning' } as const;

export function PromoTable({ codes, emptyText, onEdit, onDeactivate }: Props) {
  if (codes.length === 0)
    return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="promo-table">
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            {['Code', 'Description', 'Discount', 'Usage', 'Valid Until', 'Status'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {codes.map((c) => {
            const status = statusOf(c);
            return (
              <tr key={c.id} data-testid={`promo-row-${c.code}`}>
                <td className="px-3 py-2 font-mono font-semibold text-slate-900">{c.code}</td>
                <td className="px-3 py-2 text-slate-700">{c.description || '—'}</td>
                <td className="px-3 py-2">{discountText(c)}</td>
                <td className="px-3 py-2">{usageText(c)}</td>
                <td className="px-3 py-2">{validUntilText(c)}</td>
                <td className="px-3 py-2">
                  <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>
                </td>
                <td className="px-3 py-2">
                  {c.isActive && (
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onEdit(c)}
                        aria-label={`Edit ${c.code}`}
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700"
                        onClick={() => onDeactivate(c)}
                        aria-label={`Deactivate ${c.code}`}
                      >
                        <Ban className="h-4 w-4" aria-hidden="true" />
                        Deactivate
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
