// The sidebar's Alerts badge: the length of GET /api/alerts. Errors (e.g. 404) show no badge.
import { useAlerts } from '../../lib/api/get-alerts.js';

export function useAlertCount(): number {
  return useAlerts().data?.length ?? 0;
}
