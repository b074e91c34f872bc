// The endpoint list: every operation an API key may call, from the OpenAPI document.
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import type { KeyOperation } from '../lib/openapi-view.js';

const COLUMNS: DataColumn<KeyOperation>[] = [
  {
    header: 'Endpoint',
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (op) => (
      <code className="font-mono text-slate-900">
        <span className="font-semibold">{op.method}</span> {op.path}
      </code>
    ),
  },
  {
    header: 'What it does',
    className: 'text-slate-700',
    cell: (op) => (
      <>
        {op.summary}
        {op.successStatus === '204' && ' (answers 204)'}
      </>
    ),
  },
  { header: 'Key scope', cell: (op) => op.scope, className: 'text-slate-700' },
  { header: 'Rate limit', cell: (op) => op.rateCategory, className: 'text-slate-700' },
];

export function EndpointTable({ operations }: { operations: KeyOperation[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={operations}
      caption="Endpoints an API key may call"
      scrollLabel="Endpoints (scrolls sideways)"
    />
  );
}
