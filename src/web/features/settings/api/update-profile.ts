// PUT /api/settings/profile.
import { useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '../../../../contracts/settings.js';
import { authUserQueryKey } from '../../../lib/auth/use-auth.js';
import { sendSettings, useSettingsMutation } from './use-settings-mutation.js';

export const updateProfile = (body: UpdateProfileBody) =>
  sendSettings('PUT', '/api/settings/profile', body);

export function useUpdateProfile() {
  const qc = useQueryClient();
  // the sidebar shows the user's name from GET /api/auth/user
  return useSettingsMutation(updateProfile, () =>
    qc.invalidateQueries({ queryKey: authUserQueryKey }),
  );
}
