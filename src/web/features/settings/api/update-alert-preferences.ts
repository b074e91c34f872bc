// PUT /api/settings/alerts.
import type { UpdateAlertPreferencesBody } from '../../../../contracts/alert-preferences.js';
import { sendSettings, useSettingsMutation } from './use-settings-mutation.js';

export const updateAlertPreferences = (body: UpdateAlertPreferencesBody) =>
  sendSettings('PUT', '/api/settings/alerts', body);

export const useUpdateAlertPreferences = () => useSettingsMutation(updateAlertPreferences);
