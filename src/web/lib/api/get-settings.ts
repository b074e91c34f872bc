// GET /api/settings: read by the Settings page and by the shell's desktop notifications.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settings } from '../../../contracts/settings.js';
import { fetchJson } from './fetch-json.js';

export const settingsQueryKey = ['/api/settings'] as const;

export const getSettings = (signal?: AbortSignal) => fetchJson('/api/settings', settings, signal);

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());
