// Report downloads: GET /api/reports/:kind with credentials, the body saved as a file named by
// the server's Content-Disposition (or a fallback). Failures toast per spec core §8; a 401 goes
// through the shared logged-out handling.
import { useMutation } from '@tanstack/react-query';
import { REPORT_MSG, type ReportFormat, type ReportKind } from '../../../../contracts/reports.js';
import { toast } from '../../../components/ui/toast/index.js';
import { handleUnauthorized } from '../../../lib/handle-unauthorized.js';
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

/** The file name of an attachment (RFC 6266: filename* first, then filename), else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??=
    /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : fallback;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: REPORT_MSG.failedTitle,
        description: REPORT_MSG.failedBody,
        variant: 'destructive',
      });
    },
  });
}
