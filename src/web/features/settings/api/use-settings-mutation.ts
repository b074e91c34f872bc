// The settings writes answer with the whole settings object, which replaces the cached one so
// the page shows what the server stored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settings, type Settings } from '../../../../contracts/settings.js';
import { settingsQueryKey } from '../../../lib/api/get-settings.js';
import { apiRequest } from '../../../lib/query-client.js';

export const sendSettings = async (method: string, url: string, body?: unknown) =>
  settings.parse(await (await apiRequest(method, url, body)).json());

export function useSettingsMutation<T>(
  mutationFn: (body: T) => Promise<Settings>,
  after?: () => Promise<unknown>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      qc.setQueryData(settingsQueryKey, data);
      await after?.();
    },
  });
}
