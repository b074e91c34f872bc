// POST /api/google-sheets/settings: Spreadsheet ID and Sheet Name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sheetSettings, type SheetSettingsBody } from '../../../../contracts/google-sheets.js';
import { apiRequest } from '../../../lib/query-client.js';
import { sheetSettingsQueryKey } from './sheet-settings.js';

export const saveSheetSettings = async (body: SheetSettingsBody) =>
  sheetSettings.parse(await (await apiRequest('POST', '/api/google-sheets/settings', body)).json());

export function useSaveSheetSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSheetSettings,
    onSuccess: (data) => qc.setQueryData(sheetSettingsQueryKey, data),
  });
}
