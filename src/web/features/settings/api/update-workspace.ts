// PUT /api/settings/workspace.
import type { UpdateWorkspaceBody } from '../../../../contracts/settings.js';
import { sendSettings, useSettingsMutation } from './use-settings-mutation.js';

export const updateWorkspace = (body: UpdateWorkspaceBody) =>
  sendSettings('PUT', '/api/settings/workspace', body);

export const useUpdateWorkspace = () => useSettingsMutation(updateWorkspace);
