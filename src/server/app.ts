// buildApp(ctx) -> a Fastify instance with every route; main.ts and the tests both build it here.
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { authRoutes } from './features/auth/routes.js';
import { healthRoutes, type HealthExtras } from './features/health/routes.js';
import { refuseNul } from './http/refuse-nul.js';
import { installErrorHandler } from './http/error-handler.js';
import { installRequestLog, requestForLog } from './http/request-log.js';
import { installApiNoStore } from './http/no-store.js';
import { redactError } from './lib/redact-error.js';
import { bufferedStdout } from './lib/log-stream.js';
import { installOriginGuard } from './http/origin-guard.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installSessionHook } from './http/session-hook.js';
import { startChangeListener } from './data/change-listener.js';
import { databaseAnswers } from './db/availability.js';
import { installStaticWeb } from './http/static-web.js';
import { registerOpenApi } from './http/openapi.js';
import { declareFrameworkAnswers } from './http/framework-answers.js';
import { registerApiReference } from './http/api-reference.js';
import { sessionCookieName } from './auth/sessions.js';
import { alertRoutes } from './features/alerts/routes.js';
import { pingRoutes } from './features/ping/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { eventRoutes, MAX_STREAMS_PER_USER } from './features/events/routes.js';
import { createStreamRegistry } from './features/events/stream-registry.js';
import { propertyRoutes } from './features/properties/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import { webhookRoutes } from './features/webhooks/routes.js';
import { maintenanceRoutes } from './features/maintenance-windows/routes.js';
import { groupRoutes } from './features/groups/routes.js';
import { escalationRoutes } from './features/escalation/routes.js';
import { pushRoutes } from './features/push/routes.js';
import { workspaceRoutes } from './features/workspace/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { networkRoutes } from './features/network/routes.js';
import { activityRoutes } from './features/activity/routes.js';
import { apiKeyRoutes } from './features/api-keys/routes.js';
import { invitationRoutes } from './features/invitations/routes.js';
import { teamRoutes } from './features/team/routes.js';
import { verifyEmailRoutes } from './features/auth/verify-email-routes.js';
import { alertEmailRoutes } from './features/settings/alert-email-routes.js';
import { alertPreferenceRoutes } from './features/settings/alert-preference-routes.js';
import { chatRoutes } from './features/chat/routes.js';
import { billingRoutes } from './features/billing/routes.js';
import { promoCodeRoutes } from './features/promo-codes/routes.js';
import { businessRoutes } from './features/business/routes.js';
import { locationRoutes } from './features/locations/routes.js';
import { agentRoutes } from './features/agents/routes.js';
import { betaTesterRoutes } from './features/beta-testers/routes.js';
import { affiliateRoutes } from './features/affiliates/routes.js';
import { googleSheetsRoutes } from './features/google-sheets/routes.js';
import { statusPageRoutes } from './features/status-pages/routes.js';
import { ackLinkRoutes } from './features/incidents/ack-link-routes.js';
import { incidentRoutes } from './features/incidents/routes.js';
import { publicStatusRoutes } from './features/status-pages/public-routes.js';
import { subscriberRoutes } from './features/status-pages/subscribers/routes.js';
import { subscriberPublicRoutes } from './features/status-pages/subscribers/public-routes.js';
import { stripeCspSources } from './features/billing/stripe-csp.js';
import { webIndexScriptHashes } from './http/inline-script-hashes.js';

export type BuildOptions = {
  /** directory of the built web app (dist/web); omitted in API tests */
  webDir?: string;
  /** directory of the prerendered public pages (dist/prerendered) */
  prerenderDir?: string;
  healthExtras?: HealthExtras;
  /** sees every route as it is registered (the bad-input suite walks them; the route-schema test reads their response schemas) */
  onRoute?: (route: RouteOptions) => void;
  /** where the log goes (tests read it); stdout when omitted */
  logStream?: { write(line: string): void };
  /** feature route plugins added by later capabilities (monitoring, notifications...) */
  features?: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>>;
};

/**
 * A hop count trusts that many proxies nearest to us (`i` counts from the socket's peer), as
 * Express does; Fastify itself ignores X-Forwarded-* for a bare number. Only right when the app
 * can be reached through the proxies alone (README: TRUST_PROXY).
 */
function trustProxyOption(v: string | number | boolean) {
  return typeof v === 'number' ? (_address: string, i: number) => i < v : v;
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const logStream = config.logLevel === 'silent' ? undefined : (opts.logStream ?? bufferedStdout());
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
            // Driver errors carry the statement's bound values: log them without. URLs go
            // without their tokens (request-log.ts).
            serializers: { err: redactError, req: requestForLog },
            stream: logStream,
          },
    bodyLimit: 1024 * 1024,
    // installRequestLog writes one line per request instead (through the log controller: the
    // top-level disableRequestLogging option prints a deprecation warning, FSTDEP023)
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, ctx.database.availability);
  installRequestLog(app, logStream);
  installApiNoStore(app);
  refuseNul(app);

  // Stripe.js and its Payment Element frames, when billing is configured.
  const stripe = stripeCspSources(config.billing);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // the boot script index.html carries inline (by its hash: nothing else inline runs)
        scriptSrc: ["'self'", ...webIndexScriptHashes(opts.webDir), ...stripe.script],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        upgradeInsecureRequests: null,
      },
    },
    // Served over plain http on loopback by default: HSTS would lock browsers out of it.
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? undefined : false,
  });
  // JSON (and other text) answers of 1 KB or more go out compressed when the client accepts it:
  // brotli at quality 4 (fast enough per request), else gzip. Streams (SSE) are not touched, and
  // precompressed static files already carry their encoding.
  // WEB_PLAIN (a benchmark's baseline) leaves everything uncompressed.
  if (!config.webPlain) {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
    });
  }
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  installOriginGuard(app, config.publicUrl);
  // The process's one LISTEN connection: cache invalidation and the live streams' events.
  const databaseUrl = ctx.database.pool.options.connectionString;
  app.decorate(
    'changes',
    databaseUrl
      ? startChangeListener(
          databaseUrl,
          ctx.database.changes,
          (m) => app.log.warn(m),
          ctx.database.availability,
        )
      : null,
  );
  app.addHook('onClose', async () => app.changes?.close());
  // Live streams (SSE) of this process: the events feature opens them, sign-out ends them.
  app.decorate('liveStreams', createStreamRegistry(MAX_STREAMS_PER_USER));
  installSessionHook(app, ctx);
  declareFrameworkAnswers(app);
  await registerOpenApi(app, config);

  await healthRoutes(app, ctx, opts.healthExtras);
  await authRoutes(app, ctx);
  await propertyRoutes(app, ctx);
  await pingRoutes(app, ctx);
  await alertRoutes(app, ctx);
  await dashboardRoutes(app, ctx);
  await eventRoutes(app, ctx);
  await settingsRoutes(app, ctx);
  await webhookRoutes(app, ctx);
  await maintenanceRoutes(app, ctx);
  await groupRoutes(app, ctx);
  await escalationRoutes(app, ctx);
  await pushRoutes(app, ctx);
  await notificationRoutes(app, ctx);
  await workspaceRoutes(app, ctx);
  await reportRoutes(app, ctx);
  await networkRoutes(app, ctx);
  await activityRoutes(app, ctx);
  await apiKeyRoutes(app, ctx);
  await teamRoutes(app, ctx);
  await invitationRoutes(app, ctx);
  await verifyEmailRoutes(app, ctx);
  await alertEmailRoutes(app, ctx);
  await alertPreferenceRoutes(app, ctx);
  await chatRoutes(app, ctx);
  await billingRoutes(app, ctx);
  await promoCodeRoutes(app, ctx);
  await businessRoutes(app, ctx);
  await locationRoutes(app, ctx);
  await agentRoutes(app, ctx);
  await betaTesterRoutes(app, ctx);
  await affiliateRoutes(app, ctx);
  await googleSheetsRoutes(app, ctx);
  await statusPageRoutes(app, ctx);
  await publicStatusRoutes(app, ctx);
  await subscriberRoutes(app, ctx);
  await subscriberPublicRoutes(app, ctx);
  await incidentRoutes(app, ctx);
  await ackLinkRoutes(app, ctx);
  for (const feature of opts.features ?? []) await feature(app, ctx);
  await registerApiReference(app);
  await installStaticWeb(app, {
    webDir: opts.webDir,
    prerenderDir: opts.prerenderDir,
    origin: config.publicUrl ?? `http://${config.host}:${config.port}`,
    sessionCookie: sessionCookieName(config),
    plain: config.webPlain,
    databaseReachable: () => databaseAnswers(ctx.database.pool, ctx.database.availability),
  });
  return app;
}
