// Monitoring configuration as staff and viewers see it: the values, not editable.
import type { Settings } from '../../../../contracts/settings.js';
import { describeInterval } from '../lib/check-interval.js';
import { confirmFromLabel } from './confirm-from-field.js';

export function MonitoringReadOnly({ workspace }: { workspace: Settings['workspace'] }) {
  const rows: [string, string][] = [
    [
      'Alert e-mail',
      workspace.alertEmail
        ? `${workspace.alertEmail}${workspace.alertEmailVerified ? '' : ' (pending verification)'}`
        : 'None: members choose their own alerts',
    ],
    ['Check interval', describeInterval(workspace.checkIntervalSeconds)],
    ['Failures before offline', String(workspace.failuresBeforeOffline)],
    ['Outage confirmed from', confirmFromLabel(workspace.outageConfirmedFrom)],
    ['Time zone', workspace.timezone],
    ['E-mail on timeout alerts', workspace.emailOnTimeout ? 'On' : 'Off'],
    ['IP masking', workspace.maskIps ? 'On' : 'Off'],
  ];
  return (
    <div>
      <p className="mb-3 text-sm text-slate-500" data-testid="monitoring-read-only">
        Only workspace admins can change these settings.
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm text-slate-900" data-testid={`setting-${slug(label)}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const slug = (label: string) => label.toLowerCase().replace(/[^a-z]+/g, '-');
