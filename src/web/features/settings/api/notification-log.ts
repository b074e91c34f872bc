// GET /api/notifications/log: the last 100 deliveries (staff and admins; viewers get 403).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationLogEntry } from '../../../../contracts/notifications.js';
import { getQueryFn } from '../../../lib/query-client.js';

export const notificationLogQueryKey = ['/api/notifications/log'] as const;

export const notificationLogQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: notificationLogQueryKey,
    queryFn: getQueryFn<NotificationLogEntry[]>({ on401: 'throw' }),
    enabled,
    staleTime: 0,
  });

export const useNotificationLog = (enabled: boolean) =>
  useQuery(notificationLogQueryOptions(enabled));
