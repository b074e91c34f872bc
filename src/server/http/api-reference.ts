// The interactive API reference at /api-reference: Scalar's viewer on /api/openapi.json, where a
// signed-in user pastes an API key and tries calls. Scalar's bundled script is served from here
// (no CDN: many installs have no internet), and only this page gets the CSP allowance its inline
// start-up script needs: the hash of that exact script, computed from the page as it is sent.
import fastifyApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from './openapi.js';
import { BEARER } from './openapi-operation.js';
import { inlineScriptHashes } from './inline-script-hashes.js';
import { notFound } from '../lib/errors.js';

export const API_REFERENCE_PATH = '/api-reference';

function referenceCsp(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
    // Scalar injects its stylesheet and sets element styles at run time
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // "try it" calls go to this server only (the document's servers entry)
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join(';');
}

export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Scalar also serves the document it was given at <prefix>/openapi.json|yaml; given a URL
    // rather than the document itself, this release answers those with a 500. The document has
    // one address: send the JSON there, and the YAML nowhere.
    scope.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?', 1)[0];
      if (path === `${API_REFERENCE_PATH}/openapi.json`) return reply.redirect(OPENAPI_PATH, 301);
      if (path === `${API_REFERENCE_PATH}/openapi.yaml`) throw notFound();
    });
    scope.addHook('onSend', async (_req, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && typeof payload === 'string') {
        reply.header('content-security-policy', referenceCsp(payload));
      }
      return payload;
    });
    await scope.register(fastifyApiReference, {
      routePrefix: API_REFERENCE_PATH,
      configuration: {
        url: OPENAPI_PATH,
        pageTitle: 'Property Monitor API reference',
        // nothing leaves this server: no web fonts, telemetry or request proxy (this release,
        // the last whose whole tree declares Node 20, has no hosted AI agent or MCP to turn off)
        withDefaultFonts: false,
        telemetry: false,
        // the stand-alone client opens Scalar's hosted app; the built-in one calls this server
        hideClientButton: true,
        // Scalar's own hosted-service links (deploy, share, MCP) have nothing to do here
        showDeveloperTools: 'never',
        authentication: { preferredSecurityScheme: BEARER },
      },
    });
  });
}
