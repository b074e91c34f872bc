// Quick actions (spec commercial §2): Run Diagnostics for those who may run checks, and links.
import { Bell, FileText, Settings, Stethoscope, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DIAGNOSTICS_MSG } from '../../../../contracts/diagnostics.js';
import { paths } from '../../../../contracts/web-routes.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';

const LINKS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'View Alerts', to: paths.alerts, icon: Bell },
  { label: 'Generate Report', to: paths.reports, icon: FileText },
  { label: 'System Settings', to: paths.settings, icon: Settings },
];

type Props = {
  /** shown only when the user may run checks; the page decides */
  diagnostics: { isRunning: boolean; onRun: () => void } | null;
};

export function QuickActions({ diagnostics }: Props) {
  const item = 'w-full justify-start';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {diagnostics && (
          <Button
            className={item}
            onClick={diagnostics.onRun}
            disabled={diagnostics.isRunning}
            aria-busy={diagnostics.isRunning}
          >
            <Stethoscope
              aria-hidden="true"
              className={cn('h-4 w-4', diagnostics.isRunning && 'animate-pulse')}
            />
            {diagnostics.isRunning ? DIAGNOSTICS_MSG.running : DIAGNOSTICS_MSG.run}
          </Button>
        )}
        {LINKS.map(({ label, to, icon: Icon }) => (
          <Link key={to} to={to} className={buttonClass('outline', 'md', item)}>
            <Icon aria-hidden="true" className="h-4 w-4" />
            {label}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
