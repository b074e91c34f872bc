// GET /api/monitoring-locations: the locations' health, for the platform owner's banner (issue 28).
import { useQuery } from '@tanstack/react-query';
import { monitoringLocationList } from '../../../../contracts/locations.js';
import { fetchJson } from '../../../lib/api/fetch-json.js';

export const MONITORING_LOCATIONS_URL = '/api/monitoring-locations';

export const useMonitoringLocations = (enabled: boolean, refetchInterval: number | false) =>
  useQuery({
    queryKey: [MONITORING_LOCATIONS_URL],
    queryFn: ({ signal }) => fetchJson(MONITORING_LOCATIONS_URL, monitoringLocationList, signal),
    enabled,
    refetchInterval,
  });
