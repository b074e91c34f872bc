// POST /api/settings/phone: sends a code to the number; the settings then hold it as pending.
import type { StartPhoneBody } from '../../../../contracts/alert-preferences.js';
import { sendSettings, useSettingsMutation } from './use-settings-mutation.js';

export const sendPhoneCode = (body: StartPhoneBody) =>
  sendSettings('POST', '/api/settings/phone', body);

export const useSendPhoneCode = () => useSettingsMutation(sendPhoneCode);
