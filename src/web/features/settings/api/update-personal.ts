// PUT /api/settings/notifications: the member's own notification choices.
import type { UpdatePersonalBody } from '../../../../contracts/settings.js';
import { sendSettings, useSettingsMutation } from './use-settings-mutation.js';

export const updatePersonal = (body: UpdatePersonalBody) =>
  sendSettings('PUT', '/api/settings/notifications', body);

export const useUpdatePersonal = () => useSettingsMutation(updatePersonal);
