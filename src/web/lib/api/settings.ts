// GET /api/settings: read by the Settings page and by the shell's desktop notifications.
import { queryOptions } from '@tanstack/react-query';
import type { Settings } from '../../../contracts/settings.js';
import { getQueryFn } from '../query-client.js';

export const settingsQueryKey = ['/api/settings'] as const;

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: getQueryFn<Settings>({ on401: 'throw' }),
  });
