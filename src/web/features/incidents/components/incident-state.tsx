// An incident's state in words and an icon (never by colour alone): open and not yet taken,
// acknowledged (by whom), or resolved.
import { AlertTriangle, CheckCircle2, UserCheck } from 'lucide-react';
import type { IncidentSummary } from '../../../../contracts/incidents-api.js';
import { cn } from '../../../lib/cn.js';

export function incidentStateWords(i: IncidentSummary): string {
  if (i.resolvedAt) return 'Resolved';
  if (i.acknowledged) return `Acknowledged by ${i.acknowledged.by}`;
  return 'Open, not acknowledged';
}

export function IncidentState({ incident }: { incident: IncidentSummary }) {
  const [Icon, tone] = incident.resolvedAt
    ? [CheckCircle2, 'bg-green-50 text-green-800 ring-green-700/30']
    : incident.acknowledged
      ? [UserCheck, 'bg-amber-50 text-amber-900 ring-amber-700/30']
      : [AlertTriangle, 'bg-red-50 text-red-800 ring-red-700/30'];
  return (
    <span
      data-testid="incident-state"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1',
        tone,
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {incidentStateWords(incident)}
    </span>
  );
}
