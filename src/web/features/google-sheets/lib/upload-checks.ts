// The page's own checks before a file is sent (the server makes the same ones): type, size and
// the permission box, with the specification's words (spec commercial §5).
import {
  IMPORT_MSG,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
} from '../../../../contracts/google-sheets.js';

export function uploadProblem(file: File | null, permission: boolean): string | null {
  if (!file) return IMPORT_MSG.noFile;
  const ext = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return IMPORT_MSG.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return IMPORT_MSG.tooLarge;
  if (!permission) return IMPORT_MSG.permission;
  return null;
}

/** "Invalid File Type: Please upload ..." as a toast's title and text. */
export function toastParts(message: string, fallbackTitle: string) {
  const m = /^([A-Z][A-Za-z ]{2,30}): (.+)$/.exec(message);
  return m ? { title: m[1]!, description: m[2]! } : { title: fallbackTitle, description: message };
}
