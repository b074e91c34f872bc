// GET /api/business/export-emails: the CSV saved as customer-emails-YYYY-MM-DD.csv (spec §7, §8).
import { useMutation } from '@tanstack/react-query';
import { BUSINESS_MSG, exportFileName } from '../../../../contracts/business.js';
import { parseApiError } from '../../../lib/api-error.js';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.js';

export async function exportCustomerEmails(): Promise<string> {
  const res = await fetch('/api/business/export-emails', { credentials: 'include' });
  if (!res.ok) {
    const { message } = parseApiError(new Error(`${res.status}: ${await res.text()}`));
    // a 401 keeps the "STATUS: body" form so the logged-out handling recognises it
    if (res.status === 401) throw new Error(`401: ${message}`);
    throw new Error(res.status < 500 && message ? message : BUSINESS_MSG.exportRaised);
  }
  const name = fileNameFromDisposition(
    res.headers.get('content-disposition'),
    exportFileName(new Date()),
  );
  saveBlob(await res.blob(), name);
  return name;
}

export const useExportCustomerEmails = () => useMutation({ mutationFn: exportCustomerEmails });
