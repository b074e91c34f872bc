// A member's SMS switch and alert types (in this workspace), saved as they change. The SMS switch
// says why it cannot be used: no provider, a plan without SMS, or no verified phone yet.
import {
  ALERT_TYPE_LABELS,
  MEMBER_ALERT_TYPES,
  type MemberAlertType,
  type UpdateAlertPreferencesBody,
} from '../../../../contracts/alert-preferences.js';
import type { Settings } from '../../../../contracts/settings.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useUpdateAlertPreferences } from '../api/update-alert-preferences.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { Switch } from '../../../components/ui/form-controls.js';

type Alerts = Settings['alerts'];

function useSave() {
  const update = useUpdateAlertPreferences();
  const save = (body: UpdateAlertPreferencesBody) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: 'Settings saved', variant: 'success' }),
      onError: (err) => toastApiError(err, 'Failed to save alert preferences'),
    });
  return { save, busy: update.isPending };
}

/** Why SMS cannot be turned on here, or null when it can. */
export function smsBlockedReason(alerts: Alerts): string | null {
  if (alerts.sms.message) return alerts.sms.message;
  if (!alerts.phoneNumber) return 'Verify a phone number below to turn SMS alerts on.';
  return null;
}

export function SmsAlertsSwitch({ alerts }: { alerts: Alerts }) {
  const { save, busy } = useSave();
  const blocked = smsBlockedReason(alerts);
  return (
    <div>
      <Switch
        id="sms-alerts"
        label="SMS alerts"
        description={
          alerts.phoneNumber
            ? `Text messages to ${alerts.phoneNumber}; an outage of many properties comes as one message.`
            : 'Text messages to your phone for the alert types below.'
        }
        checked={alerts.smsAlerts}
        // turning it off is always possible
        disabled={busy || (Boolean(blocked) && !alerts.smsAlerts)}
        onCheckedChange={(v) => save({ smsAlerts: v })}
      />
      {blocked && (
        <p data-testid="sms-status" className="pb-2 text-sm text-amber-700">
          {blocked}
        </p>
      )}
    </div>
  );
}

export function AlertTypesField({ alerts }: { alerts: Alerts }) {
  const { save, busy } = useSave();
  const chosen = new Set<MemberAlertType>(alerts.alertTypes);
  const toggle = (type: MemberAlertType, on: boolean) => {
    const next = MEMBER_ALERT_TYPES.filter((t) => (t === type ? on : chosen.has(t)));
    save({ alertTypes: next });
  };
  return (
    <fieldset className="py-2">
      <legend className="text-sm font-medium text-slate-900">Alert types</legend>
      <p className="text-sm text-slate-500">Which alerts reach you, by e-mail and by SMS.</p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {MEMBER_ALERT_TYPES.map((type) => {
          const id = `alert-type-${type}`;
          // at least one type stays chosen
          const last = chosen.has(type) && chosen.size === 1;
          return (
            <label
              key={type}
              htmlFor={id}
              className="flex items-center gap-2 text-sm text-slate-800"
            >
              <input
                id={id}
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                checked={chosen.has(type)}
                disabled={busy || last}
                onChange={(e) => toggle(type, e.target.checked)}
              />
              {ALERT_TYPE_LABELS[type]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
