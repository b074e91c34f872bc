// Every /api/google-sheets URL (spec commercial §7; issues 10, 31): the specification's upload (imported
// at once), the page's upload that is previewed, polled and confirmed, the template, and the linked
// sheet's settings and sync.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importJob,
  importParams,
  uploadRefusal,
  uploadResult,
} from '../../../contracts/google-sheets.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, fileBody, GUARDED } from '../../http/responses.js';
import { createTargetPolicy } from '../../monitoring/target-policy.js';
import { createTaskSet } from './background-tasks.js';
import { buildTemplate } from './build-template.js';
import { commitImport } from './commit-import.js';
import { getImport } from './get-import.js';
import { importUpload } from './import-upload.js';
import { createImportQueue } from './import-queue.js';
import { seesImportIps } from './ip-visibility.js';
import { createReadPool } from './read-pool.js';
import { receiveUpload, UPLOAD_LIMITS } from './receive-upload.js';
import { sheetRoutes } from './sheet-routes.js';
import { startImport, type StartImportInput } from './start-import.js';

const templateQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
const TEMPLATE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export async function googleSheetsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const policy = createTargetPolicy(ctx.config.monitor);
  const limits = ctx.config.imports;
  const tasks = createTaskSet((e) => app.log.error({ err: e }, 'import failed'));
  const queue = createImportQueue(limits);
  const readers = createReadPool({ ...limits, policy: ctx.config.monitor });
  const runner = { tasks, queue };
  app.addHook('onClose', async () => {
    queue.close();
    await tasks.drain();
    await readers.close();
  });

  /** What both upload routes do first: a full line refuses before the file is read. */
  const receive = async (req: FastifyRequest): Promise<StartImportInput> => {
    const actor = actorOf(req);
    queue.assertRoom();
    const file = await receiveUpload(req);
    return {
      workspace: { id: actor.workspaceId, plan: actor.plan },
      userId: actor.userId,
      source: 'upload',
      fileName: file.fileName,
      seesIps: seesImportIps(actor),
      read: (planning, sink) => readers.read(file.kind, file.data, planning, sink),
    };
  };

  // Multipart only here: the rest of the API takes JSON.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    const m = scope.withTypeProvider<ZodTypeProvider>();
    // The page's upload: read and previewed, written when the person confirms (…/commit).
    m.post(
      '/api/google-sheets/imports',
      {
        onRequest: requirePermission('importProperties'),
        schema: {
          response: {
            202: importJob.describe('Read and checked in the background: the import to poll'),
            ...errors(400, ...GUARDED, 413, 503),
          },
        },
      },
      async (req, reply) =>
        reply.status(202).send(await startImport(db, runner, await receive(req))),
    );
    // The specification's call: imported at once, importedCount (or 202 past the wait).
    m.post(
      '/api/google-sheets/upload',
      {
        onRequest: requirePermission('importProperties'),
        schema: {
          response: {
            200: uploadResult.describe('Imported: the properties are written'),
            202: importJob.describe('Still importing (or waiting in line): the import to poll'),
            ...errors(...GUARDED, 409, 413, 503),
            400: uploadRefusal,
            403: uploadRefusal,
          },
        },
      },
      async (req, reply) => {
        const start = await receive(req);
        const answer = await importUpload(db, runner, {
          actor: actorOf(req),
          waitMs: limits.uploadWaitMs,
          start,
        });
        return reply.status(answer.status).send(answer.body);
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/google-sheets/imports/:id',
    {
      onRequest: requirePermission('importProperties'),
      schema: { params: importParams, response: { 200: importJob, ...errors(...GUARDED, 404) } },
    },
    async (req) => {
      const job = await getImport(db, actorOf(req).workspaceId, req.params.id);
      return { ...job, queuePosition: queue.positionOf(job.id) };
    },
  );
  r.post(
    '/api/google-sheets/imports/:id/commit',
    {
      onRequest: requirePermission('importProperties'),
      schema: {
        params: importParams,
        response: { 202: importJob, ...errors(...GUARDED, 404, 409) },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await commitImport(db, runner, actorOf(req), req.params.id)),
  );
  r.get(
    '/api/google-sheets/template',
    {
      onRequest: requirePermission('importProperties'),
      schema: {
        querystring: templateQuery,
        response: { 200: fileBody, ...errors(400, ...GUARDED) },
      },
    },
    async (req, reply) => {
      const { format } = req.query;
      return reply
        .type(TEMPLATE_TYPES[format])
        .header('Content-Disposition', `attachment; filename="property-import-template.${format}"`)
        .send(await buildTemplate(format));
    },
  );
  await sheetRoutes(app, ctx, { runner, policy });
}
