// GET /api/notifications/log: the last 100 deliveries (staff and admins; viewers get 403).
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationLogEntry } from '../../../../contracts/notifications.js';

export const notificationLogQueryKey = ['/api/notifications/log'] as const;

export const notificationLogQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: notificationLogQueryKey,
    queryFn: parsedQuery(z.array(notificationLogEntry)),
    enabled,
    staleTime: 0,
  });

export const useNotificationLog = (enabled: boolean) =>
  useQuery(notificationLogQueryOptions(enabled));
