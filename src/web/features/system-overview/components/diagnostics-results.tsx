// Each property's diagnostics result, filled in as its check finishes (live stream).
import {
  CheckCircle2,
  Clock,
  HelpCircle,
  Loader2,
  Timer,
  WifiOff,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';
import { formatMs } from '../../../lib/format.js';
import { rowStatus, type DiagnosticsRow, type RowStatus } from '../lib/diagnostics.js';

type Look = { icon: LucideIcon; text: string; spin?: boolean };
const LOOK: Record<RowStatus['kind'], Look> = {
  queued: { icon: Clock, text: 'text-slate-600' },
  working: { icon: Loader2, text: 'text-slate-700', spin: true },
  up: { icon: CheckCircle2, text: 'text-emerald-700' },
  timeout: { icon: Timer, text: 'text-amber-700' },
  unreachable: { icon: WifiOff, text: 'text-red-700' },
  failed: { icon: XCircle, text: 'text-red-700' },
  'no-result': { icon: HelpCircle, text: 'text-slate-600' },
};

const FINISHED = new Set<RowStatus['kind']>(['up', 'timeout', 'unreachable', 'failed']);

export function DiagnosticsResults({ rows }: { rows: DiagnosticsRow[] }) {
  if (rows.length === 0) return null;
  const statuses = rows.map((r) => rowStatus(r, (ms) => formatMs(ms)));
  const finished = statuses.filter((s) => FINISHED.has(s.kind)).length;
  return (
    <Card role="region" aria-label="Diagnostics Results">
      <CardHeader>
        <CardTitle>Diagnostics Results</CardTitle>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="diagnostics-progress">
          {finished} of {rows.length} finished
        </p>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {rows.map((row, i) => {
            const status = statuses[i]!;
            const look = LOOK[status.kind];
            const Icon = look.icon;
            return (
              <li
                key={row.propertyId}
                className="flex items-start gap-3 py-2"
                data-testid="diagnostics-row"
                data-kind={status.kind}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('mt-0.5 h-4 w-4 shrink-0', look.text, look.spin && 'animate-spin')}
                />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{row.name}</p>
                  <p
                    className={cn('text-sm break-words', look.text)}
                    data-testid="diagnostics-status"
                  >
                    {status.text}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
