// One import at a time on the page: started by an upload or a sync, polled while the server reads
// it, previewed, confirmed, polled while it is written; the outcome as a toast (spec commercial
// §8: "Upload Successful: Imported {n} properties from your file." or "Upload Failed").
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { IMPORT_MSG, type ImportJob } from '../../../../contracts/google-sheets.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useCommitImport } from '../api/commit-import.js';
import { useImport } from '../api/get-import.js';
import { sheetSettingsQueryKey } from '../api/sheet-settings.js';

export function useImportFlow() {
  const qc = useQueryClient();
  const [importId, setImportId] = useState<string | null>(null);
  const query = useImport(importId);
  const commit = useCommitImport();
  const job = importId ? query.data : undefined;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!job || reported.current === `${job.id}:${job.status}`) return;
    if (job.status !== 'failed' && job.status !== 'committed') return;
    reported.current = `${job.id}:${job.status}`;
    const fromSheet = job.source === 'sheet';
    if (job.status === 'failed') {
      toast({
        title: fromSheet ? 'Error' : IMPORT_MSG.failedTitle,
        description: job.message ?? (fromSheet ? IMPORT_MSG.syncFailed : IMPORT_MSG.failedFallback),
        variant: 'destructive',
      });
    } else {
      toast({
        title: fromSheet ? 'Sync Successful' : IMPORT_MSG.successTitle,
        description: fromSheet
          ? `Imported ${job.importedCount} properties from Google Sheets.`
          : IMPORT_MSG.success(job.importedCount),
        variant: 'success',
      });
      void qc.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/properties'),
      });
      void qc.invalidateQueries({ queryKey: sheetSettingsQueryKey });
    }
    // a finished import stays in the cache until the next one starts: nothing to reset here
  }, [job, qc]);

  return {
    job,
    /** the server is reading the file or writing it */
    working: importId !== null && (!job || job.status === 'parsing' || job.status === 'committing'),
    previewOpen: job !== undefined && (job.status === 'preview' || job.status === 'committing'),
    committing: commit.isPending,
    start: (started: ImportJob) => {
      qc.setQueryData(['/api/google-sheets/imports', started.id], started);
      setImportId(started.id);
    },
    confirm: () => {
      if (!job) return;
      commit.mutate(job.id, {
        onError: (e) => toastApiError(e, IMPORT_MSG.failedFallback, IMPORT_MSG.failedTitle),
      });
    },
    cancel: () => setImportId(null),
  };
}
