// Alert preferences and the SMS phone (Settings): each person's own, in the current workspace.
// Every call answers with the whole settings object, like the other Settings endpoints.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/errors.js';
import {
  confirmPhoneBody,
  startPhoneBody,
  updateAlertPreferencesBody,
} from '../../../contracts/alert-preferences.js';
import { settings } from '../../../contracts/settings.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { perMinute } from '../../http/rate-limits.js';
import { getSmsSender } from '../../notify/sms/twilio.js';
import { getSettings } from '../../data/get-settings.js';
import { confirmPhone } from './confirm-phone.js';
import { removePhone } from './remove-phone.js';
import { startPhoneVerification } from './start-phone-verification.js';
import { updateAlertPreferences } from './update-alert-preferences.js';

// a plan without SMS answers 403 limit_reached, the plan to upgrade from in the one error body
const message = errorBody;

export async function alertPreferenceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const response = {
    200: settings,
    400: message,
    401: message,
    403: message,
    429: message,
    503: message,
  };
  const limit = perMinute(ctx.config.authRateLimitPerMinute);

  r.put(
    '/api/settings/alerts',
    { onRequest: requireSignedIn, schema: { body: updateAlertPreferencesBody, response } },
    async (req) => {
      await updateAlertPreferences(db, actorOf(req), req.body);
      return getSettings(db, ctx.config, actorOf(req));
    },
  );

  r.post(
    '/api/settings/phone',
    { onRequest: requireSignedIn, config: limit, schema: { body: startPhoneBody, response } },
    async (req) => {
      await startPhoneVerification(
        db,
        getSmsSender(ctx.config),
        actorOf(req),
        req.body.phoneNumber,
        (m) => req.log.warn(m),
      );
      return getSettings(db, ctx.config, actorOf(req));
    },
  );

  r.post(
    '/api/settings/phone/verify',
    { onRequest: requireSignedIn, config: limit, schema: { body: confirmPhoneBody, response } },
    async (req) => {
      await confirmPhone(db, actorOf(req), req.body.code);
      return getSettings(db, ctx.config, actorOf(req));
    },
  );

  r.delete(
    '/api/settings/phone',
    { onRequest: requireSignedIn, schema: { response } },
    async (req) => {
      await removePhone(db, actorOf(req));
      return getSettings(db, ctx.config, actorOf(req));
    },
  );
}
