// POST /api/google-sheets/imports/:id/commit: the user confirmed the preview; it is written now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importJob } from '../../../../contracts/google-sheets.js';
import { apiRequest } from '../../../lib/query-client.js';
import { importQueryKey } from './get-import.js';

export const commitImport = async (id: string) =>
  importJob.parse(
    await (
      await apiRequest('POST', `/api/google-sheets/imports/${encodeURIComponent(id)}/commit`)
    ).json(),
  );

export function useCommitImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: (job) => qc.setQueryData(importQueryKey(job.id), job),
  });
}
