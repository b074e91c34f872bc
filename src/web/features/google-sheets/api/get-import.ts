// GET /api/google-sheets/imports/:id: an upload or sync while it is read, previewed and written;
// re-read twice a second while the server works on it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { importJob, type ImportJob } from '../../../../contracts/google-sheets.js';
import { fetchJson } from '../../../lib/api/fetch-json.js';

export const importQueryKey = (id: string) => ['/api/google-sheets/imports', id] as const;

export const isWorking = (job: ImportJob | undefined) =>
  job?.status === 'parsing' || job?.status === 'committing';

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importQueryKey(id),
    queryFn: ({ signal }) =>
      fetchJson(`/api/google-sheets/imports/${encodeURIComponent(id)}`, importJob, signal),
    refetchInterval: (q) => (isWorking(q.state.data) ? 500 : false),
  });

export const useImport = (id: string | null) =>
  useQuery({ ...importQueryOptions(id ?? ''), enabled: id !== null });
