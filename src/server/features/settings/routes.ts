import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  settings,
  updatePersonalBody,
  updateProfileBody,
  updateWorkspaceBody,
} from '../../../contracts/settings.js';
import { actorOf, requirePermission, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { perMinute } from '../../http/rate-limits.js';
import { getSettings } from '../../data/get-settings.js';
import { updatePersonalSettings } from './update-personal-settings.js';
import { updateProfile } from './update-profile.js';
import { updateWorkspaceSettings } from './update-workspace-settings.js';
import { errors, GUARDED } from '../../http/responses.js';

/** Settings page: everyone reads and changes their own profile and switches; admins the workspace. */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const reply200 = { response: { 200: settings, ...errors(400, ...GUARDED, 429) } };

  r.get('/api/settings', { onRequest: requireSignedIn, schema: reply200 }, async (req) =>
    getSettings(db, ctx.config, actorOf(req)),
  );
  r.put(
    '/api/settings/profile',
    {
      onRequest: requireSignedIn,
      // the current password is checked here when the e-mail changes
      config: perMinute(ctx.config.authRateLimitPerMinute),
      schema: { body: updateProfileBody, ...reply200 },
    },
    async (req) => {
      await updateProfile(db, ctx.config, actorOf(req), req.body);
      return getSettings(db, ctx.config, actorOf(req));
    },
  );
  r.put(
    '/api/settings/notifications',
    { onRequest: requireSignedIn, schema: { body: updatePersonalBody, ...reply200 } },
    async (req) => {
      await updatePersonalSettings(db, actorOf(req), req.body);
      return getSettings(db, ctx.config, actorOf(req));
    },
  );
  r.put(
    '/api/settings/workspace',
    {
      onRequest: requirePermission('manageSettings'),
      schema: {
        body: updateWorkspaceBody,
        response: { 200: settings, ...errors(400, 409, ...GUARDED) },
      },
    },
    async (req) => {
      await updateWorkspaceSettings(db, ctx.config, actorOf(req), req.body);
      return getSettings(db, ctx.config, actorOf(req));
    },
  );
}
