// POST /api/settings/phone/verify: the code from the SMS confirms the pending number.
import type { ConfirmPhoneBody } from '../../../../contracts/alert-preferences.js';
import { sendSettings, useSettingsMutation } from './use-settings-mutation.js';

export const confirmPhone = (body: ConfirmPhoneBody) =>
  sendSettings('POST', '/api/settings/phone/verify', body);

export const useConfirmPhone = () => useSettingsMutation(confirmPhone);
