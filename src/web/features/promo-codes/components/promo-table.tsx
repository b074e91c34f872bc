// The promo codes table (spec commercial §2): Code, Description, Discount, Usage, Valid Until,
// Status, Actions (Edit and Deactivate on active codes only).
import { Pencil, Ban } from 'lucide-react';
import type { PromoCode } from '../../../../contracts/promo-codes.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { discountText, statusOf, usageText, validUntilText } from '../lib/promo-stats.js';

type Props = {
  codes: PromoCode[];
  emptyText: string;
  onEdit(code: PromoCode): void;
  onDeactivate(code: PromoCode): void;
};

const STATUS_VARIANT = { Active: 'success', Inactive: 'secondary', Expired: 'warning' } as const;

export function PromoTable({ codes, emptyText, onEdit, onDeactivate }: Props) {
  const columns: DataColumn<PromoCode>[] = [
    { header: 'Code', cell: (c) => c.code, className: 'font-mono font-semibold text-slate-900' },
    { header: 'Description', cell: (c) => c.description || '—', className: 'text-slate-700' },
    { header: 'Discount', cell: discountText },
    { header: 'Usage', cell: usageText },
    { header: 'Valid Until', cell: validUntilText },
    {
      header: 'Status',
      cell: (c) => <Badge variant={STATUS_VARIANT[statusOf(c)]}>{statusOf(c)}</Badge>,
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (c) =>
        c.isActive && (
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
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={codes}
      rowTestId={(c) => `promo-row-${c.code}`}
      emptyText={emptyText}
      data-testid="promo-table"
    />
  );
}
