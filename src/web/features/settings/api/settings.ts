// GET /api/settings and the three PUTs; each PUT answers with the whole settings object, which
// replaces the cached one so the page shows what the server stored.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmPhoneBody,
  StartPhoneBody,
  UpdateAlertPreferencesBody,
} from '../../../../contracts/alert-preferences.js';
import type { LinkSent } from '../../../../contracts/verification.js';
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

async function send<T>(method: string, url: string, body: T): Promise<Settings> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as Settings;
}

function useSettingsMutation<T>(url: string, after?: () => Promise<unknown>, method = 'PUT') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => send(method, url, body),
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

export const useUpdateAlertPreferences = () =>
  useSettingsMutation<UpdateAlertPreferencesBody>('/api/settings/alerts');

export const useSendPhoneCode = () =>
  useSettingsMutation<StartPhoneBody>('/api/settings/phone', undefined, 'POST');

export const useConfirmPhone = () =>
  useSettingsMutation<ConfirmPhoneBody>('/api/settings/phone/verify', undefined, 'POST');

export const useRemovePhone = () =>
  useSettingsMutation<undefined>('/api/settings/phone', undefined, 'DELETE');

/** Another link to the workspace's alert e-mail while it waits for verification (admins). */
export function useResendAlertEmailLink() {
  return useMutation({
    mutationFn: async (): Promise<LinkSent> =>
      (
        await apiRequest('POST', '/api/settings/workspace/alert-email/resend')
      ).json() as Promise<LinkSent>,
  });
}
