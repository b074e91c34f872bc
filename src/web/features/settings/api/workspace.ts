// Danger Zone calls: export everything as a JSON download, delete the workspace.
import { useMutation } from '@tanstack/react-query';
import type { DeleteWorkspaceBody } from '../../../../contracts/settings.js';
import { apiRequest } from '../../../lib/query-client.js';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.js';
import { exportFallbackName } from '../lib/file-name.js';

export const WORKSPACE_EXPORT_URL = '/api/workspace/export';

/** Downloads the export; resolves with the file name it was saved under. */
export async function exportWorkspace(): Promise<string> {
  const res = await apiRequest('GET', WORKSPACE_EXPORT_URL);
  const fileName = fileNameFromDisposition(
    res.headers.get('content-disposition'),
    exportFallbackName(),
  );
  saveBlob(await res.blob(), fileName);
  return fileName;
}

export const useExportWorkspace = () => useMutation({ mutationFn: exportWorkspace });

export const useDeleteWorkspace = () =>
  useMutation({
    mutationFn: async (body: DeleteWorkspaceBody) => {
      await apiRequest('DELETE', '/api/workspace', body);
    },
  });
