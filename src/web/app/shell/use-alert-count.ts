// The sidebar's Alerts badge: the length of GET /api/alerts. Errors (e.g. 404) show no badge.
import { useQuery } from '@tanstack/react-query';

import { alertsQueryKey } from '../../lib/api/alerts.js';

export function useAlertCount(): number {
  const { data } = useQuery<unknown>({ queryKey: alertsQueryKey });
  return Array.isArray(data) ? data.length : 0;
}
