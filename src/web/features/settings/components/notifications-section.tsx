// The caller's own switches: e-mail notifications and SMS alerts (in this workspace, for the alert
// types chosen), desktop notifications, system alerts. Each is saved as it is flipped; desktop
// notifications first ask the browser's permission.
import { useState } from 'react';
import { Bell } from 'lucide-react';
import type { Settings, UpdatePersonalBody } from '../../../../contracts/settings.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useUpdatePersonal } from '../api/update-personal.js';
import {
  notificationPermission,
  requestNotificationPermission,
} from '../../../lib/desktop-notifications/browser-notifications.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { Switch } from '../../../components/ui/form-controls.js';
import { AlertTypesField, SmsAlertsSwitch } from './alert-preferences.js';

export const DESKTOP_DENIED =
  'Your browser blocks notifications from this site. Allow them in the browser’s site settings, then turn this on again.';
export const DESKTOP_UNSUPPORTED = 'This browser cannot show desktop notifications.';

type Props = {
  personal: Settings['personal'];
  alerts: Settings['alerts'];
  emailVerified: boolean;
};

export function NotificationsSection({ personal, alerts, emailVerified }: Props) {
  const update = useUpdatePersonal();
  const [permission, setPermission] = useState(notificationPermission);
  const [asking, setAsking] = useState(false);

  const save = (body: UpdatePersonalBody) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: 'Settings saved', variant: 'success' }),
      onError: (err) => toastApiError(err, 'Failed to save notification settings'),
    });

  const toggleDesktop = async (on: boolean) => {
    if (!on) return save({ desktopNotifications: false });
    setAsking(true);
    const answer = await requestNotificationPermission();
    setAsking(false);
    setPermission(answer);
    if (answer !== 'granted') {
      toast({
        title: 'Desktop notifications are off',
        description: answer === 'unsupported' ? DESKTOP_UNSUPPORTED : DESKTOP_DENIED,
        variant: 'destructive',
      });
      return;
    }
    save({ desktopNotifications: true });
  };

  const busy = update.isPending || asking;
  const blocked = permission === 'denied' || permission === 'unsupported';

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Notifications
        </CardTitle>
        <CardDescription>Your own notification choices. Changes are saved at once.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-slate-100">
        <div>
          <Switch
            id="email-notifications"
            label="Email notifications"
            description="Alert e-mails from this workspace, for the alert types below, to your address."
            checked={personal.emailNotifications}
            disabled={busy}
            onCheckedChange={(v) => save({ emailNotifications: v })}
          />
          {personal.emailNotifications && !emailVerified && (
            <p data-testid="email-unverified-note" className="pb-2 text-sm text-amber-700">
              Your e-mail address is not verified yet, so no alert mail is sent to it.
            </p>
          )}
        </div>
        <SmsAlertsSwitch alerts={alerts} />
        <AlertTypesField alerts={alerts} />
        <div>
          <Switch
            id="desktop-notifications"
            label="Desktop notifications"
            description="Show new alerts as browser notifications while the app is open."
            checked={personal.desktopNotifications && !blocked}
            disabled={busy}
            onCheckedChange={(v) => void toggleDesktop(v)}
          />
          {blocked && (
            <p data-testid="desktop-permission" className="pb-2 text-sm text-amber-700">
              {permission === 'unsupported' ? DESKTOP_UNSUPPORTED : DESKTOP_DENIED}
            </p>
          )}
        </div>
        <Switch
          id="system-alerts"
          label="System alerts"
          description="E-mails about the service itself, such as a webhook that keeps failing (admins)."
          checked={personal.systemAlerts}
          disabled={busy}
          onCheckedChange={(v) => save({ systemAlerts: v })}
        />
      </CardContent>
    </Card>
  );
}
