// "Uptime, last 24 hours: excluding 2 h of planned maintenance" under the figures it applies to;
// nothing when there was none.
import { Wrench } from 'lucide-react';
import { maintenanceNote } from '../../contracts/maintenance-windows.js';

export function MaintenanceNote({
  ms,
  scope,
  as: Tag = 'p',
}: {
  ms: number;
  /** what the note is about, when the figure is not right beside it */
  scope?: string;
  as?: 'p' | 'dd';
}) {
  const note = maintenanceNote(ms);
  if (!note) return null;
  return (
    <Tag
      data-testid="maintenance-note"
      className="flex items-center gap-1.5 text-sm text-slate-600"
    >
      <Wrench aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      {scope ? `${scope}: ${note}` : note}
    </Tag>
  );
}
