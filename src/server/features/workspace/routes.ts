import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteWorkspaceBody, workspaceExport } from '../../../contracts/settings.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import { clearSessionCookie } from '../../auth/session-cookie.js';
import type { AppContext } from '../../app-context.js';
import { deleteWorkspace } from './delete-workspace.js';
import { cancelWorkspaceSubscriptions } from '../../billing/cancel-workspace-subscriptions.js';
import { exportWorkspace } from './export-workspace.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';

/** Settings Danger Zone: export all workspace data; delete the workspace. Admins only. */
export async function workspaceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.get(
    '/api/workspace/export',
    {
      onRequest: requirePermission('manageSettings'),
      schema: { response: { 200: workspaceExport, ...errors(...GUARDED) } },
    },
    async (req, reply) => {
      const data = await exportWorkspace(db, actorOf(req));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="workspace-export-${day}.json"`)
        .send(data);
    },
  );
  r.delete(
    '/api/workspace',
    {
      onRequest: requirePermission('manageSettings'),
      schema: { body: deleteWorkspaceBody, response: { 204: noBody, ...errors(400, ...GUARDED) } },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const { callerDeleted } = await deleteWorkspace(db, actor, {
        confirmName: req.body.confirmName,
        plan: ctx.config.defaultPlan,
        // a deleted workspace is never charged again
        beforeDelete: () => cancelWorkspaceSubscriptions(ctx, actor.workspaceId),
      });
      if (callerDeleted) clearSessionCookie(ctx, reply);
      return reply.status(204).send();
    },
  );
}
