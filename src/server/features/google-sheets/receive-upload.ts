// Takes the multipart upload apart while it streams: the type is judged by the file's name before
// a byte of it is read, the size is counted as it arrives (the 10MB + 1st byte ends the request),
// and permission must be confirmed (spec commercial §5, in that order).
import type { FastifyRequest } from 'fastify';
import { IMPORT_MSG, MAX_UPLOAD_BYTES } from '../../../contracts/google-sheets.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { fileKindOf, type FileKind } from './read-spreadsheet.js';

export type Upload = { fileName: string; kind: FileKind; data: Buffer };

/** Multipart limits for @fastify/multipart: one byte more than allowed, so we see it pass. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 20,
};
/** Room for the multipart framing and the permission field around the file. */
const FRAMING_BYTES = 64 * 1024;

const tooLarge = () => new AppError('payload_too_large', IMPORT_MSG.tooLarge);

/**
 * The file's bytes gathered as they arrive. With a declared length (the file is within it), into
 * one buffer of that size, a chunk at a time: no 10 MB copy in one turn of the event loop at the
 * end (Buffer.concat), and the buffer is the file's own, so it moves to the reading thread.
 */
function fileBuffer(declared: number) {
  let whole = declared > 0 ? Buffer.allocUnsafeSlow(declared) : undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    get size() {
      return size;
    },
    add(chunk: Buffer) {
      // HTTP ends the body at its declared length; should more come anyway, nothing is cut
      if (whole && size + chunk.length > whole.length) {
        chunks.push(whole.subarray(0, size));
        whole = undefined;
      }
      if (whole) chunk.copy(whole, size);
      else chunks.push(chunk);
      size += chunk.length;
    },
    data: () => (whole ? whole.subarray(0, size) : Buffer.concat(chunks)),
  };
}

export async function receiveUpload(req: FastifyRequest): Promise<Upload> {
  // A declared length past the limit is refused before anything is read.
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_BYTES + FRAMING_BYTES) throw tooLarge();
  if (!req.isMultipart()) throw badRequest(IMPORT_MSG.noFile);
  let permission: boolean | undefined;
  let upload: Upload | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'hasPermissionConfirmed') permission = String(part.value) === 'true';
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        continue;
      }
      const kind = fileKindOf(part.filename);
      if (!kind) throw badRequest(IMPORT_MSG.invalidType);
      // the browser sends the checkbox first: an unticked box stops here, before the file is read
      if (permission === false) throw badRequest(IMPORT_MSG.permission);
      const file = fileBuffer(declared);
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (file.size + chunk.length > MAX_UPLOAD_BYTES) throw tooLarge();
        file.add(chunk);
      }
      upload = { fileName: part.filename.slice(0, 255), kind, data: file.data() };
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest(IMPORT_MSG.noFile);
  }
  if (!upload) throw badRequest(IMPORT_MSG.noFile);
  if (permission !== true) throw badRequest(IMPORT_MSG.permission);
  return upload;
}
