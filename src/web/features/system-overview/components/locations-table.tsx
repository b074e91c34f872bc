// The monitoring locations in a table: state in words (and "Degraded since …" with an icon while
// the location's own health says so), last seen, version and the last five minutes' figures (the
// primary's too, from its guard's statement), with pause/resume and revoke for agent locations.
import { AlertTriangle } from 'lucide-react';
import {
  LOCATION_STATE_TEXT,
  type LocationAction,
  type MonitoringLocation,
} from '../../../../contracts/locations.js';
import { Button } from '../../../components/ui/button.js';

const dash = '—';
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');
const share = (v: number | null) => (v === null ? dash : `${Math.round(v * 1000) / 10} %`);
const lag = (v: number | null) => (v === null ? dash : `< ${v.toLocaleString()} ms`);

export function LocationsTable({
  locations,
  busy,
  onAction,
}: {
  locations: MonitoringLocation[];
  busy: boolean;
  onAction(location: MonitoringLocation, action: LocationAction): void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Monitoring locations</caption>
        <thead className="text-xs text-slate-600 uppercase">
          <tr>
            {['Name', 'Region', 'State', 'Last seen', 'Version', 'Checks per minute'].map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-medium">
                {h}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 font-medium">
              Lag p99
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Failed checks
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {locations.map((l) => (
            <tr key={l.id} className="border-t border-slate-100" data-testid={`location-${l.name}`}>
              <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                {l.name}
              </th>
              <td className="px-2 py-2">{l.region || dash}</td>
              <td className="px-2 py-2">
                {LOCATION_STATE_TEXT[l.state]}
                {l.degradedSince && (
                  <span
                    className="mt-0.5 flex items-center gap-1 font-medium text-amber-900"
                    data-testid="location-degraded"
                  >
                    <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
                    Degraded since {when(l.degradedSince)}
                  </span>
                )}
              </td>
              <td className="px-2 py-2">{l.state === 'primary' ? dash : when(l.lastSeenAt)}</td>
              <td className="px-2 py-2">{l.version ?? dash}</td>
              <td className="px-2 py-2">{l.checksPerMinute ?? dash}</td>
              <td className="px-2 py-2">{lag(l.lagP99Ms)}</td>
              <td className="px-2 py-2">{share(l.failureShare)}</td>
              <td className="px-2 py-2 whitespace-nowrap">
                {l.state === 'primary' || l.state === 'revoked' ? null : (
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`${l.state === 'paused' ? 'Resume' : 'Pause'} ${l.name}`}
                      onClick={() => onAction(l, l.state === 'paused' ? 'resume' : 'pause')}
                    >
                      {l.state === 'paused' ? 'Resume' : 'Pause'}
                    </Button>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={busy}
                      aria-label={`Revoke ${l.name}`}
                      onClick={() => onAction(l, 'revoke')}
                    >
                      Revoke
                    </Button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
