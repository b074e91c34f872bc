// The platform owner's banner while a monitoring location is degraded (issue 28): which one,
// since when and the evidence, in words (an icon and colour only repeat them).
import { AlertTriangle } from 'lucide-react';
import { degradedBanner, type MonitoringLocation } from '../../../../contracts/locations.js';

export function DegradedLocationBanner({ locations }: { locations: MonitoringLocation[] }) {
  const degraded = locations.filter((l) => l.degradedSince !== null);
  if (degraded.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="degraded-location-banner"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="space-y-1">
        {degraded.map((l) => (
          <p key={l.id}>{degradedBanner(l, new Date(l.degradedSince!).toLocaleString())}</p>
        ))}
      </div>
    </div>
  );
}
