// Calls the import API as the page does: upload, wait for the preview, confirm, wait for the end;
// and as the specification's client does (one call, importedCount).
import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '../../../../contracts/google-sheets.js';
import { call, type Actor } from '../../../test/actors.js';
import { waitFor } from '../../../test/wait-for.js';
import { multipart } from './files.js';

/** The page's upload: answers 202 with an import that is read and previewed. */
export const PREVIEW_UPLOAD_URL = '/api/google-sheets/imports';
/** The specification's upload: imports at once and answers importedCount. */
export const SPEC_UPLOAD_URL = '/api/google-sheets/upload';
export const UPLOAD_URLS = [PREVIEW_UPLOAD_URL, SPEC_UPLOAD_URL] as const;

export async function upload(
  app: FastifyInstance,
  actor: Actor,
  name: string,
  data: Buffer,
  fields?: Record<string, string>,
  url: string = PREVIEW_UPLOAD_URL,
) {
  const body = multipart({ name, data }, fields);
  return call(app, actor, {
    method: 'POST',
    url,
    payload: body.payload,
    headers: body.headers,
  });
}

export async function waitForImport(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  until: (j: ImportJob) => boolean = (j) => j.status !== 'parsing' && j.status !== 'committing',
): Promise<ImportJob> {
  let job: ImportJob | undefined;
  await waitFor(
    async () => {
      const res = await call(app, actor, { url: `/api/google-sheets/imports/${id}` });
      job = res.json() as ImportJob;
      return res.statusCode === 200 && until(job);
    },
    30_000,
    `import ${id}`,
  );
  return job!;
}

/** Uploads a file and answers its preview. */
export async function preview(app: FastifyInstance, actor: Actor, name: string, data: Buffer) {
  const res = await upload(app, actor, name, data);
  if (res.statusCode !== 202) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return waitForImport(app, actor, (res.json() as ImportJob).id);
}

/** Confirms a preview and answers the finished import. */
export async function commit(app: FastifyInstance, actor: Actor, id: string) {
  const res = await call(app, actor, {
    method: 'POST',
    url: `/api/google-sheets/imports/${id}/commit`,
  });
  if (res.statusCode !== 202) throw new Error(`commit: ${res.statusCode} ${res.body}`);
  return waitForImport(app, actor, id);
}

/** Upload, preview, confirm: the whole path. */
export async function importFile(app: FastifyInstance, actor: Actor, name: string, data: Buffer) {
  const p = await preview(app, actor, name, data);
  if (p.status !== 'preview') throw new Error(`preview: ${p.status} ${p.message}`);
  return commit(app, actor, p.id);
}
