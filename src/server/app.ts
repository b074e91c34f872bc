// buildApp(ctx) -> a Fastify instance with every route; main.ts and the tests both build it here.
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { authRoutes } from './features/auth/routes.js';
import { healthRoutes, type HealthExtras } from './features/health/routes.js';
import { installErrorHandler } from './http/error-handler.js';
import { installOriginGuard } from './http/origin-guard.js';
import { installSessionHook } from './http/session-hook.js';
import { installStaticWeb } from './http/static-web.js';
import { alertRoutes } from './features/alerts/routes.js';
import { checkRoutes } from './features/checks/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { eventRoutes } from './features/events/routes.js';
import { propertyRoutes } from './features/properties/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import { webhookRoutes } from './features/webhooks/routes.js';
import { workspaceRoutes } from './features/workspace/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { networkRoutes } from './features/network/routes.js';
import { activityRoutes } from './features/activity/routes.js';
import { apiKeyRoutes } from './features/api-keys/routes.js';
import { invitationRoutes } from './features/team/invitation-routes.js';
import { teamRoutes } from './features/team/routes.js';
import { verificationRoutes } from './features/verification/routes.js';
import { alertPreferenceRoutes } from './features/alert-preferences/routes.js';
import { chatRoutes } from './features/chat/routes.js';
import { billingRoutes } from './features/billing/routes.js';
import { promoCodeRoutes } from './features/promo-codes/routes.js';
import { businessRoutes } from './features/business/routes.js';
import { googleSheetsRoutes } from './features/google-sheets/routes.js';
import { stripeCspSources } from './features/billing/stripe-csp.js';

export type BuildOptions = {
  /** directory of the built web app (dist/web); omitted in API tests */
  webDir?: string;
  healthExtras?: HealthExtras;
  /** feature route plugins added by later capabilities (monitoring, notifications...) */
  features?: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>>;
  /** sees every route as it is added (the route-schema test reads their response schemas) */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  // Stripe.js and its Payment Element frames, when billing is configured.
  const stripe = stripeCspSources(config.billing);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...stripe.script],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        upgradeInsecureRequests: null,
      },
    },
    // Served over plain http on loopback by default: HSTS would lock browsers out of it.
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? undefined : false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  installOriginGuard(app, config.publicUrl);
  installSessionHook(app, ctx);

  await healthRoutes(app, ctx, opts.healthExtras);
  await authRoutes(app, ctx);
  await propertyRoutes(app, ctx);
  await checkRoutes(app, ctx);
  await alertRoutes(app, ctx);
  await dashboardRoutes(app, ctx);
  await eventRoutes(app, ctx);
  await settingsRoutes(app, ctx);
  await webhookRoutes(app, ctx);
  await notificationRoutes(app, ctx);
  await workspaceRoutes(app, ctx);
  await reportRoutes(app, ctx);
  await networkRoutes(app, ctx);
  await activityRoutes(app, ctx);
  await apiKeyRoutes(app, ctx);
  await teamRoutes(app, ctx);
  await invitationRoutes(app, ctx);
  await verificationRoutes(app, ctx);
  await alertPreferenceRoutes(app, ctx);
  await chatRoutes(app, ctx);
  await billingRoutes(app, ctx);
  await promoCodeRoutes(app, ctx);
  await businessRoutes(app, ctx);
  await googleSheetsRoutes(app, ctx);
  for (const feature of opts.features ?? []) await feature(app, ctx);
  await installStaticWeb(app, opts.webDir);
  return app;
}
