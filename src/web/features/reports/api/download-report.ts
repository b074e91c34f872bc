// Report downloads: GET /api/reports/:kind with credentials, the body saved as a file named by
// the server's Content-Disposition (or a fallback). Failures toast per spec core §8; a 401 goes
// through the shared logged-out handling.
import { useMutation } from '@tanstack/react-query';
import { REPORT_MSG, type ReportFormat, type ReportKind } from '../../../../contracts/reports.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.js';
import { apiRequest } from '../../../lib/query-client.js';

export type ReportRequest = {
  kind: ReportKind;
  format: ReportFormat;
  /** YYYY-MM-DD, custom reports only */
  from?: string;
  to?: string;
};

export function reportUrl({ kind, format, from, to }: ReportRequest): string {
  const params = new URLSearchParams();
  if (kind === 'custom' && from && to) {
    params.set('from', from);
    params.set('to', to);
  }
  params.set('format', format);
  return `/api/reports/${kind}?${params.toString()}`;
}

export const fallbackFileName = (kind: ReportKind, format: ReportFormat, today = new Date()) =>
  `property-report-${kind}-${today.toISOString().slice(0, 10)}.${format}`;

export async function downloadReport(req: ReportRequest): Promise<string> {
  const res = await apiRequest('GET', reportUrl(req));
  const fileName = fileNameFromDisposition(
    res.headers.get('content-disposition'),
    fallbackFileName(req.kind, req.format),
  );
  saveBlob(await res.blob(), fileName);
  return fileName;
}

export function useDownloadReport() {
  return useMutation({
    mutationFn: downloadReport,
    onError: (error) =>
      toastApiError(error, undefined, {
        title: REPORT_MSG.failedTitle,
        description: REPORT_MSG.failedBody,
      }),
  });
}
