// The workspace's alerts about this property.
import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useAlerts } from '../../../lib/api/get-alerts.js';
import { PropertyAlerts } from './property-alerts.js';

export function AlertsCard({ propertyId }: { propertyId: number }) {
  const alerts = useAlerts();
  const mine = useMemo(
    () => (alerts.data ?? []).filter((a) => a.propertyId === propertyId),
    [alerts.data, propertyId],
  );
  return (
    <Card data-testid="alerts-card">
      <CardHeader>
        <CardTitle>Alerts</CardTitle>
      </CardHeader>
      <CardContent>
        {alerts.isLoading ? (
          <Spinner />
        ) : alerts.isError ? (
          <p className="text-sm text-slate-500">Could not load alerts.</p>
        ) : (
          <PropertyAlerts alerts={mine} />
        )}
      </CardContent>
    </Card>
  );
}
