// Report delivery: daily (08:00) and weekly (Monday 08:00) report mail, saved as switched (admins).
import { FileText } from 'lucide-react';
import type { Settings, UpdateWorkspaceBody } from '../../../../contracts/settings.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useUpdateWorkspace } from '../api/update-workspace.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { Switch } from '../../../components/ui/form-controls.js';

export function ReportDeliverySection({ settings }: { settings: Settings }) {
  const update = useUpdateWorkspace();
  const { workspace: ws, canEditWorkspace: canEdit } = settings;

  const save = (body: UpdateWorkspaceBody) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: 'Settings saved', variant: 'success' }),
      onError: (err) => toastApiError(err, 'Failed to save settings'),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Report delivery
        </CardTitle>
        <CardDescription>
          Report mail with the summary and the CSV attached, at 08:00 in {ws.timezone}.
          {canEdit ? ' Changes are saved at once.' : ' Only workspace admins can change these.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-slate-100">
        <Switch
          id="daily-reports"
          label="Daily reports"
          description="Yesterday's uptime and incidents, every morning."
          checked={ws.dailyReports}
          disabled={!canEdit || update.isPending}
          onCheckedChange={(v) => save({ dailyReports: v })}
        />
        <Switch
          id="weekly-reports"
          label="Weekly reports"
          description="The past week's summary, every Monday."
          checked={ws.weeklyReports}
          disabled={!canEdit || update.isPending}
          onCheckedChange={(v) => save({ weeklyReports: v })}
        />
      </CardContent>
    </Card>
  );
}
