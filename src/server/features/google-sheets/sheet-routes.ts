// /api/google-sheets/settings and /sync: the linked sheet (spec commercial §2, §5, §7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importJob, sheetSettings, sheetSettingsBody } from '../../../contracts/google-sheets.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED } from '../../http/responses.js';
import type { TargetPolicy } from '../../monitoring/target-policy.js';
import { getSheetSettings, saveSheetSettings } from './sheet-settings.js';
import type { ImportRunner } from './start-import.js';
import { syncSheet } from './sync-sheet.js';

export async function sheetRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { runner: ImportRunner; policy: TargetPolicy },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const config = ctx.config.googleSheets;
  r.get(
    '/api/google-sheets/settings',
    {
      onRequest: requirePermission('importProperties'),
      schema: { response: { 200: sheetSettings, ...errors(...GUARDED) } },
    },
    async (req) => getSheetSettings(db, config, actorOf(req).workspaceId),
  );
  r.post(
    '/api/google-sheets/settings',
    {
      onRequest: requirePermission('importProperties'),
      schema: {
        body: sheetSettingsBody,
        response: { 200: sheetSettings, ...errors(400, ...GUARDED) },
      },
    },
    async (req) => saveSheetSettings(db, config, actorOf(req), req.body),
  );
  r.post(
    '/api/google-sheets/sync',
    {
      onRequest: requirePermission('importProperties'),
      schema: { response: { 202: importJob, ...errors(400, ...GUARDED, 503) } },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(
          await syncSheet(db, deps.runner, { config, policy: deps.policy, actor: actorOf(req) }),
        ),
  );
}
