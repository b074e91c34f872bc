// GET /api/business/export-emails: the CSV saved as customer-emails-YYYY-MM-DD.csv (spec §7, §8).
import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '../../../../contracts/business.js';
import { apiFetch } from '../../../lib/api-fetch.js';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.js';

export async function exportCustomerEmails(): Promise<string> {
  const res = await apiFetch('/api/business/export-emails');
  const name = fileNameFromDisposition(
    res.headers.get('content-disposition'),
    exportFileName(new Date()),
  );
  saveBlob(await res.blob(), name);
  return name;
}

export const useExportCustomerEmails = () => useMutation({ mutationFn: exportCustomerEmails });
