// The OpenAPI 3.1 document at GET /api/openapi.json, built by @fastify/swagger from every route's
// zod schemas (fastify-type-provider-zod's transform), plus what the routes' guards say: who may
// call each operation (an API key or only the browser session), its rate-limit category, and the
// webhook events. Register before the routes: @fastify/swagger collects them as they are added.
import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGENT_TOKEN_PREFIX } from '../../contracts/agents.js';
import { API_KEY_PREFIX } from '../../contracts/api-keys.js';
import { RATE_LIMITS_PER_HOUR } from '../../contracts/permissions.js';
import {
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
  WEBHOOK_EVENTS,
  webhookPayload,
} from '../../contracts/webhooks.js';
import { sessionCookieName } from '../auth/sessions.js';
import {
  AGENT,
  audienceOf,
  BEARER,
  COOKIE,
  ERROR_DESCRIPTIONS,
  keyScopeOf,
  operationIdOf,
  rateCategoryOf,
  securityOf,
  TAG_GROUPS,
  tagOf,
  type Audience,
} from './openapi-operation.js';
import { errors } from './responses.js';
import { ERROR_REF, wordsOf } from './operation-words.js';

export const OPENAPI_PATH = '/api/openapi.json';

type JsonSchema = Record<string, unknown> & { headers?: Record<string, unknown> };

const RATE_HEADERS = {
  'X-RateLimit-Limit': { type: 'integer', description: 'Requests allowed per hour' },
  'X-RateLimit-Remaining': { type: 'integer', description: 'Requests left this hour' },
  'X-RateLimit-Reset': { type: 'integer', description: 'When the hour resets (Unix seconds)' },
};

const WEBHOOK_EVENT_TEXT: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'property.offline': 'A property is confirmed offline',
  'property.online': 'An offline property answers again',
  'property.timeout': 'A property misses its first check',
  'alert.created': 'Any alert is raised',
};

export const SIGNATURE_SCHEME =
  't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>';

export async function registerOpenApi(
  app: FastifyInstance,
  config: { publicUrl: string | undefined },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Property Monitor API',
        version: '1.0.0',
        description:
          'Operations in the "Public API" group accept an API key (`Authorization: Bearer ' +
          `${API_KEY_PREFIX}…\`) as well as the browser session; the others belong to the web ` +
          'app and refuse keys. Every error body is `{message, code}`.',
      },
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description: `An API key from Settings → API keys (starts with ${API_KEY_PREFIX})`,
          },
          [AGENT]: {
            type: 'http',
            scheme: 'bearer',
            description: `A location agent's token (starts with ${AGENT_TOKEN_PREFIX}), shown once when the platform owner adds the location`,
          },
          [COOKIE]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config),
            description: 'The browser session, set by signing in',
          },
        },
      },
      webhooks: webhookDocs(),
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = out.schema as Record<string, unknown> & { hide?: boolean; body?: JsonSchema };
      const { route } = input;
      if (schema.hide) return out;
      const method = String(route.method);
      const audience = audienceOf(route);
      const words = wordsOf(route, schema, audience === 'api');
      const responses = (schema.response ?? {}) as Record<string, JsonSchema>;
      if (audience === 'api') responses['429'] = { ...ERROR_REF };
      for (const [status, body] of Object.entries(responses)) {
        const extra: JsonSchema = {};
        if (ERROR_DESCRIPTIONS[status]) extra.description = ERROR_DESCRIPTIONS[status];
        if (audience === 'api') {
          extra.headers = { ...RATE_HEADERS };
          if (status === '429') {
            extra.headers['Retry-After'] = { type: 'integer', description: 'Seconds to wait' };
          }
        }
        responses[status] = { ...body, ...extra };
      }
      return {
        url: out.url,
        schema: {
          ...schema,
          ...words,
          response: responses,
          operationId: operationIdOf(method, route.url),
          tags: [tagOf(route.url, audience)],
          security: securityOf(audience),
          'x-audience': audience,
          ...(audience === 'api'
            ? {
                'x-rate-limit-category': rateCategoryOf(method, route.url),
                'x-key-scope': keyScopeOf(route),
              }
            : {}),
        },
      };
    },
    transformObject: (doc) => {
      if (!('openapiObject' in doc)) return doc.swaggerObject;
      // components/schemas from the zod registry's ids (the one Error every answer refers to)
      const withComponents = usedComponents(
        jsonSchemaTransformObject(doc) as typeof doc.openapiObject,
      );
      const paths = (withComponents.paths ?? {}) as Parameters<typeof tagsOf>[0];
      return {
        ...withComponents,
        ...tagsOf(paths),
        'x-rate-limits-per-hour': RATE_LIMITS_PER_HOUR,
      };
    },
  });

  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This OpenAPI 3.1 document',
        response: {
          200: z.looseObject({ openapi: z.string() }).describe('OpenAPI document'),
          ...errors(),
        },
      },
    },
    async (req, reply) => {
      // The base URL is where this document was fetched from, so "try it" calls go back here.
      const doc = { ...app.swagger(), servers: [{ url: `${req.protocol}://${req.host}` }] };
      return reply
        .type('application/json')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(doc));
    },
  );
}

type Document = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/**
 * Without the components no operation refers to: the zod registry gives each id an input twin
 * (ErrorInput) too, and errors are only ever answered.
 */
function usedComponents<T extends Document>(doc: T): T {
  const schemas = doc.components?.schemas;
  if (!schemas) return doc;
  const text = JSON.stringify(doc.paths);
  const used = Object.entries(schemas).filter(([id]) =>
    text.includes(`"#/components/schemas/${id}"`),
  );
  return { ...doc, components: { ...doc.components, schemas: Object.fromEntries(used) } };
}

type Operation = { tags?: string[]; 'x-audience'?: Audience };

const TAG_TEXT: Record<Audience, string> = {
  api: 'Operations an API key may call, as well as the browser session.',
  session: 'Operations of the web app: the browser session only, API keys are refused.',
  platform: "The site operator's operations: the browser session only, API keys are refused.",
  agent: "A location agent's operations: its agent token only (decision 029).",
  anyone: 'Operations that need no sign-in.',
};

/** Tags in order (public API first) with x-tagGroups, so viewers show the audiences apart. */
function tagsOf(paths: Record<string, Record<string, Operation> | undefined>) {
  const audienceOfTag = new Map<string, Audience>();
  for (const ops of Object.values(paths)) {
    for (const op of Object.values(ops ?? {})) {
      for (const t of op.tags ?? []) audienceOfTag.set(t, op['x-audience'] ?? 'anyone');
    }
  }
  const groups = TAG_GROUPS.map((g) => ({
    name: g.name,
    tags: [...audienceOfTag]
      .filter(([, a]) => g.audiences.includes(a))
      .map(([t]) => t)
      .sort(),
  }));
  return {
    tags: groups
      .flatMap((g) => g.tags)
      .map((name) => ({ name, description: TAG_TEXT[audienceOfTag.get(name) ?? 'anyone'] })),
    'x-tagGroups': groups,
  };
}

/** OpenAPI 3.1 `webhooks`: the requests a generic webhook endpoint receives, one per event. */
type OpenApiOptions = NonNullable<FastifyDynamicSwaggerOptions['openapi']>;
type Webhooks = NonNullable<Extract<OpenApiOptions, { webhooks?: unknown }>['webhooks']>;

function webhookDocs(): Webhooks {
  const { $schema: _dialect, ...payload } = z.toJSONSchema(webhookPayload, {
    target: 'draft-2020-12',
  });
  const header = (description: string) => ({
    in: 'header' as const,
    required: true,
    description,
    schema: { type: 'string' as const },
  });
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          operationId: `webhook${event
            .split('.')
            .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
            .join('')}`,
          summary: WEBHOOK_EVENT_TEXT[event],
          description:
            `Sent to each enabled webhook endpoint subscribed to \`${event}\`: a POST your ` +
            'server receives, signed (not authenticated): check the signature header.',
          // a request this server sends: the receiver checks its signature, not a login
          security: [],
          parameters: [
            { name: EVENT_ID_HEADER, ...header('The event id, the same on every retry') },
            { name: EVENT_TYPE_HEADER, ...header("The event type, as in the body's type") },
            { name: SIGNATURE_HEADER, ...header(SIGNATURE_SCHEME) },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: payload as { type: 'object' } } },
          },
          responses: { '200': { description: 'Any 2xx answer acknowledges the event' } },
        },
      },
    ]),
  );
}
