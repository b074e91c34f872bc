// GET /api/google-sheets/settings: the linked sheet, the service account and the sync status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sheetSettings } from '../../../../contracts/google-sheets.js';
import { fetchJson } from '../../../lib/api/fetch-json.js';

export const sheetSettingsQueryKey = ['/api/google-sheets/settings'] as const;

export const sheetSettingsQueryOptions = () =>
  queryOptions({
    queryKey: sheetSettingsQueryKey,
    queryFn: ({ signal }) => fetchJson('/api/google-sheets/settings', sheetSettings, signal),
  });

export const useSheetSettings = () => useQuery(sheetSettingsQueryOptions());
