// Beside a property's status while its last failed check was set aside because the monitoring
// location was degraded (issue 28): the status shown is the last confirmed one, and this says so.
import { ShieldQuestion } from 'lucide-react';

export function NotConfirmedNote({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <span
      data-testid="not-confirmed"
      className="inline-flex items-center gap-1 text-xs font-medium text-amber-800"
    >
      <ShieldQuestion aria-hidden="true" className="h-3 w-3 shrink-0" />
      {text}
    </span>
  );
}
