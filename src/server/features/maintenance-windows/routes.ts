// Maintenance windows (issue 27): admins and staff schedule, edit, end and cancel; every member
// reads. API keys as the public API has them: `read` lists, `write` changes (standard limit).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  maintenanceIdParams,
  maintenanceWindow,
  maintenanceWindowBody,
} from '../../../contracts/maintenance-windows.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED } from '../../http/responses.js';
import { cancelMaintenanceWindow } from './cancel-maintenance-window.js';
import { createMaintenanceWindow } from './create-maintenance-window.js';
import { endMaintenanceWindow } from './end-maintenance-window.js';
import { getMaintenanceWindow } from './get-maintenance-window.js';
import { listMaintenanceWindows } from './list-maintenance-windows.js';
import { updateMaintenanceWindow } from './update-maintenance-window.js';

export async function maintenanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const read = { onRequest: requirePermission('viewProperties') };
  const manage = { onRequest: requirePermission('manageMaintenance') };

  r.get(
    '/api/maintenance-windows',
    {
      ...read,
      schema: { response: { 200: z.array(maintenanceWindow), ...errors(...GUARDED) } },
    },
    async (req) => listMaintenanceWindows(db, actorOf(req)),
  );
  r.post(
    '/api/maintenance-windows',
    {
      ...manage,
      schema: {
        body: maintenanceWindowBody,
        response: { 201: maintenanceWindow, ...errors(400, ...GUARDED) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createMaintenanceWindow(db, actorOf(req), req.body)),
  );
  r.get(
    '/api/maintenance-windows/:id',
    {
      ...read,
      schema: {
        params: maintenanceIdParams,
        response: { 200: maintenanceWindow, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => getMaintenanceWindow(db, actorOf(req), req.params.id),
  );
  r.put(
    '/api/maintenance-windows/:id',
    {
      ...manage,
      schema: {
        params: maintenanceIdParams,
        body: maintenanceWindowBody,
        response: { 200: maintenanceWindow, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => updateMaintenanceWindow(db, actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/maintenance-windows/:id',
    {
      ...manage,
      schema: {
        params: maintenanceIdParams,
        response: { 200: maintenanceWindow, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => cancelMaintenanceWindow(db, actorOf(req), req.params.id),
  );
  r.post(
    '/api/maintenance-windows/:id/end',
    {
      ...manage,
      schema: {
        params: maintenanceIdParams,
        response: { 200: maintenanceWindow, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => endMaintenanceWindow(db, actorOf(req), req.params.id),
  );
}
