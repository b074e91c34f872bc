// The sidebar's Alerts badge: the length of GET /api/alerts. Errors (e.g. 404) show no badge.
import { useQuery } from '@tanstack/react-query';

export const alertsQueryKey = ['/api/alerts'] as const;

export function useAlertCount(): number {
  const { data } = useQuery<unknown>({ queryKey: alertsQueryKey });
  return Array.isArray(data) ? data.length : 0;
}
