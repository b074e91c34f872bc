// Monitoring configuration for admins: alert e-mail, check interval, failures before offline,
// from how many locations an outage is confirmed, time zone, e-mail on timeout alerts and IP
// masking, saved together.
import { useMemo, useState, type FormEvent } from 'react';
import type { Settings } from '../../../../contracts/settings.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useUpdateWorkspace } from '../api/update-workspace.js';
import type { IntervalUnit } from '../lib/check-interval.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import {
  monitoringChanges,
  monitoringValuesOf,
  timeZoneOptions,
  validateMonitoringForm,
  type MonitoringErrors,
  type MonitoringFormValues,
} from '../lib/monitoring-form.js';
import { errorIdOf, Field, selectClass, Switch } from '../../../components/ui/form-controls.js';
import { AlertEmailState } from './alert-email-state.js';
import { ConfirmFromField } from './confirm-from-field.js';

type Workspace = Settings['workspace'];

export function MonitoringForm({
  workspace,
  mailConfigured,
  activeLocations,
}: {
  workspace: Workspace;
  mailConfigured: boolean;
  /** monitoring locations not paused or revoked: confirming from 2 needs 2 */
  activeLocations: number;
}) {
  const [values, setValues] = useState(() => monitoringValuesOf(workspace));
  const [errors, setErrors] = useState<MonitoringErrors>({});
  const zones = useMemo(() => timeZoneOptions(workspace.timezone), [workspace.timezone]);
  const update = useUpdateWorkspace();

  const set = (next: MonitoringFormValues) => {
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateMonitoringForm(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateMonitoringForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = monitoringChanges(values, workspace);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'Settings saved', description: 'Nothing had changed.', variant: 'success' });
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        setValues(monitoringValuesOf(saved.workspace));
        const { alertEmail, alertEmailVerified } = saved.workspace;
        const linkSent = changes.alertEmail && alertEmail && !alertEmailVerified && mailConfigured;
        toast({
          title: 'Settings saved',
          description: linkSent
            ? `Monitoring settings updated. We sent a verification link to ${alertEmail}.`
            : 'Monitoring settings updated.',
          variant: 'success',
        });
      },
      onError: (err) => toastApiError(err, 'Failed to save settings'),
    });
  };

  const describedBy = (id: string, has: boolean) => (has ? errorIdOf(id) : undefined);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Monitoring configuration"
      className="space-y-4"
    >
      <Field
        id="alert-email"
        label="Alert e-mail"
        error={errors.alertEmail}
        hint="Also receives every offline and back-online alert, once verified by the link we send to it. Members choose their own alerts under Notifications."
      >
        <Input
          id="alert-email"
          type="email"
          value={values.alertEmail}
          placeholder="alerts@example.com"
          maxLength={254}
          aria-invalid={Boolean(errors.alertEmail)}
          aria-describedby={describedBy('alert-email', Boolean(errors.alertEmail))}
          onChange={(e) => set({ ...values, alertEmail: e.target.value })}
        />
      </Field>
      <AlertEmailState workspace={workspace} mailConfigured={mailConfigured} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id="check-interval"
          label="Check interval"
          error={errors.interval}
          hint="From 30 seconds to 1440 minutes; properties with their own interval keep it."
        >
          <div className="flex gap-2">
            <Input
              id="check-interval"
              inputMode="decimal"
              value={values.interval.value}
              aria-invalid={Boolean(errors.interval)}
              aria-describedby={describedBy('check-interval', Boolean(errors.interval))}
              onChange={(e) =>
                set({ ...values, interval: { ...values.interval, value: e.target.value } })
              }
            />
            <select
              aria-label="Check interval unit"
              className={`${selectClass} w-32`}
              value={values.interval.unit}
              onChange={(e) =>
                set({
                  ...values,
                  interval: { ...values.interval, unit: e.target.value as IntervalUnit },
                })
              }
            >
              <option value="seconds">seconds</option>
              <option value="minutes">minutes</option>
            </select>
          </div>
        </Field>
        <Field
          id="failures-before-offline"
          label="Failures before offline"
          error={errors.failuresBeforeOffline}
          hint="Consecutive failed checks that confirm an outage (1-10)."
        >
          <Input
            id="failures-before-offline"
            type="number"
            min={1}
            max={10}
            step={1}
            value={values.failuresBeforeOffline}
            aria-invalid={Boolean(errors.failuresBeforeOffline)}
            aria-describedby={describedBy(
              'failures-before-offline',
              Boolean(errors.failuresBeforeOffline),
            )}
            onChange={(e) => set({ ...values, failuresBeforeOffline: e.target.value })}
          />
        </Field>
      </div>
      <ConfirmFromField
        value={values.outageConfirmedFrom}
        activeLocations={activeLocations}
        onChange={(v) => set({ ...values, outageConfirmedFrom: v })}
      />
      <Field
        id="time-zone"
        label="Time zone"
        error={errors.timezone}
        hint="Daily and weekly reports go out at 08:00 in this zone."
      >
        <select
          id="time-zone"
          className={selectClass}
          value={values.timezone}
          onChange={(e) => set({ ...values, timezone: e.target.value })}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </Field>
      <div className="divide-y divide-slate-100">
        <Switch
          id="email-on-timeout"
          label="E-mail on timeout alerts"
          description="Also mail the first missed check to the alert e-mail, before an outage is confirmed."
          checked={values.emailOnTimeout}
          onCheckedChange={(v) => set({ ...values, emailOnTimeout: v })}
        />
        <Switch
          id="mask-ips"
          label="IP masking"
          description="Hide the last part of property IP addresses (203.0.113.x) for everyone."
          checked={values.maskIps}
          onCheckedChange={(v) => set({ ...values, maskIps: v })}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
