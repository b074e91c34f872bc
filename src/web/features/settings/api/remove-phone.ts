// DELETE /api/settings/phone.
import { sendSettings, useSettingsMutation } from './use-settings-mutation.js';

export const removePhone = () => sendSettings('DELETE', '/api/settings/phone');

export const useRemovePhone = () => useSettingsMutation<void>(removePhone);
