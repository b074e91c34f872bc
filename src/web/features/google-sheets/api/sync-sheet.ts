// POST /api/google-sheets/sync: read the linked sheet now; answers an import to preview.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importJob } from '../../../../contracts/google-sheets.js';
import { apiRequest } from '../../../lib/query-client.js';
import { sheetSettingsQueryKey } from './sheet-settings.js';

export const syncSheet = async () =>
  importJob.parse(await (await apiRequest('POST', '/api/google-sheets/sync')).json());

export function useSyncSheet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: syncSheet,
    // a failed read is recorded in the Integration Status
    onSettled: () => qc.invalidateQueries({ queryKey: sheetSettingsQueryKey }),
  });
}
