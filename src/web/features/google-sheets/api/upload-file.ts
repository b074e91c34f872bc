// POST /api/google-sheets/imports: the file and the permission box, sent with XMLHttpRequest so the
// page can show the bytes going up; answers the import (202) that is then read and previewed, and
// written only when the person confirms (the specification's /upload would import it at once).
import { useMutation } from '@tanstack/react-query';
import { importJob, type ImportJob } from '../../../../contracts/google-sheets.js';
import { apiErrorFrom, networkFailure } from '../../../lib/api-error.js';

export type UploadInput = {
  file: File;
  hasPermissionConfirmed: boolean;
  onProgress?: (fraction: number) => void;
};

export function uploadFile({ file, hasPermissionConfirmed, onProgress }: UploadInput) {
  return new Promise<ImportJob>((resolve, reject) => {
    const form = new FormData();
    // the box first: the server refuses an unticked one before it reads the file
    form.append('hasPermissionConfirmed', String(hasPermissionConfirmed));
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/google-sheets/imports');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(importJob.parse(JSON.parse(xhr.responseText)));
      } else {
        // the one error of a failed call (lib/api-error.ts)
        reject(apiErrorFrom(xhr.status, xhr.responseText || xhr.statusText));
      }
    };
    xhr.onerror = () => reject(networkFailure(new Error('Upload failed')));
    xhr.send(form);
  });
}

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });
