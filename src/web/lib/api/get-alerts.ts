// GET /api/alerts: the workspace's alerts, newest first. The sidebar badge, the Alerts page and
// the property page read this one cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { alert } from '../../../contracts/monitoring.js';
import { fetchJson } from './fetch-json.js';

export const getAlerts = (signal?: AbortSignal) => fetchJson('/api/alerts', z.array(alert), signal);

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/alerts'] as const, queryFn: ({ signal }) => getAlerts(signal) });

export const useAlerts = () => useQuery(alertsQueryOptions());
