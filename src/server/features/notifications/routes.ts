import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationLog as logSchema } from '../../../contracts/notifications.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { notificationLog } from './notification-log.js';
import { errors, GUARDED } from '../../http/responses.js';

/** The notification log: admins and staff (it names recipients and endpoints; viewers only read alerts). */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/notifications/log',
    {
      onRequest: requirePermission('viewNotificationLog'),
      schema: { response: { 200: logSchema, ...errors(...GUARDED) } },
    },
    async (req) => notificationLog(ctx.database.db, actorOf(req)),
  );
}
