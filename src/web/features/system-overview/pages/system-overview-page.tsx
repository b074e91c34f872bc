// System Overview (spec commercial §2, §4, §9): health, stats, the first properties, the type
// breakdown, quick actions with Run Diagnostics, and the real activity log; Auto Refresh on. A
// workspace of more than WHOLE_LIST_MAX properties reads only the first page (the first 8 and the
// total) and Run Diagnostics pages through the list (issue 32); the server counts its types.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.js';
import { RecentActivity } from '../../../components/recent-activity.js';
import { useLiveActivity } from '../../../lib/api/get-activity.js';
import { useDashboardStats } from '../../../lib/api/get-dashboard-stats.js';
import { AUTO_REFRESH_MS, propertiesQueryOptions } from '../../../lib/api/get-properties.js';
import { propertySearchOptions, useLargeWorkspace } from '../../../lib/api/property-search.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { AutoRefreshToggle } from '../components/auto-refresh-toggle.js';
import { DiagnosticsResults } from '../components/diagnostics-results.js';
import { HealthSummary } from '../components/health-summary.js';
import { OverviewPropertyList } from '../components/overview-property-list.js';
import { OverviewStatCards } from '../components/overview-stat-cards.js';
import { QuickActions } from '../components/quick-actions.js';
import { TypeBreakdown } from '../components/type-breakdown.js';
import { useDiagnostics } from '../hooks/use-diagnostics.js';
import { useMonitoringLocations } from '../api/get-monitoring-locations.js';
import { DegradedLocationBanner } from '../components/degraded-location-banner.js';
import { LocationsPanel } from '../components/locations-panel.js';
import {
  healthSummary,
  OVERVIEW_PROPERTY_COUNT,
  typeBreakdown,
  typeBreakdownOf,
} from '../lib/health.js';

export function SystemOverviewPage() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const interval = autoRefresh ? AUTO_REFRESH_MS : false;
  const large = useLargeWorkspace();
  const whole = useQuery({ ...propertiesQueryOptions(interval), enabled: large === false });
  const first = useQuery({
    ...propertySearchOptions({ limit: OVERVIEW_PROPERTY_COUNT }, large === true),
    refetchInterval: interval,
  });
  const properties = large ? first : whole;
  const stats = useDashboardStats(interval);
  useLiveActivity();
  const diagnostics = useDiagnostics(large === true);
  const canRunDiagnostics = useCan('runChecks');
  // the platform owner sees when a monitoring location cannot see its targets (issue 28)
  const isOwner = useCan('viewMonitoringLocations');
  const locations = useMonitoringLocations(isOwner, interval);

  const health = stats.data
    ? healthSummary(stats.data.onlineProperties, stats.data.totalProperties)
    : undefined;
  // a large workspace's breakdown is counted by the server (its list is never read whole)
  const types = useMemo(
    () =>
      large
        ? stats.data && typeBreakdownOf(stats.data.propertiesByType)
        : whole.data && typeBreakdown(whole.data),
    [large, stats.data, whole.data],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="System Overview"
        subtitle="Health, performance and activity across all your properties"
        actions={<AutoRefreshToggle checked={autoRefresh} onCheckedChange={setAutoRefresh} />}
      />
      {locations.data ? <DegradedLocationBanner locations={locations.data.locations} /> : null}
      <HealthSummary health={health} />
      <OverviewStatCards stats={stats.data} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OverviewPropertyList
            properties={large ? first.data?.properties : whole.data}
            total={large ? first.data?.total : undefined}
            isLoading={large === undefined || properties.isLoading}
            isError={properties.isError}
          />
        </div>
        <TypeBreakdown types={types} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <QuickActions
            diagnostics={
              canRunDiagnostics
                ? {
                    isRunning: diagnostics.phase === 'running',
                    onRun: () => void diagnostics.run(),
                  }
                : null
            }
          />
          <DiagnosticsResults rows={diagnostics.rows} />
        </div>
        <RecentActivity className="lg:col-span-2" refetchInterval={interval} maxItems={10} />
      </div>
      {locations.data ? <LocationsPanel locations={locations.data.locations} /> : null}
    </div>
  );
}
