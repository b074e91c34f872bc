// Quick Upload: the file picker, the permission box that must be ticked before a file is
// accepted, the Upload button with the file's progress, and the template downloads.
import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import type { ImportJob } from '../../../../contracts/google-sheets.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { IMPORT_MSG } from '../../../../contracts/google-sheets.js';
import { useUploadFile } from '../api/upload-file.js';
import { toastParts, uploadProblem } from '../lib/upload-checks.js';
import { ImportProgress } from './import-progress.js';

export type QuickUploadCardProps = {
  /** an import is under way (the page shows one at a time) */
  busy: boolean;
  job: ImportJob | undefined;
  onStarted(job: ImportJob): void;
};

/** The page's own check: the message's own title ("Invalid File Type: Please upload ..."). */
const refused = (message: string) =>
  toast({ ...toastParts(message, IMPORT_MSG.failedTitle), variant: 'destructive' });

export function QuickUploadCard({ busy, job, onStarted }: QuickUploadCardProps) {
  const fileId = useId();
  const permissionId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [permission, setPermission] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const upload = useUploadFile();
  const sending = upload.isPending;

  const submit = () => {
    const problem = uploadProblem(file, permission);
    if (problem || !file) return refused(problem ?? IMPORT_MSG.noFile);
    setSent(0);
    upload.mutate(
      { file, hasPermissionConfirmed: permission, onProgress: setSent },
      {
        onSuccess: (started) => onStarted(started),
        // the server refused or failed: "Upload Failed" with its message, or "Upload failed"
        onError: (e) => toastApiError(e, IMPORT_MSG.failedFallback, IMPORT_MSG.failedTitle),
        onSettled: () => setSent(null),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Upload</CardTitle>
        <CardDescription>
          Add or update many properties at once from an .xlsx, .xls or .csv file (up to 10MB). You
          see every row before anything is imported.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
            Spreadsheet file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".xlsx,.xls,.csv"
            disabled={sending || busy}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        </div>
        <div className="flex items-start gap-2">
          <input
            id={permissionId}
            type="checkbox"
            checked={permission}
            onChange={(e) => setPermission(e.target.checked)}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
          />
          <label htmlFor={permissionId} className="text-sm text-slate-700">
            I confirm I have permission to monitor these properties
          </label>
        </div>
        {(sending || busy) && <ImportProgress job={sending ? undefined : job} sent={sent} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={submit} disabled={sending || busy || !file}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {sending ? 'Uploading...' : 'Upload'}
          </Button>
          <span className="text-sm text-slate-600">Template:</span>
          <a
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
            href="/api/google-sheets/template?format=xlsx"
            download
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Excel (.xlsx)
          </a>
          <a
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
            href="/api/google-sheets/template?format=csv"
            download
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            CSV
          </a>
        </div>
        <p className="text-xs text-slate-600">
          Columns: name, address, ipAddress (required), type (residential, commercial, industrial or
          government), description and group (a group of this workspace, made under Groups; empty
          leaves a property&apos;s group as it is). A row whose IP address (or id column) matches a
          property updates it; importing the same file again changes nothing.
        </p>
      </CardContent>
    </Card>
  );
}
