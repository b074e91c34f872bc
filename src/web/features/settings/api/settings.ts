// GET /api/settings and the three PUTs; each PUT answers with the whole settings object, which
// replaces the cached one so the page shows what the server stored.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Settings,
  UpdatePersonalBody,
  UpdateProfileBody,
  UpdateWorkspaceBody,
} from '../../../../contracts/settings.js';
import { authUserQueryKey } from '../../../lib/auth/use-auth.js';
import { settingsQueryKey, settingsQueryOptions } from '../../../lib/api/settings.js';
import { apiRequest } from '../../../lib/query-client.js';

export { settingsQueryKey, settingsQueryOptions };

export const useSettings = () => useQuery(settingsQueryOptions());

async function put<T>(url: string, body: T): Promise<Settings> {
  const res = await apiRequest('PUT', url, body);
  return (await res.json()) as Settings;
}

function useSettingsMutation<T>(url: string, after?: () => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => put(url, body),
    onSuccess: async (data) => {
      qc.setQueryData(settingsQueryKey, data);
      await after?.();
    },
  });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  // the sidebar shows the user's name from GET /api/auth/user
  return useSettingsMutation<UpdateProfileBody>('/api/settings/profile', () =>
    qc.invalidateQueries({ queryKey: authUserQueryKey }),
  );
}

export const useUpdatePersonal = () =>
  useSettingsMutation<UpdatePersonalBody>('/api/settings/notifications');

export const useUpdateWorkspace = () =>
  useSettingsMutation<UpdateWorkspaceBody>('/api/settings/workspace');
