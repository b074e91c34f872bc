// The Monitoring configuration card: the mail status, then the form (admins) or the values.
import { Activity } from 'lucide-react';
import type { Settings } from '../../../../contracts/settings.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { MailStatus } from './mail-status.js';
import { MonitoringForm } from './monitoring-form.js';
import { MonitoringReadOnly } from './monitoring-read-only.js';

export function MonitoringSection({ settings }: { settings: Settings }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Monitoring configuration
        </CardTitle>
        <CardDescription>How often properties are checked and where alerts go.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <MailStatus mail={settings.mail} />
        {settings.canEditWorkspace ? (
          <MonitoringForm
            workspace={settings.workspace}
            mailConfigured={settings.mail.configured}
            activeLocations={settings.activeLocations}
          />
        ) : (
          <MonitoringReadOnly workspace={settings.workspace} />
        )}
      </CardContent>
    </Card>
  );
}
