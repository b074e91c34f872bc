// After a property is created, changed or deleted: the list (and with it every per-property
// entry), the plan's limits and the dashboard's cards are read again.
import { useQueryClient } from '@tanstack/react-query';
import { dashboardStatsQueryOptions } from './get-dashboard-stats.js';
import { propertiesQueryKey } from './get-properties.js';
import { propertyLimitsQueryKey } from './get-property-limits.js';

export function useInvalidateProperties() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: propertiesQueryKey }),
      qc.invalidateQueries({ queryKey: propertyLimitsQueryKey }),
      qc.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey }),
    ]);
}
